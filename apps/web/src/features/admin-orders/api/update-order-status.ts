import type { AdminOrder, OrderStatusChange } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** 1 completes a pending order, 2 cancels it; anything but a pending order is refused (409). */
export type NextOrderStatus = OrderStatusChange['status'];

/** With `refund: true` (staff confirmed it), cancelling refunds the order's online payment in full. */
export const updateOrderStatus = ({ id, status, refund }: { id: number } & OrderStatusChange) =>
  apiFetch<AdminOrder>(`/api/admin/orders/${id}/status`, {
    method: 'PUT',
    json: (refund ? { status, refund } : { status }) satisfies OrderStatusChange,
  });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
