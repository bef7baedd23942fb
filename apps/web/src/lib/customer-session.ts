import { useSyncExternalStore } from 'react';
import type { CustomerToken } from '@halwai/domain';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The customer signed in with their mobile (decision 017), kept in localStorage like the staff
 * session but apart from it: a customer token opens that mobile's orders and nothing else.
 */
export interface CustomerSession {
  token: string;
  mobile: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const getCustomerToken = (): string | null => read(STORAGE_KEYS.customerToken);
const getCustomerMobile = (): string | null => read(STORAGE_KEYS.customerMobile);

export function saveCustomerSession({ token, mobile }: Pick<CustomerToken, 'token' | 'mobile'>): void {
  try {
    localStorage.setItem(STORAGE_KEYS.customerToken, token);
    localStorage.setItem(STORAGE_KEYS.customerMobile, mobile);
  } catch {
    // Storage blocked: signed in for this page only.
  }
  notify();
}

export function clearCustomerSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.customerToken);
    localStorage.removeItem(STORAGE_KEYS.customerMobile);
  } catch {
    // Nothing was kept.
  }
  notify();
}

function subscribe(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.customerToken || event.key === STORAGE_KEYS.customerMobile) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in customer, or null; re-renders when this tab or another signs in or out. */
export function useCustomerSession(): CustomerSession | null {
  const token = useSyncExternalStore(subscribe, getCustomerToken, () => null);
  const mobile = useSyncExternalStore(subscribe, getCustomerMobile, () => null);
  return token && mobile ? { token, mobile } : null;
}
