import { z } from 'zod';

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
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Approving lets the account sign in; rejecting refuses it and ends its sessions. */
export const accountStatusChangeSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;
