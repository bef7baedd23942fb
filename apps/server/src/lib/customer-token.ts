/** A customer's token starts so, a staff token never does: each kind is looked up among its own sessions. */
export const CUSTOMER_TOKEN_PREFIX = 'c.';
export const isCustomerToken = (token: string): boolean => token.startsWith(CUSTOMER_TOKEN_PREFIX);
