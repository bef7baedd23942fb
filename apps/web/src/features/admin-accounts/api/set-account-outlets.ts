import type { StaffAccount } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** The outlets whose orders the account sees and where it sells; null: every outlet. */
export const setAccountOutlets = ({ id, outlets }: { id: number; outlets: number[] | null }) =>
  apiFetch<StaffAccount>(`/api/admin/accounts/${id}/outlets`, { method: 'PUT', json: { outlets } });

export function useSetAccountOutlets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountOutlets,
    onSuccess: (account) => {
      queryClient.setQueryData<StaffAccount[]>(accountKeys.all, (accounts) => accounts?.map((a) => (a.id === account.id ? account : a)));
    },
  });
}
