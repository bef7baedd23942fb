import type { BackInStockWaiting } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `GET /api/admin/back-in-stock`: how many customers wait to hear that each item is back (only items someone waits for). */
export const backInStockWaitingQueryOptions = (productId?: number) =>
  queryOptions({
    queryKey: [...productKeys.all, 'waiting', productId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiFetch<BackInStockWaiting[]>(`/api/admin/back-in-stock${productId === undefined ? '' : `?productId=${productId}`}`, { signal }),
  });

/** product id → how many wait for it. */
export function useBackInStockWaiting(productId?: number) {
  return useQuery({
    ...backInStockWaitingQueryOptions(productId),
    select: (list) => new Map(list.map((entry) => [entry.productId, entry.waiting])),
  });
}
