import type { AdminOrder, AdminOrderDetails } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** The order on screen: the list's copy lacks `notifications`, `messages` and `rating` until `GET /api/admin/orders/{id}` answers. */
export type OrderOnScreen = AdminOrder & Partial<Pick<AdminOrderDetails, 'notifications' | 'messages' | 'rating' | 'sendByHand'>>;

/** While a message to the customer is on its way, how often to look again. */
const SENDING_POLL_MS = 2000;

export const getOrder = (id: number, signal?: AbortSignal) => apiFetch<AdminOrderDetails>(`/api/admin/orders/${id}`, { signal });

export const orderQueryOptions = (id: number) =>
  queryOptions<OrderOnScreen>({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.messages?.some((m) => m.state === 'queued') ? SENDING_POLL_MS : false),
  });

/** One order, fresh from the server; `initial` (the list's copy) shows until it answers. */
export function useOrder(id: number, initial: AdminOrder) {
  return useQuery({ ...orderQueryOptions(id), placeholderData: initial });
}
