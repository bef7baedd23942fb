import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { addToCart, decrementProduct, MAX_LINE_QUANTITY, removeLine, sameLine, setLineQuantity, withCurrentNames, type CartLine, type CartLineKey } from '@halwai/domain';
import { STORAGE_KEYS } from './storage-keys';
import { nameSource } from '../i18n/hindi-names';

/** What names one line of the cart: the same product in another variant, or a box filled otherwise, is another line. */
export type LineKey = CartLineKey;

export interface CartState {
  lines: CartLine[];
  /** Adds a line, merging with the same product and variant (capped at the most one line may hold). */
  add: (line: CartLine) => void;
  /** The catalogue's minus button: one less of the product's latest line, removed below 1. */
  decrementProduct: (productId: number) => void;
  setQuantity: (key: LineKey, quantity: number) => void;
  /** Takes the shop's current price after the server refused a changed one. */
  setPrice: (key: LineKey, price: number) => void;
  remove: (key: LineKey) => void;
  clear: () => void;
  /** Names the lines as the shop's data names their products now (a renamed product); unchanged: nothing is written. */
  followNames: (products: readonly { id: number; name: string; nameHi?: string | undefined }[]) => void;
}

// Checked by hand rather than with zod: the cart is on every page, and zod would add ~15 KiB to the first load.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown, min: number): value is number => Number.isInteger(value) && (value as number) >= min;

/** One stored line, or null when it is not well formed. A missing or odd thumbnail (or Hindi name) reads as none. */
function storedLine(entry: unknown): CartLine | null {
  if (!isObject(entry)) return null;
  const { id, name, nameHi, price, selectedWeight, quantity, thumbnail, choices } = entry;
  if (!isCount(id, 1) || !isCount(quantity, 1)) return null;
  if (typeof name !== 'string' || typeof selectedWeight !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  return {
    id,
    name,
    ...(typeof nameHi === 'string' && nameHi !== '' && { nameHi }),
    price,
    selectedWeight,
    quantity,
    thumbnail: typeof thumbnail === 'string' ? thumbnail : '',
    // A gift box's pieces; a list that is not all product ids is dropped, and the server then asks for them.
    ...(Array.isArray(choices) && choices.length > 0 && choices.every((c) => isCount(c, 1)) && { choices: choices as number[] }),
  };
}

/** Reads `localStorage.cartItems`, keeping only well-formed lines: a hand-edited or old entry never breaks the shop. */
export function readStoredCart(storage: Storage): CartLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(STORAGE_KEYS.cartItems) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const line = storedLine(entry);
    return line ? [{ ...line, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) }] : [];
  });
}

function writeStoredCart(storage: Storage, lines: readonly CartLine[]): void {
  try {
    storage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(lines));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
}

const capped = (lines: CartLine[]) =>
  lines.map((line) => (line.quantity > MAX_LINE_QUANTITY ? { ...line, quantity: MAX_LINE_QUANTITY } : line));

/**
 * The cart, saved to `storage` as the plain JSON array of CartLine on every change, and
 * following changes another tab makes. `createCartStore(localStorage).getState().add(line)`
 */
export function createCartStore(storage: Storage): StoreApi<CartState> {
  const store = createStore<CartState>()((set) => ({
    lines: readStoredCart(storage),
    add: (line) => set(({ lines }) => ({ lines: capped(addToCart(lines, line)) })),
    decrementProduct: (productId) => set(({ lines }) => ({ lines: decrementProduct(lines, productId) })),
    setQuantity: (key, quantity) =>
      set(({ lines }) => ({ lines: setLineQuantity(lines, key, Math.min(quantity, MAX_LINE_QUANTITY)) })),
    setPrice: (key, price) =>
      set(({ lines }) => ({ lines: lines.map((line) => (sameLine(line, key) ? { ...line, price } : line)) })),
    remove: (key) => set(({ lines }) => ({ lines: removeLine(lines, key) })),
    clear: () => set({ lines: [] }),
    followNames: (products) =>
      set(({ lines }) => {
        const named = withCurrentNames(lines, products);
        return named.some((line, i) => line !== lines[i]) ? { lines: named } : {};
      }),
  }));

  // A change read from another tab is already stored; writing it back would only echo it.
  let syncing = false;
  store.subscribe((state, previous) => {
    if (!syncing && state.lines !== previous.lines) writeStoredCart(storage, state.lines);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== storage || (event.key !== null && event.key !== STORAGE_KEYS.cartItems)) return;
      syncing = true;
      store.setState({ lines: readStoredCart(storage) });
      syncing = false;
    });
  }
  return store;
}

/** The browser's cart, shared by the catalogue, the cart page and the top bar. */
export const cartStore = createCartStore(localStorage);
// The server's sentences about a line ("only 2 left of …") name it in Hindi on a Hindi page.
nameSource('cart', () => cartStore.getState().lines);

/** Reads from the cart and re-renders when the selected part changes: `useCart((s) => s.lines)`. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
