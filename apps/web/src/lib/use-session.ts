import { useSyncExternalStore } from 'react';
import type { StaffRole } from '@halwai/domain';
import { getEmail, getRole, getToken, subscribeSession } from './session';

export interface Session {
  email: string | null;
  token: string | null;
  role: StaffRole;
}

/** The stored staff session; re-renders when it changes in this tab or another. */
export function useSession(): Session {
  const email = useSyncExternalStore(subscribeSession, getEmail, () => null);
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const role = useSyncExternalStore(subscribeSession, getRole, () => 'owner' as const);
  return { email, token, role };
}
