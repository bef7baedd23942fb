import { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { OUTLET_MESSAGES } from '../outlet-messages.js';
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
    outlets: z
      .array(z.number().int())
      .nullable()
      .describe('The outlets (ids) whose orders it sees, and where it sells; null: every outlet'),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Approving lets the account sign in; rejecting refuses it and ends its sessions. */
export const accountStatusChangeSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;

/** An owner makes an account a cashier (the counter only) or an owner again. */
export const accountRoleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, { error: 'role must be owner or cashier' }) });
export type AccountRoleChange = z.infer<typeof accountRoleChangeSchema>;

/**
 * `PUT /api/admin/accounts/{id}/outlets`: the outlets whose orders the account sees and where it sells.
 * Null or empty: every outlet, as an account that was never limited.
 */
export const accountOutletsChangeSchema = z.object({
  outlets: z
    .array(z.number({ error: OUTLET_MESSAGES.unknown }).int(OUTLET_MESSAGES.unknown).positive(OUTLET_MESSAGES.unknown).max(MAX_ID, OUTLET_MESSAGES.unknown))
    .max(100, OUTLET_MESSAGES.unknown)
    .nullable()
    .transform((ids) => (ids && ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b) : null))
    .describe('Outlet ids; null or empty: every outlet'),
});
export type AccountOutletsChange = z.output<typeof accountOutletsChangeSchema>;
