import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { DEFAULT_SHOP_INFO, toShopInfo, type ShopInfo } from './shop-info';

export const shopInfoQueryOptions = queryOptions({
  queryKey: ['shop'],
  queryFn: async ({ signal }) => toShopInfo(await apiFetch<Partial<ShopInfo>>('/api/shop', { signal })),
  // The owner may change the settings at any time; a page shown for a while asks again.
  staleTime: 30_000,
  retry: false,
});

/**
 * The shop's name, phone, address, hours, minimum order and UPI ID as the owner set them in the
 * back office, the built-in values until `/api/shop` answers or if it cannot. The one place the web
 * app reads them from.
 */
export function useShopInfo(): ShopInfo {
  const { data } = useQuery({ ...shopInfoQueryOptions, placeholderData: DEFAULT_SHOP_INFO });
  return data ?? DEFAULT_SHOP_INFO;
}

/**
 * Puts the shop's details the server wrote into the page (`<script id="shop-info">`, as `/api/shop`
 * answers them) in the cache, so the first screen is drawn with them once instead of again when that
 * call answers; like any answer, they are asked for again once stale. A page without them (the dev
 * server's) or with garbled ones leaves the cache empty, and the call is made as before.
 */
export function seedShopInfo(queryClient: QueryClient, page: Pick<Document, 'getElementById'> = document): void {
  const text = page.getElementById('shop-info')?.textContent;
  if (!text) return;
  try {
    const info = JSON.parse(text) as unknown;
    if (info && typeof info === 'object')
      queryClient.setQueryData(shopInfoQueryOptions.queryKey, toShopInfo(info as Partial<ShopInfo>));
  } catch {
    // not JSON: ask /api/shop
  }
}
