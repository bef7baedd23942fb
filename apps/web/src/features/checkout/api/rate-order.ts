import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRating, OrderRatingRequest } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/orders/{id}/rating?key=`: the customer's stars reach the shop; rating again replaces them. */
export const rateOrder = (id: number, accessKey: string, rating: OrderRatingRequest) =>
  apiFetch<OrderRating>(`/api/orders/${id}/rating?key=${encodeURIComponent(accessKey)}`, { method: 'POST', json: rating });

export function useRateOrder(id: number, accessKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: OrderRatingRequest) => rateOrder(id, accessKey, rating),
    // The order page reads the rating back with the order (opened by its key or by the customer's sign-in).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', String(id)] }),
  });
}
