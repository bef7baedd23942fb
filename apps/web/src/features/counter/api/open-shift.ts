import type { Shift } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentShiftKey } from './get-current-shift';

/** `POST /api/counter/shifts`: a shift opened with the float counted into the drawer (rupees). */
export function useOpenShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (float: number) => apiFetch<Shift>('/api/counter/shifts', { json: { float } }),
    onSuccess: () => client.invalidateQueries({ queryKey: currentShiftKey }),
  });
}
