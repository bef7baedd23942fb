import type { CounterRefundRequest, CreditNote } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentShiftKey } from './get-current-shift';

/** `POST /api/counter/sales/{id}/refund`: the bill refunded whole (no lines) or by line; answers the credit note. */
export function useRefundSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: CounterRefundRequest }) =>
      apiFetch<CreditNote>(`/api/counter/sales/${id}/refund`, { json: request }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: currentShiftKey });
      void client.invalidateQueries({ queryKey: ['counter', 'bills'] });
    },
  });
}
