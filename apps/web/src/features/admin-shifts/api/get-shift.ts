import type { CounterShift } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/shifts/{id}`: one shift with its count, Z report, drawer's sums and paid-outs. */
export function useShift(id: string) {
  return useQuery({
    queryKey: ['admin', 'shifts', id],
    queryFn: ({ signal }) => apiFetch<CounterShift>(`/api/admin/shifts/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
