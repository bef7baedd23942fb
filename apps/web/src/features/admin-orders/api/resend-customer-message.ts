import type { CustomerMessage } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Staff send a failed message to the customer again, on its channel. */
export const resendCustomerMessage = ({ orderId, messageId }: { orderId: number; messageId: number }) =>
  apiFetch<CustomerMessage>(`/api/admin/orders/${orderId}/messages/${messageId}/retry`, { method: 'POST' });

export function useResendCustomerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendCustomerMessage,
    onSettled: (_message, _error, { orderId }) => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
