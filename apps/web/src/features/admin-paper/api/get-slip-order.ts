import type { AdminOrderDetails } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The staff order answer, with the gift message an order may carry once the shop takes one. */
export type SlipOrder = AdminOrderDetails & { giftMessage?: string | null };

/** `GET /api/admin/orders/{id}`: the order to pack. */
export function useSlipOrder(id: string) {
  return useQuery({
    queryKey: ['orders', 'detail', Number(id)],
    queryFn: ({ signal }) => apiFetch<SlipOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
