import type { AdminOrder } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { NotificationChannel } from './get-notifications-health';
import { orderKeys } from './order-keys';

/** How the order's notification to the shop stands on one channel. */
export interface NotificationStatus {
  channel: NotificationChannel;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/** `GET /api/admin/orders/{id}`; the list's copy lacks `notifications` until this answers. */
export type AdminOrderDetails = AdminOrder & { notifications?: NotificationStatus[] };

export const getOrder = (id: number, signal?: AbortSignal) => apiFetch<AdminOrderDetails>(`/api/admin/orders/${id}`, { signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

/** One order, fresh from the server; `initial` (the list's copy) shows until it answers. */
export function useOrder(id: number, initial: AdminOrder) {
  return useQuery({ ...orderQueryOptions(id), placeholderData: initial });
}
