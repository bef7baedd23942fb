import type { AccountRoleChange, StaffAccount } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** A cashier signs in to the counter only; an owner runs the whole back office. */
export const setAccountRole = ({ id, role }: { id: number } & AccountRoleChange) =>
  apiFetch<StaffAccount>(`/api/admin/accounts/${id}/role`, { method: 'PUT', json: { role } satisfies AccountRoleChange });

export function useSetAccountRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountRole,
    onSuccess: (account) => {
      queryClient.setQueryData<StaffAccount[]>(accountKeys.all, (accounts) => accounts?.map((a) => (a.id === account.id ? account : a)));
    },
  });
}
