import type { Outlet, OutletInput } from '@halwai/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const outletsKey = ['admin-outlets'] as const;

export const outletsQueryOptions = queryOptions({
  queryKey: outletsKey,
  queryFn: ({ signal }) => apiFetch<Outlet[]>('/api/admin/outlets', { signal }),
});

/** Every outlet, the first one first, closed ones too. */
export function useOutlets() {
  return useQuery(outletsQueryOptions);
}

export const saveOutlet = ({ id, outlet }: { id: number | null; outlet: OutletInput }) =>
  id === null
    ? apiFetch<Outlet>('/api/admin/outlets', { method: 'POST', json: outlet })
    : apiFetch<Outlet>(`/api/admin/outlets/${id}`, { method: 'PUT', json: outlet });

/** Adds or changes an outlet (closing one is a change: active false); the list is read again. */
export function useSaveOutlet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOutlet, onSuccess: () => queryClient.invalidateQueries({ queryKey: outletsKey }) });
}
