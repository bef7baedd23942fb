import type { AdminOrder } from '@halwai/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys, type OrdersFilter } from './order-keys';

/** `GET /api/Orders/GetAllOrders?status=&q=&fulfilment=&placedOn=&preferredDate=&channel=&outlet=`: newest first; blank filters are left out. */
export function getOrders(filter: OrdersFilter, signal?: AbortSignal): Promise<AdminOrder[]> {
  const query = new URLSearchParams();
  if (filter.status !== null) query.set('status', String(filter.status));
  if (filter.search.trim() !== '') query.set('q', filter.search.trim());
  if (filter.fulfilment) query.set('fulfilment', filter.fulfilment);
  if (filter.placedOn) query.set('placedOn', filter.placedOn);
  if (filter.preferredDate) query.set('preferredDate', filter.preferredDate);
  if (filter.channel) query.set('channel', filter.channel);
  if (filter.outlet) query.set('outlet', String(filter.outlet));
  const text = query.toString();
  return apiFetch<AdminOrder[]>(`/api/Orders/GetAllOrders${text ? `?${text}` : ''}`, { signal });
}

export const ordersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => getOrders(filter, signal),
    // New orders arrive while the page is open; a minute-old list would hide them.
    staleTime: 10_000,
    refetchInterval: 60_000,
  });

/** The orders list; while a new filter loads, the previous answer stays on screen. */
export function useOrders(filter: OrdersFilter) {
  return useQuery({ ...ordersQueryOptions(filter), placeholderData: keepPreviousData });
}
