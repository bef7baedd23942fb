/** Per-route limits for the public calls that cost us something or invite guessing. */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const ORDER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const ORDER_READ_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** Sign-in codes per address, on top of the per-mobile limits the customers' sign-in keeps itself. */
export const CUSTOMER_CODE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
/** Cart reminders per address, on top of the carts per mobile the reminders count themselves; a ticked box re-sends a changed cart. */
export const CART_REMINDER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** "Tell me when it's back" requests per address, on top of the per-mobile limits the requests keep themselves. */
export const BACK_IN_STOCK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
