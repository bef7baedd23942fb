import type { LoginResponse, StaffRole } from '@halwai/domain';
import { STORAGE_KEYS } from './storage-keys';

/** The staff session lives in localStorage; listeners let the drawer and guards follow it. */
type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getEmail(): string | null {
  return localStorage.getItem(STORAGE_KEYS.email);
}

/** The signed-in staff member's role; a session from before roles is the owner's. */
export function getRole(): StaffRole {
  return localStorage.getItem(STORAGE_KEYS.staffRole) === 'cashier' ? 'cashier' : 'owner';
}

export function saveSession({ token, email, role }: Pick<LoginResponse, 'token' | 'email'> & { role?: StaffRole }): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.email, email);
  localStorage.setItem(STORAGE_KEYS.staffRole, role ?? 'owner');
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.email);
  localStorage.removeItem(STORAGE_KEYS.staffRole);
  notify();
}

/** Calls `listener` when this tab changes the session, or another tab does (the 'storage' event). */
export function subscribeSession(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.email || event.key === STORAGE_KEYS.staffRole) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
