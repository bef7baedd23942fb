import type { Outlet } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * The shop's outlets, for the owner's screens. The outlets screen reads them under the same key, so a
 * change there shows here. `several` is whether the shop has more than one open outlet: only then do
 * screens name or choose outlets, so a one-outlet shop looks as it always did.
 */
export function useShopOutlets() {
  const query = useQuery({
    queryKey: ['admin-outlets'] as const,
    queryFn: ({ signal }) => apiFetch<Outlet[]>('/api/admin/outlets', { signal }),
    staleTime: 60_000,
  });
  const outlets = query.data ?? [];
  const several = outlets.filter((o) => o.active).length > 1;
  const nameOf = (id: number | undefined) => outlets.find((o) => o.id === (id ?? 1))?.name ?? '';
  return { outlets, several, nameOf };
}
