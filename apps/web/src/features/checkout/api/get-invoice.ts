import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** The order's invoice (its number and whether the shop has marked it paid), behind the same access key. */
export function useInvoice(id: number, accessKey: string) {
  return useQuery({
    queryKey: ['invoices', id, accessKey],
    queryFn: ({ signal }) => apiFetch<Invoice>(`/api/orders/${id}/invoice?key=${encodeURIComponent(accessKey)}`, { signal }),
    staleTime: 30_000,
    retry: false,
  });
}
