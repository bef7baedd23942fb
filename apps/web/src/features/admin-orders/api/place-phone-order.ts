import type { PhoneOrderRequest, PhoneOrderResponse } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** `POST /api/admin/orders`: a caller's order keyed in by staff; the key makes a retried send one order. */
export const placePhoneOrder = (body: PhoneOrderRequest, idempotencyKey: string) =>
  apiFetch<PhoneOrderResponse>('/api/admin/orders', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Places the phone order; the orders list is read again, so the new order is in it. */
export function usePlacePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PhoneOrderRequest; key: string }) => placePhoneOrder(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
