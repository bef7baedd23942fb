/** Every browser storage key the app uses, so no screen spells one differently. */
export const STORAGE_KEYS = {
  /** localStorage: the signed-in staff member's email. */
  email: 'email',
  /** localStorage: the staff bearer token. */
  token: 'token',
  /** localStorage: the signed-in staff member's role (owner, cashier). */
  staffRole: 'staffRole',
  /** localStorage: the cart, a JSON array of CartLine. */
  cartItems: 'cartItems',
  /** localStorage: the local product drafts (the drafts screen). */
  products: 'products',
  /** sessionStorage: set while the page reloads once after a failed chunk load. */
  reloadFlag: 'page-has-been-force-refreshed',
  /** localStorage: the customer's recent orders with their access keys. */
  myOrders: 'myOrders',
  /** localStorage: "on" when the orders page chimes for a new order (off unless staff turn it on). */
  orderSound: 'orderSound',
  /** localStorage: the signed-in customer's token (from a code sent to their mobile), and that mobile. */
  customerToken: 'customerToken',
  customerMobile: 'customerMobile',
  /** localStorage: this device's receipt printer: how it is attached, what it said of itself, its roll width. */
  receiptPrinter: 'receiptPrinter',
} as const;
