// The words of account.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

/** What the server says when staff change accounts. */
export const ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
  cannotRejectSelf: 'You cannot reject your own account',
  cannotDemoteSelf: 'You cannot make your own account a cashier',
  cannotLimitSelf: 'You cannot limit your own account to some outlets',
  everyOutletOnly: 'Only an account that sees every outlet can change staff accounts',
} as const;
