import type { BackInStockAccepted, BackInStockRequest } from '@halwai/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/products/{id}/notify`: one WhatsApp or SMS message to this mobile when the item is back. */
export function useAskBackInStock(productId: number) {
  return useMutation({
    mutationFn: (request: BackInStockRequest) =>
      apiFetch<BackInStockAccepted>(`/api/products/${productId}/notify`, { method: 'POST', json: request }),
  });
}
