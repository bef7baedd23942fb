import type { NotificationsHealth } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** `GET /api/admin/notifications/health`: how each channel's deliveries stand. */
export const getNotificationsHealth = (signal?: AbortSignal) =>
  apiFetch<NotificationsHealth>('/api/admin/notifications/health', { signal });

export const notificationsHealthQueryOptions = queryOptions({
  // Under the orders' keys, so a live event or a status change reads it again.
  queryKey: [...orderKeys.all, 'notifications-health'],
  queryFn: ({ signal }) => getNotificationsHealth(signal),
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export function useNotificationsHealth() {
  return useQuery(notificationsHealthQueryOptions);
}
