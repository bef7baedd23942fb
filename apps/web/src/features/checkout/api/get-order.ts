import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** The order page needs the order's access key; without the right one the order reads as not found. */
export const getOrder = (id: string, accessKey: string, signal?: AbortSignal) =>
  apiFetch<OrderView>(`/get-order/${encodeURIComponent(id)}?key=${encodeURIComponent(accessKey)}`, { signal });

export const orderQueryOptions = (id: string, accessKey: string) =>
  queryOptions({
    queryKey: ['orders', id, accessKey],
    queryFn: ({ signal }) => getOrder(id, accessKey, signal),
    staleTime: 30_000,
  });

/** How often an open order page asks again, so a status change shows without a reload. */
export const ORDER_REFRESH_MS = 15_000;

export function useOrder(id: string, accessKey: string) {
  return useQuery({ ...orderQueryOptions(id, accessKey), refetchInterval: ORDER_REFRESH_MS });
}
