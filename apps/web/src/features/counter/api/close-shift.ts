import type { ShiftClose } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentShiftKey } from './get-current-shift';

/** `POST /api/counter/shifts/{id}/close`: the drawer counted by denomination; answers the difference and the Z report. */
export function useCloseShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, counted }: { id: number; counted: Record<string, number> }) =>
      apiFetch<ShiftClose>(`/api/counter/shifts/${id}/close`, { json: { counted } }),
    onSuccess: () => client.invalidateQueries({ queryKey: currentShiftKey }),
  });
}
