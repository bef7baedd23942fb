import { PAGE_ROUTES } from '@halwai/domain';

/**
 * Links to the app's screens. Features link to each other through these instead of importing each
 * other; the router in src/app is built from the same PAGE_ROUTES.
 */
export const paths = {
  home: PAGE_ROUTES.home,
  sweets: (categoryId?: number, subCategoryId?: number) =>
    ['/sweets', categoryId, categoryId === undefined ? undefined : subCategoryId].filter((part) => part !== undefined).join('/'),
  productDetails: (id: number) => `/product/${id}`,
  cart: PAGE_ROUTES.cart,
  /** The order page; without a key it opens with the signed-in customer's token (or the staff one). */
  orderSuccess: (id: number, accessKey?: string | null) =>
    `/order-successful/${id}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`,
  myOrders: PAGE_ROUTES.myOrders,
  /** The printable GST invoice; without a key it is read with the staff token. `?layout=receipt` prints on 80 mm paper. */
  invoice: (id: number, accessKey?: string) => `/invoice/${id}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`,
  /** The order's GST invoice as a PDF, served by the API behind the same access key (or the staff token). */
  invoicePdf: (id: number, accessKey?: string) =>
    `/api/orders/${id}/invoice.pdf${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`,
  sendMessage: (phone: string) => `/send-message/${encodeURIComponent(phone)}`,
  login: PAGE_ROUTES.login,
  adminLogin: PAGE_ROUTES.adminLogin,
  register: PAGE_ROUTES.register,
  logout: PAGE_ROUTES.logout,
  productList: PAGE_ROUTES.productList,
  productCreate: PAGE_ROUTES.productCreate,
  productEdit: (productId: number) => `/admin/update-product/${productId}`,
  productTable: PAGE_ROUTES.productTable,
  productCards: PAGE_ROUTES.productCards,
  /** The staff's first screen after signing in. */
  dashboard: PAGE_ROUTES.dashboard,
  orders: PAGE_ROUTES.orders,
  phoneOrder: PAGE_ROUTES.phoneOrder,
  /** The order's packing slip to print, on an 80 mm roll or A4. */
  packingSlip: (id: number, size: '80mm' | 'a4' = '80mm') => `/admin/orders/${id}/slip?size=${size}`,
  /** The kitchen's list of a shop day (YYYY-MM-DD). */
  productionList: (date: string) => `${PAGE_ROUTES.productionList}?date=${encodeURIComponent(date)}`,
  /** The rider's sheet of a shop day (YYYY-MM-DD). */
  runSheet: (date: string) => `${PAGE_ROUTES.runSheet}?date=${encodeURIComponent(date)}`,
  accounts: PAGE_ROUTES.accounts,
  categories: PAGE_ROUTES.categories,
  settings: PAGE_ROUTES.settings,
  offers: PAGE_ROUTES.offers,
  /** The owner's outlets: each with its own hours, delivery area, GSTIN and email, or the shop's. */
  outlets: PAGE_ROUTES.outlets,
  drafts: PAGE_ROUTES.drafts,
  messages: PAGE_ROUTES.messages,
  customers: PAGE_ROUTES.customers,
  /** The shop's till: staff sell over the counter. */
  counter: PAGE_ROUTES.counter,
  /** The counter's shifts, for the owner: each with its count and Z report. */
  shifts: PAGE_ROUTES.shifts,
  shift: (id: number) => `/admin/shifts/${id}`,
  /** A shift's Z report on the receipt roll. */
  zReport: (id: number, width: 58 | 80 = 80) => `/counter/shifts/${id}/report?width=${width}`,
} as const;
