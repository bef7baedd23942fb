import type { Shift } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/shifts`: the latest shifts, newest first, with their counts and Z reports (the owner only). */
export function useShifts() {
  return useQuery({
    queryKey: ['admin', 'shifts'],
    queryFn: ({ signal }) => apiFetch<Shift[]>('/api/admin/shifts', { signal }),
  });
}
