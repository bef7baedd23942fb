import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DEFAULT_SHOP_INFO } from '../lib/shop-info';
import { shopInfoQueryOptions } from '../lib/use-shop-info';

/**
 * A query client as tests want it: no retries, and the shop's details already known, so a page's
 * title does not ask `/api/shop` (the shop-name tests cover that call).
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(shopInfoQueryOptions.queryKey, DEFAULT_SHOP_INFO);
  return queryClient;
}

/**
 * Renders `element` at `path` (a route pattern) inside a memory router and a fresh query client that
 * does not retry, the way a page runs in the app. `extraRoutes` are where the page may navigate to.
 */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    at = path,
    state,
    extraRoutes = [],
  }: { path?: string; at?: string; state?: unknown; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = createTestQueryClient();
  // `at` may carry a query ("/counter/receipt/41?width=58").
  const [pathname = at, query] = at.split('?');
  const search = query ? `?${query}` : '';
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [{ pathname, search, state }] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
