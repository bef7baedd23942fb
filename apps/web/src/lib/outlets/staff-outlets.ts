import type { CounterOutlet } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { getEmail } from '../session';

/**
 * `GET /api/counter/outlets`, kept per account: another account signing in on the same device never
 * reads the last one's outlets.
 */
export const counterOutletsQueryOptions = () =>
  queryOptions({
    queryKey: ['counter', 'outlets', getEmail()] as const,
    queryFn: ({ signal }) => apiFetch<CounterOutlet[]>('/api/counter/outlets', { signal }),
    staleTime: 60_000,
  });

/**
 * The shop's open outlets as staff see them, each marked whether the account works there (the counter
 * opens its shift at one, a phone order is taken at one). `several`: more than one is open, so the
 * screen names or asks for its outlet; a one-outlet shop's screens look as they always did.
 */
export function useCounterOutlets() {
  const outlets = useQuery(counterOutletsQueryOptions()).data ?? [];
  return { outlets, mine: outlets.filter((o) => o.mine), several: outlets.length > 1 };
}

/**
 * Which open outlets the signed-in account works at: an account limited to some sets stock and files
 * returns only for those (the server refuses the others). `ready` is false until that is known.
 */
export function useMyOutlets(enabled = true) {
  const query = useQuery({ ...counterOutletsQueryOptions(), enabled });
  const mine = new Set((query.data ?? []).filter((o) => o.mine).map((o) => o.id));
  return { ready: query.data !== undefined, isMine: (id: number) => mine.has(id) };
}
