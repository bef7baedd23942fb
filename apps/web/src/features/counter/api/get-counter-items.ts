import type { CounterItemInfo } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/counter/items`: how each item sells at the counter and its own price per kg, which the public catalogue leaves out. */
export const counterItemsQueryOptions = queryOptions({
  queryKey: ['counter', 'items'] as const,
  queryFn: ({ signal }) => apiFetch<CounterItemInfo[]>('/api/counter/items', { signal }),
  staleTime: 60_000,
});

export const useCounterItems = () => useQuery(counterItemsQueryOptions);
