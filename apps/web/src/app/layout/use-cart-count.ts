import { useSyncExternalStore } from 'react';
import { cartQuantity } from '@halwai/domain';
import { STORAGE_KEYS } from '../../lib/storage-keys';

// A stand-in until the cart feature owns the cart state: it re-reads storage on every render and
// on changes from other tabs.
function readCartCount(): number {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.cartItems) ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return cartQuantity(lines.filter((line): line is { quantity: number } => Number.isInteger(line?.quantity) && line.quantity > 0));
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The total quantity in the stored cart. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}
