import type { FeedAddresses } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/feeds`: the product feeds' absolute addresses. */
export function useFeedAddresses() {
  return useQuery({
    queryKey: ['settings', 'feeds'] as const,
    queryFn: ({ signal }) => apiFetch<FeedAddresses>('/api/admin/feeds', { signal }),
    staleTime: Infinity,
  });
}
