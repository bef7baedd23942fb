import { queryOptions, useQuery } from '@tanstack/react-query';
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
