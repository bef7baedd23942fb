import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys';

const listeners = new Set<() => void>();

/** Off unless staff turned it on in this browser. */
export const isOrderSoundOn = () => localStorage.getItem(STORAGE_KEYS.orderSound) === 'on';

export function setOrderSound(on: boolean): void {
  if (on) localStorage.setItem(STORAGE_KEYS.orderSound, 'on');
  else localStorage.removeItem(STORAGE_KEYS.orderSound);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a new order chimes, remembered in localStorage. */
export function useOrderSound(): boolean {
  return useSyncExternalStore(subscribe, isOrderSoundOn, () => false);
}
