import type { CounterShift } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/counter/shifts/{id}`: one of the caller's shifts (any, for the owner) with its Z report once closed. */
export function useCounterShift(id: string) {
  return useQuery({
    queryKey: ['counter', 'shift', id],
    queryFn: ({ signal }) => apiFetch<CounterShift>(`/api/counter/shifts/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
