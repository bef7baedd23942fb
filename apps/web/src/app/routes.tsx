import { PAGE_ROUTES } from '@halwai/domain';
import { useRoutes, type RouteObject } from 'react-router';
import { BackOfficeWords } from './back-office-words';
import { RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyWithReload } from '../lib/lazy-with-reload';
import { lazyWithTheme } from '../lib/ui/lazy-with-theme';

// Every page is a chunk of its own, loaded when visited (a landing page's with its HTML: page-scripts-plugin.ts).
// The pages a shopper lands on are plain elements styled by class; the others are drawn with MUI and bring its theme.
const HomePage = lazyWithReload(() => import('../features/home/home-page'), 'HomePage');
const NotFoundPage = lazyWithReload(() => import('./not-found-page'), 'NotFoundPage');
const CataloguePage = lazyWithReload(() => import('../features/catalogue/catalogue-page'), 'CataloguePage');
const CatalogueFadePage = lazyWithReload(() => import('../features/catalogue/catalogue-fade-page'), 'CatalogueFadePage');
const ProductDetailsPage = lazyWithReload(() => import('../features/catalogue/product-details-page'), 'ProductDetailsPage');
const CartPage = lazyWithTheme(() => import('../features/cart/cart-page'), 'CartPage');
const OrderSuccessPage = lazyWithTheme(() => import('../features/checkout/order-success-page'), 'OrderSuccessPage');
const InvoicePage = lazyWithTheme(() => import('../features/checkout/invoice-page'), 'InvoicePage');
const MyOrdersPage = lazyWithTheme(() => import('../features/checkout/my-orders-page'), 'MyOrdersPage');
const SendMessagePage = lazyWithTheme(() => import('../features/contact/send-message-page'), 'SendMessagePage');
const LoginPage = lazyWithTheme(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyWithTheme(() => import('../features/auth/register-page'), 'RegisterPage');
const LogoutPage = lazyWithTheme(() => import('../features/auth/logout-page'), 'LogoutPage');
const ProductListPage = lazyWithTheme(() => import('../features/admin-products/product-list-page'), 'ProductListPage');
const ProductCreatePage = lazyWithTheme(() => import('../features/admin-products/product-create-page'), 'ProductCreatePage');
const ProductEditPage = lazyWithTheme(() => import('../features/admin-products/product-edit-page'), 'ProductEditPage');
const ProductTablePage = lazyWithTheme(() => import('../features/admin-products/product-table-page'), 'ProductTablePage');
const ProductCardsPage = lazyWithTheme(() => import('../features/admin-products/product-cards-page'), 'ProductCardsPage');
// The dashboard's chunk carries the chart library: only staff ever load it.
const DashboardPage = lazyWithTheme(() => import('../features/admin-dashboard/dashboard-page'), 'DashboardPage');
const OrdersPage = lazyWithTheme(() => import('../features/admin-orders/orders-page'), 'OrdersPage');
const PhoneOrderPage = lazyWithTheme(() => import('../features/admin-orders/phone-order-page'), 'PhoneOrderPage');
const PackingSlipPage = lazyWithTheme(() => import('../features/admin-paper/packing-slip-page'), 'PackingSlipPage');
const ProductionListPage = lazyWithTheme(() => import('../features/admin-paper/production-list-page'), 'ProductionListPage');
const RunSheetPage = lazyWithTheme(() => import('../features/admin-paper/run-sheet-page'), 'RunSheetPage');
const AccountsPage = lazyWithTheme(() => import('../features/admin-accounts/accounts-page'), 'AccountsPage');
const CategoriesPage = lazyWithTheme(() => import('../features/admin-categories/categories-page'), 'CategoriesPage');
const DraftsPage = lazyWithTheme(() => import('../features/drafts/drafts-page'), 'DraftsPage');
const OffersPage = lazyWithTheme(() => import('../features/admin-offers/offers-page'), 'OffersPage');
const OutletsPage = lazyWithTheme(() => import('../features/admin-outlets/outlets-page'), 'OutletsPage');
const SettingsPage = lazyWithTheme(() => import('../features/admin-settings/settings-page'), 'SettingsPage');
const MessagesPage = lazyWithTheme(() => import('../features/admin-messages/messages-page'), 'MessagesPage');
// The till and its receipts, one chunk: the shop's tablet only.
const CounterPage = lazyWithTheme(() => import('../features/counter/counter-pages'), 'CounterPage');
const CounterReceiptPage = lazyWithTheme(() => import('../features/counter/counter-pages'), 'CounterReceiptPage');
const ZReportPage = lazyWithTheme(() => import('../features/counter/counter-pages'), 'ZReportPage');
const CreditNotePage = lazyWithTheme(() => import('../features/counter/counter-pages'), 'CreditNotePage');
const ShiftsPage = lazyWithTheme(() => import('../features/admin-shifts/shifts-pages'), 'ShiftsPage');
const ShiftPage = lazyWithTheme(() => import('../features/admin-shifts/shifts-pages'), 'ShiftPage');
const CustomersPage = lazyWithTheme(() => import('../features/admin-customers/customers-page'), 'CustomersPage');

/** Every screen of the app (at the addresses PAGE_ROUTES lists), inside the layout (which keeps itself around a page that fails). */
export const routes: RouteObject[] = [
  {
    path: PAGE_ROUTES.home,
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { id: 'sweets', path: PAGE_ROUTES.sweets, element: <CataloguePage /> },
      { path: PAGE_ROUTES.sweetTest, element: <CatalogueFadePage /> },
      { id: 'ProductDetails', path: PAGE_ROUTES.productDetails, element: <ProductDetailsPage /> },
      { path: PAGE_ROUTES.cart, element: <CartPage /> },
      { path: PAGE_ROUTES.order, element: <OrderSuccessPage /> },
      { path: PAGE_ROUTES.orderSuccess, element: <OrderSuccessPage /> },
      { path: PAGE_ROUTES.myOrders, element: <MyOrdersPage /> },
      { path: PAGE_ROUTES.invoice, element: <InvoicePage /> },
      { path: PAGE_ROUTES.sendMessage, element: <SendMessagePage /> },
      {
        // The back office, its sign-in and registration with it: drawn once all of its words are here.
        element: <BackOfficeWords />,
        children: [
          { path: PAGE_ROUTES.login, element: <LoginPage /> },
          { path: PAGE_ROUTES.adminLogin, element: <LoginPage /> },
          { path: PAGE_ROUTES.register, element: <RegisterPage /> },
          // Outside the guard because the page stays after it removes the token; without one it goes to the login page itself.
          { path: PAGE_ROUTES.logout, element: <LogoutPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: PAGE_ROUTES.productList, element: <ProductListPage /> },
              { path: PAGE_ROUTES.productCreate, element: <ProductCreatePage /> },
              { path: PAGE_ROUTES.productCreateAlias, element: <ProductCreatePage /> },
              { path: PAGE_ROUTES.productEdit, element: <ProductEditPage /> },
              { path: PAGE_ROUTES.productTable, element: <ProductTablePage /> },
              { path: PAGE_ROUTES.productCards, element: <ProductCardsPage /> },
              { path: PAGE_ROUTES.dashboard, element: <DashboardPage /> },
              { path: PAGE_ROUTES.orders, element: <OrdersPage /> },
              { path: PAGE_ROUTES.phoneOrder, element: <PhoneOrderPage /> },
              { path: PAGE_ROUTES.packingSlip, element: <PackingSlipPage /> },
              { path: PAGE_ROUTES.productionList, element: <ProductionListPage /> },
              { path: PAGE_ROUTES.runSheet, element: <RunSheetPage /> },
              { path: PAGE_ROUTES.accounts, element: <AccountsPage /> },
              { path: PAGE_ROUTES.categories, element: <CategoriesPage /> },
              { path: PAGE_ROUTES.drafts, element: <DraftsPage /> },
              { path: PAGE_ROUTES.messages, element: <MessagesPage /> },
              { path: PAGE_ROUTES.settings, element: <SettingsPage /> },
              { path: PAGE_ROUTES.offers, element: <OffersPage /> },
              { path: PAGE_ROUTES.outlets, element: <OutletsPage /> },
              { path: PAGE_ROUTES.customers, element: <CustomersPage /> },
              { path: PAGE_ROUTES.counter, element: <CounterPage /> },
              { path: PAGE_ROUTES.counterReceipt, element: <CounterReceiptPage /> },
              { path: PAGE_ROUTES.counterZReport, element: <ZReportPage /> },
              { path: PAGE_ROUTES.counterCreditNote, element: <CreditNotePage /> },
              { path: PAGE_ROUTES.shifts, element: <ShiftsPage /> },
              { path: PAGE_ROUTES.shift, element: <ShiftPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screen for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
