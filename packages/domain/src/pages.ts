/**
 * Every page of the web app, as its router matches them (React Router patterns: `:name` is one segment,
 * `:name?` an optional one); home is `/`. The web app's router is built from these, and the server
 * answers any other address with 404 (the app's not-found page), so the two cannot disagree.
 */
export const PAGE_ROUTES = {
  home: '/',
  sweets: '/sweets/:categoryId?/:subCategoryId?',
  sweetTest: '/sweet-test/:id',
  productDetails: '/product/:id',
  cart: '/cart',
  order: '/order/:id',
  orderSuccess: '/order-successful/:id',
  myOrders: '/my-orders',
  invoice: '/invoice/:id',
  sendMessage: '/send-message/:phone',
  login: '/login',
  adminLogin: '/admin/login',
  register: '/register',
  logout: '/logout',
  productList: '/admin/product-list',
  productCreate: '/admin/create-product',
  productCreateAlias: '/admin/product-create',
  productEdit: '/admin/update-product/:productId',
  productTable: '/admin/products',
  productCards: '/admin/product-cards',
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  packingSlip: '/admin/orders/:id/slip',
  productionList: '/admin/orders/production',
  runSheet: '/admin/orders/run-sheet',
  accounts: '/admin/register',
  categories: '/admin/categories',
  drafts: '/admin/drafts',
  messages: '/admin/messages',
  settings: '/admin/settings',
  offers: '/admin/offers',
  customers: '/admin/customers',
  counter: '/counter',
  counterReceipt: '/counter/receipt/:id',
} as const;

export type PageName = keyof typeof PAGE_ROUTES;
