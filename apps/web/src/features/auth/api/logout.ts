import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * Signs out here at once, then revokes `token` on the server. The token is sent explicitly because the
 * stored one is already gone, so a refusal is not mistaken for an expired session; a 401 means the
 * session had already ended, which is what signing out wants.
 */
export async function logout(token: string): Promise<void> {
  clearSession();
  try {
    await apiFetch<void>('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
