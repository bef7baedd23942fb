import { PAGE_ROUTES } from '@halwai/domain';
import { useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyWithReload } from '../lib/lazy-with-reload';

// Home ships in the first bundle; every other page is a chunk of its own, loaded when visited.
const NotFoundPage = lazyWithReload(() => import('./not-found-page'), 'NotFoundPage');
const CataloguePage = lazyWithReload(() => import('../features/catalogue/catalogue-page'), 'CataloguePage');
const CatalogueFadePage = lazyWithReload(() => import('../features/catalogue/catalogue-fade-page'), 'CatalogueFadePage');
const ProductDetailsPage = lazyWithReload(() => import('../features/catalogue/product-details-page'), 'ProductDetailsPage');
const CartPage = lazyWithReload(() => import('../features/cart/cart-page'), 'CartPage');
const OrderSuccessPage = lazyWithReload(() => import('../features/checkout/order-success-page'), 'OrderSuccessPage');
const InvoicePage = lazyWithReload(() => import('../features/checkout/invoice-page'), 'InvoicePage');
const MyOrdersPage = lazyWithReload(() => import('../features/checkout/my-orders-page'), 'MyOrdersPage');
const SendMessagePage = lazyWithReload(() => import('../features/contact/send-message-page'), 'SendMessagePage');
const LoginPage = lazyWithReload(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyWithReload(() => import('../features/auth/register-page'), 'RegisterPage');
const LogoutPage = lazyWithReload(() => import('../features/auth/logout-page'), 'LogoutPage');
const ProductListPage = lazyWithReload(() => import('../features/admin-products/product-list-page'), 'ProductListPage');
const ProductCreatePage = lazyWithReload(() => import('../features/admin-products/product-create-page'), 'ProductCreatePage');
const ProductEditPage = lazyWithReload(() => import('../features/admin-products/product-edit-page'), 'ProductEditPage');
const ProductTablePage = lazyWithReload(() => import('../features/admin-products/product-table-page'), 'ProductTablePage');
const ProductCardsPage = lazyWithReload(() => import('../features/admin-products/product-cards-page'), 'ProductCardsPage');
// The dashboard's chunk carries the chart library: only staff ever load it.
const DashboardPage = lazyWithReload(() => import('../features/admin-dashboard/dashboard-page'), 'DashboardPage');
const OrdersPage = lazyWithReload(() => import('../features/admin-orders/orders-page'), 'OrdersPage');
const AccountsPage = lazyWithReload(() => import('../features/admin-accounts/accounts-page'), 'AccountsPage');
const CategoriesPage = lazyWithReload(() => import('../features/admin-categories/categories-page'), 'CategoriesPage');
const DraftsPage = lazyWithReload(() => import('../features/drafts/drafts-page'), 'DraftsPage');
const SettingsPage = lazyWithReload(() => import('../features/admin-settings/settings-page'), 'SettingsPage');
const MessagesPage = lazyWithReload(() => import('../features/admin-messages/messages-page'), 'MessagesPage');

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
          { path: PAGE_ROUTES.accounts, element: <AccountsPage /> },
          { path: PAGE_ROUTES.categories, element: <CategoriesPage /> },
          { path: PAGE_ROUTES.drafts, element: <DraftsPage /> },
          { path: PAGE_ROUTES.messages, element: <MessagesPage /> },
          { path: PAGE_ROUTES.settings, element: <SettingsPage /> },
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
