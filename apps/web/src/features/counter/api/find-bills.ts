import type { CounterBill } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/counter/sales?invoice=`: the bill with that invoice number; with none, the latest bills of the caller's shift. */
export function useFindBills(invoice: string) {
  const query = invoice.trim();
  return useQuery({
    queryKey: ['counter', 'bills', query],
    queryFn: ({ signal }) =>
      apiFetch<CounterBill[]>(query ? `/api/counter/sales?invoice=${encodeURIComponent(query)}` : '/api/counter/sales', {
        signal,
      }),
    retry: false,
  });
}
