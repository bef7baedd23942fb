import type { AdminOrder } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** 1 completes a pending order, 2 cancels it; anything but a pending order is refused (409). */
export type NextOrderStatus = 1 | 2;

export const updateOrderStatus = ({ id, status }: { id: number; status: NextOrderStatus }) =>
  apiFetch<AdminOrder>(`/api/admin/orders/${id}/status`, { method: 'PUT', json: { status } });

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
