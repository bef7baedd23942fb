import type { AccountStatusChange, StaffAccount } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Approving lets the account sign in; rejecting refuses it and ends its sessions. */
export const setAccountStatus = ({ id, status }: { id: number } & AccountStatusChange) =>
  apiFetch<StaffAccount>(`/api/admin/accounts/${id}/status`, { method: 'PUT', json: { status } satisfies AccountStatusChange });

export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountStatus,
    onSuccess: (account) => {
      queryClient.setQueryData<StaffAccount[]>(accountKeys.all, (accounts) =>
        accounts?.map((a) => (a.id === account.id ? account : a)),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
