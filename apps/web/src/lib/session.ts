import type { LoginResponse } from '@halwai/domain';
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

export function saveSession({ token, email }: LoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.email, email);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.email);
  notify();
}

/** Calls `listener` when this tab changes the session, or another tab does (the 'storage' event). */
export function subscribeSession(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.email) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
