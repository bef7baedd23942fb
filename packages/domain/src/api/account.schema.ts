import { z } from 'zod';

/** What the server says when staff change accounts. */
export const ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
  cannotRejectSelf: 'You cannot reject your own account',
} as const;

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
