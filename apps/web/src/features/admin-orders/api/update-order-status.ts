import type { AdminOrder, OrderStatusChange, OrderStep, PaymentMethod } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { markOrderPaid } from './mark-order-paid';
import { orderKeys } from './order-keys';

/** The step staff move an order to; a step the workflow does not allow is refused (409) with the reason. */
export interface OrderStepChange {
  id: number;
  status: OrderStep;
  /** Why it is cancelled; the customer reads it. */
  reason?: string;
  /** With a cancel (staff confirmed it): refunds the order's online payment in full. */
  refund?: boolean;
  /** With completing an unpaid order: the money came now, this way; recorded before the step. */
  paidBy?: PaymentMethod;
}

export const updateOrderStatus = async ({ id, status, reason, refund, paidBy }: OrderStepChange) => {
  if (paidBy) await markOrderPaid(id, { paid: true, method: paidBy });
  return apiFetch<AdminOrder>(`/api/admin/orders/${id}/status`, {
    method: 'PUT',
    json: { status, ...(reason ? { reason } : {}), ...(refund ? { refund } : {}) } satisfies OrderStatusChange,
  });
};

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
