import type { ContactMessage } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export const getMessages = (signal?: AbortSignal) => apiFetch<ContactMessage[]>('/api/admin/messages', { signal });

export const messagesQueryOptions = queryOptions({
  queryKey: messageKeys.all,
  queryFn: ({ signal }) => getMessages(signal),
  // Customers write in while the page is open.
  staleTime: 10_000,
  refetchInterval: 60_000,
});

/** Get-in-touch messages, newest first. */
export function useMessages() {
  return useQuery(messagesQueryOptions);
}
