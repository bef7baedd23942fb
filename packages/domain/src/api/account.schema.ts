import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles.js';

export { ACCOUNT_MESSAGES } from './account.messages.js';

export const accountStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** A staff account as the accounts API answers it. */
export const staffAccountSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    status: accountStatusSchema,
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
    role: z.enum(STAFF_ROLES).describe('owner: the whole back office; cashier: the counter and their own shift only'),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Approving lets the account sign in; rejecting refuses it and ends its sessions. */
export const accountStatusChangeSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;

/** An owner makes an account a cashier (the counter only) or an owner again. */
export const accountRoleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, { error: 'role must be owner or cashier' }) });
export type AccountRoleChange = z.infer<typeof accountRoleChangeSchema>;
