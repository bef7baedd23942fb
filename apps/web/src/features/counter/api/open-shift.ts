import type { Shift } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentShiftKey } from './get-current-shift';

/** `POST /api/counter/shifts`: a shift opened with the float counted into the drawer (rupees), at an outlet of the account's (absent: its first). */
export function useOpenShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ float, outletId }: { float: number; outletId?: number }) =>
      apiFetch<Shift>('/api/counter/shifts', { json: { float, ...(outletId !== undefined && { outletId }) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: currentShiftKey }),
  });
}
