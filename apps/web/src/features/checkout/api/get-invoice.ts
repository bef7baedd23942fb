import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** The order's invoice behind the same access key; without a key the staff token (sent with every call) opens it. */
export function useInvoice(id: number | string, accessKey: string) {
  const query = accessKey ? `?key=${encodeURIComponent(accessKey)}` : '';
  return useQuery({
    queryKey: ['invoices', String(id), accessKey],
    queryFn: ({ signal }) => apiFetch<Invoice>(`/api/orders/${encodeURIComponent(String(id))}/invoice${query}`, { signal }),
    staleTime: 30_000,
    retry: false,
  });
}
