import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

export interface PlaceOrderInput {
  request: PlaceOrderRequest;
  /** The same key for every retry of one order, so the server creates it at most once. */
  idempotencyKey: string;
}

export const placeOrder = ({ request, idempotencyKey }: PlaceOrderInput) =>
  apiFetch<PlaceOrderResponse>('/api/Notify/OrderTotal', { json: request, headers: { 'Idempotency-Key': idempotencyKey } });

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
