import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCustomerSession } from '../../../lib/customer-session';

/**
 * The order page needs the order's access key; without the right one the order reads as not found.
 * Without a key, the signed-in customer's token opens the orders of their mobile.
 */
export const getOrder = (id: string, accessKey: string, signal?: AbortSignal, customerToken?: string | null) =>
  apiFetch<OrderView>(`/get-order/${encodeURIComponent(id)}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`, {
    signal,
    customerToken: accessKey ? null : customerToken,
  });

export const orderQueryOptions = (id: string, accessKey: string, customerToken: string | null = null) =>
  queryOptions({
    queryKey: ['orders', id, accessKey || (customerToken ? `customer:${customerToken}` : '')],
    queryFn: ({ signal }) => getOrder(id, accessKey, signal, customerToken),
    staleTime: 30_000,
  });

/** How often an open order page asks again, so a status change shows without a reload. */
export const ORDER_REFRESH_MS = 15_000;

export function useOrder(id: string, accessKey: string) {
  const customer = useCustomerSession();
  return useQuery({ ...orderQueryOptions(id, accessKey, customer?.token ?? null), refetchInterval: ORDER_REFRESH_MS });
}
