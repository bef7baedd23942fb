import { useSyncExternalStore } from 'react';
import { getEmail, getToken, subscribeSession } from './session';

export interface Session {
  email: string | null;
  token: string | null;
}

/** The stored staff session; re-renders when it changes in this tab or another. */
export function useSession(): Session {
  const email = useSyncExternalStore(subscribeSession, getEmail, () => null);
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  return { email, token };
}
