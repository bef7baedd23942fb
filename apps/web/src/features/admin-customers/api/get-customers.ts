import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrder, CustomerSummary } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

export const customersKeys = {
  all: ['admin-customers'] as const,
  list: (q: string) => ['admin-customers', 'list', q] as const,
  orders: (mobile: string) => ['admin-customers', 'orders', mobile] as const,
};

const searchQuery = (q: string) => (q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

/** `GET /api/admin/customers?q=`: one row per mobile, the latest order first. */
export const getCustomers = (q: string, signal?: AbortSignal) =>
  apiFetch<CustomerSummary[]>(`/api/admin/customers${searchQuery(q)}`, { signal });

export function useCustomers(q: string) {
  return useQuery({
    queryKey: customersKeys.list(q.trim()),
    queryFn: ({ signal }) => getCustomers(q, signal),
    // The rows found so far stay while the next search is asked.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `GET /api/admin/customers/{mobile}/orders`: one customer's orders, newest first. */
export function useCustomerOrders(mobile: string | null) {
  return useQuery({
    queryKey: customersKeys.orders(mobile ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminOrder[]>(`/api/admin/customers/${encodeURIComponent(mobile!)}/orders`, { signal }),
    enabled: mobile !== null,
    staleTime: 30_000,
  });
}
