import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { DEFAULT_SHOP_INFO, toShopInfo, type ShopInfo } from './shop-info';

export const shopInfoQueryOptions = queryOptions({
  queryKey: ['shop'],
  queryFn: async ({ signal }) => toShopInfo(await apiFetch<Partial<ShopInfo>>('/api/shop', { signal })),
  // Asked once per visit: the shop's name changes only when the server is reconfigured.
  staleTime: Infinity,
  retry: false,
});

/**
 * The shop's name, phone and address as the server is configured (`SHOP_NAME`, `SHOP_PHONE`,
 * `SHOP_ADDRESS`), the built-in values until `/api/shop` answers or if it cannot. The one place the
 * web app reads them from.
 */
export function useShopInfo(): ShopInfo {
  const { data } = useQuery({ ...shopInfoQueryOptions, placeholderData: DEFAULT_SHOP_INFO });
  return data ?? DEFAULT_SHOP_INFO;
}
