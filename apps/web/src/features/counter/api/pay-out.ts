import type { PaidOut, PaidOutRequest } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentShiftKey } from './get-current-shift';

/** `POST /api/counter/shifts/{id}/paid-outs`: cash taken out of the drawer, with its reason. */
export function usePayOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: PaidOutRequest }) =>
      apiFetch<PaidOut>(`/api/counter/shifts/${id}/paid-outs`, { json: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: currentShiftKey }),
  });
}
