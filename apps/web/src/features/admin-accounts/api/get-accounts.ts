import type { StaffAccount } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export const getAccounts = (signal?: AbortSignal) => apiFetch<StaffAccount[]>('/api/admin/accounts', { signal });

export const accountsQueryOptions = queryOptions({
  queryKey: accountKeys.all,
  queryFn: ({ signal }) => getAccounts(signal),
  // New registrations appear while the page is open.
  staleTime: 10_000,
});

export function useAccounts() {
  return useQuery(accountsQueryOptions);
}
