import type { AdminOrderDetails, Language } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The staff order answer, with the gift message an order may carry, and the language it was placed
 * in once orders keep one (the slip prints in it).
 */
export type SlipOrder = AdminOrderDetails & { giftMessage?: string | null; language?: Language };

/** `GET /api/admin/orders/{id}`: the order to pack. */
export function useSlipOrder(id: string) {
  return useQuery({
    queryKey: ['orders', 'detail', Number(id)],
    queryFn: ({ signal }) => apiFetch<SlipOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
