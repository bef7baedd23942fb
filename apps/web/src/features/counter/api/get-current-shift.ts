import type { CounterShift } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const currentShiftKey = ['counter', 'shift', 'current'] as const;

/** `GET /api/counter/shifts/current`: the shift this staff member has open, with the drawer's sums; null without one. */
export function useCurrentShift() {
  return useQuery({
    queryKey: currentShiftKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<CounterShift>('/api/counter/shifts/current', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
