import type { CounterItemInfo } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { readThrough } from '../offline/kept-data';

/**
 * `GET /api/counter/items`: how each item sells at the counter, its own price per kg and its barcodes,
 * which the public catalogue leaves out. Kept on the device for a counter without the server.
 */
export const counterItemsQueryOptions = queryOptions({
  queryKey: ['counter', 'items'] as const,
  queryFn: ({ signal }) => readThrough('items', () => apiFetch<CounterItemInfo[]>('/api/counter/items', { signal })),
  staleTime: 60_000,
  networkMode: 'always',
});

export const useCounterItems = () => useQuery(counterItemsQueryOptions);
