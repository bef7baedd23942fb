import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { json, mockApi } from '../test/mock-api';
import { sampleCatalogue } from '../test/sample-catalogue';
import { catalogueKeys } from './api/get-catalogue';
import { productQueryOptions } from './api/get-product';
import { firstScreenReady } from './first-screen';
import { lazyWithReload } from './lazy-with-reload';
import { outletChoice } from './outlet-choice';
import { DEFAULT_SHOP_INFO } from './shop-info';
import { shopInfoQueryOptions } from './use-shop-info';

/** A page's <head> as the server writes it, with the answers it asks for with the HTML. */
function pageAsking(...hrefs: string[]) {
  const doc = document.implementation.createHTMLDocument('page');
  for (const href of hrefs) {
    const link = doc.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'fetch', href })) link.setAttribute(name, value);
    doc.head.append(link);
  }
  return doc;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.useRealTimers());

describe('firstScreenReady', () => {
  it('waits for the catalogue its HTML asked for, and asks for nothing it did not', async () => {
    const catalogue = sampleCatalogue();
    const fetchMock = mockApi({ 'GET /api/catalogue': () => json(catalogue) });
    const queryClient = newClient();
    await firstScreenReady(queryClient, [], '/', pageAsking('/api/catalogue', '/api/shop'));
    expect(queryClient.getQueryData(catalogueKeys.all)).toEqual(catalogue);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/catalogue']);
  });

  it("in a shop with outlets, asks for the chosen outlet's catalogue; the back office and a shop with one, the shop's", async () => {
    const catalogue = sampleCatalogue();
    const fetchMock = mockApi({ 'GET /api/catalogue': () => json(catalogue), 'GET /api/catalogue?outlet=2': () => json(catalogue) });
    outletChoice.set({ id: 2, way: 'pickup' });
    try {
      const single = newClient();
      single.setQueryData(shopInfoQueryOptions.queryKey, DEFAULT_SHOP_INFO);
      await firstScreenReady(single, [], '/', pageAsking('/api/catalogue'));
      const several = newClient();
      several.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, outlets: 2 });
      await firstScreenReady(several, [], '/', pageAsking('/api/catalogue'));
      await firstScreenReady(several, [], '/admin/products', pageAsking('/api/catalogue'));
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/catalogue', '/api/catalogue?outlet=2', '/api/catalogue']);
      expect(several.getQueryData([...catalogueKeys.all, 'outlet', 2])).toEqual(catalogue);
    } finally {
      localStorage.removeItem('outlet');
    }
  });

  it("waits for a product page's item as well, so the page is not drawn from the catalogue's copy first", async () => {
    const catalogue = sampleCatalogue();
    const item = { ...catalogue.items[0]!, description: 'Read from the item itself' };
    const fetchMock = mockApi({
      'GET /api/catalogue': () => json(catalogue),
      [`GET /get-product/${item.id}`]: () => json(item),
    });
    const queryClient = newClient();
    await firstScreenReady(queryClient, [], `/product/${item.id}`, pageAsking('/api/catalogue', `/get-product/${item.id}`));
    expect(queryClient.getQueryData(productQueryOptions(String(item.id)).queryKey)).toEqual(item);
    expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual(['/api/catalogue', `/get-product/${item.id}`]);
  });

  it("at a chosen outlet, waits for that outlet's copy of a product page's item", async () => {
    const catalogue = sampleCatalogue();
    const item = catalogue.items[0]!;
    const fetchMock = mockApi({ 'GET /api/catalogue': () => json(catalogue), [`GET /get-product/${item.id}`]: () => json(item) });
    outletChoice.set({ id: 2, way: 'pickup' });
    try {
      const queryClient = newClient();
      queryClient.setQueryData(shopInfoQueryOptions.queryKey, { ...DEFAULT_SHOP_INFO, outlets: 2 });
      await firstScreenReady(queryClient, [], `/product/${item.id}`, pageAsking('/api/catalogue', `/get-product/${item.id}`));
      expect(queryClient.getQueryData(productQueryOptions(String(item.id), 2).queryKey)).toEqual(item);
      expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual(['/api/catalogue?outlet=2', `/get-product/${item.id}?outlet=2`]);
    } finally {
      localStorage.removeItem('outlet');
    }
  });

  it('asks for nothing when the HTML asked for nothing (a page the server did not write, or the back office)', async () => {
    const fetchMock = mockApi({});
    await firstScreenReady(newClient(), [], '/admin/orders', pageAsking());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the code-split page the address leads to, so it is drawn on the first render', async () => {
    mockApi({});
    const load = vi.fn(async () => ({ OrdersPage: () => null }));
    const OrdersPage = lazyWithReload(load, 'OrdersPage');
    const other = vi.fn(async () => ({ CartPage: () => null }));
    const CartPage = lazyWithReload(other, 'CartPage');
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'orders/:id', element: <OrdersPage /> },
          { path: 'cart', element: <CartPage /> },
        ],
      },
    ];
    await firstScreenReady(newClient(), routes, '/orders/7', pageAsking());
    expect(load).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('does not hold the first drawing longer than it is told to when an answer is slow', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/catalogue': () => new Promise<Response>(() => undefined) });
    const ready = vi.fn();
    void firstScreenReady(newClient(), [], '/', pageAsking('/api/catalogue'), 800).then(ready);
    await vi.advanceTimersByTimeAsync(799);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledOnce();
  });

  it('still resolves when the answer fails: the page shows its own error', async () => {
    mockApi({ 'GET /api/catalogue': () => json({ message: 'down' }, 503) });
    await expect(firstScreenReady(newClient(), [], '/', pageAsking('/api/catalogue'))).resolves.toBeUndefined();
  });
});
