import type { RunSheet } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/reports/run-sheet?date=`: the open deliveries of a shop day by pincode. */
export function useRunSheet(date: string) {
  return useQuery({
    queryKey: ['run-sheet', date],
    queryFn: ({ signal }) => apiFetch<RunSheet>(`/api/admin/reports/run-sheet?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 0,
  });
}
