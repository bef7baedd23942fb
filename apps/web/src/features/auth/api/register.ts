import type { Registration, RegisterResponse, SelfRegisterInput } from '@halwai/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { login } from './login';

export const registrationQueryOptions = queryOptions({
  queryKey: ['registration'] as const,
  queryFn: ({ signal }) => apiFetch<Registration>('/api/auth/register', { signal }),
});

/** Whether registering needs the setup code the shop's start printed (only while it has no admin). */
export function useRegistration() {
  return useQuery(registrationQueryOptions);
}

export const register = (input: SelfRegisterInput) => apiFetch<RegisterResponse>('/api/auth/register', { json: input });

/**
 * Creates the account; one approved at once (the shop's first) is signed in straight away, so its
 * owner goes on into the back office rather than typing the same password again. Creating the first
 * account gives the shop its admin: after it, no setup code is asked for.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SelfRegisterInput) => {
      const answer = await register(input);
      if (answer.status !== 'approved') return { answer, signedIn: false };
      saveSession(await login({ email: input.email, password: input.password }));
      return { answer, signedIn: true };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationQueryOptions.queryKey }),
  });
}
