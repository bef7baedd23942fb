import type { Registration, RegisterResponse, SelfRegisterInput } from '@halwai/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const registrationQueryOptions = queryOptions({
  queryKey: ['registration'] as const,
  queryFn: ({ signal }) => apiFetch<Registration>('/api/auth/register', { signal }),
});

/** Whether registering needs the setup code the shop's start printed (only while it has no admin). */
export function useRegistration() {
  return useQuery(registrationQueryOptions);
}

export const register = (input: SelfRegisterInput) => apiFetch<RegisterResponse>('/api/auth/register', { json: input });

/** Creating the first account gives the shop its admin: after it, no setup code is asked for. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationQueryOptions.queryKey }),
  });
}
