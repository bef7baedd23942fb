import type { LoginInput, LoginResponse } from '@halwai/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export const login = (input: LoginInput) => apiFetch<LoginResponse>('/api/auth/login', { json: input });

/** Signs in and stores the token and email, so the guards and the drawer follow at once. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => saveSession(session),
  });
}
