/**
 * Links to the app's screens. Features link to each other through these instead of importing each
 * other; the router in src/app declares the matching patterns.
 */
export const paths = {
  home: '/',
  sweets: (categoryId?: number, subCategoryId?: number) =>
    ['/sweets', categoryId, categoryId === undefined ? undefined : subCategoryId].filter((part) => part !== undefined).join('/'),
  productDetails: (id: number) => `/product/${id}`,
  cart: '/cart',
  orderSuccess: (id: number, accessKey: string) => `/order-successful/${id}?key=${encodeURIComponent(accessKey)}`,
  myOrders: '/my-orders',
  /** The printable GST invoice; without a key it is read with the staff token. `?layout=receipt` prints on 80 mm paper. */
  invoice: (id: number, accessKey?: string) => `/invoice/${id}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`,
  /** The order's GST invoice as a PDF, served by the API behind the same access key (or the staff token). */
  invoicePdf: (id: number, accessKey?: string) =>
    `/api/orders/${id}/invoice.pdf${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`,
  sendMessage: (phone: string) => `/send-message/${encodeURIComponent(phone)}`,
  login: '/login',
  adminLogin: '/admin/login',
  register: '/register',
  logout: '/logout',
  productList: '/admin/product-list',
  productCreate: '/admin/create-product',
  productEdit: (productId: number) => `/admin/update-product/${productId}`,
  productTable: '/admin/products',
  productCards: '/admin/product-cards',
  /** The staff's first screen after signing in. */
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  accounts: '/admin/register',
  categories: '/admin/categories',
  settings: '/admin/settings',
  drafts: '/admin/drafts',
  messages: '/admin/messages',
} as const;
