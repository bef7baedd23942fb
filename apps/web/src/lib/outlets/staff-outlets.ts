import type { CounterOutlet } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const counterOutletsQueryOptions = queryOptions({
  queryKey: ['counter', 'outlets'] as const,
  queryFn: ({ signal }) => apiFetch<CounterOutlet[]>('/api/counter/outlets', { signal }),
  staleTime: 60_000,
});

/**
 * The shop's open outlets as the counter sees them. `several`: more than one is open, so the counter
 * names its outlet; a one-outlet shop's counter looks as it always did.
 */
export function useCounterOutlets() {
  const outlets = useQuery(counterOutletsQueryOptions).data ?? [];
  return { outlets, mine: outlets.filter((o) => o.mine), several: outlets.length > 1 };
}
