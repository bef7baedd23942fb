import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { hasInjectedShopInfo, readShopInfo, toShopInfo, type ShopInfo } from './shop-info';

export const shopInfoQueryOptions = queryOptions({
  queryKey: ['shop'],
  queryFn: async ({ signal }) => toShopInfo(await apiFetch<Partial<ShopInfo>>('/api/shop', { signal })),
  staleTime: Infinity,
  retry: false,
});

/** The shop's name, phone and address; shows the injected or default values until `/api/shop` answers. */
export function useShopInfo(): ShopInfo {
  const { data } = useQuery({ ...shopInfoQueryOptions, enabled: !hasInjectedShopInfo(), placeholderData: readShopInfo });
  return data ?? readShopInfo();
}
