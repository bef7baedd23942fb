import type { RegisterInput } from '@halwai/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface RegisterResponse {
  email: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Tells the person whether they can sign in now or must wait for an admin. */
  message: string;
}

export const register = (input: RegisterInput) => apiFetch<RegisterResponse>('/api/auth/register', { json: input });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
