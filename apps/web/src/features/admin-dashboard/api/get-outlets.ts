import type { Outlet } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getOutlets = (signal?: AbortSignal) => apiFetch<Outlet[]>('/api/admin/outlets', { signal });

/** The shop's outlets, for the GSTINs a return may be asked for; read only when `enabled`. */
export function useOutlets(enabled: boolean) {
  return useQuery({ queryKey: ['outlets'], queryFn: ({ signal }) => getOutlets(signal), enabled });
}
