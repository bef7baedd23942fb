import type { RegisterInput, RegisterResponse } from '@halwai/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const register = (input: RegisterInput) => apiFetch<RegisterResponse>('/api/auth/register', { json: input });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
