import type { AdminOrder } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Takes the order's last step back, once, within 10 minutes of it; otherwise 409 with the reason. */
export const undoOrderStatus = (id: number) => apiFetch<AdminOrder>(`/api/admin/orders/${id}/status/undo`, { method: 'POST' });

export function useUndoOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
