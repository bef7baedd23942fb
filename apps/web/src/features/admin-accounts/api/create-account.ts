import type { RegisterInput, StaffAccount } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** An account an admin creates is approved at once. */
export const createAccount = (input: RegisterInput) => apiFetch<StaffAccount>('/api/admin/accounts', { json: input });

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
