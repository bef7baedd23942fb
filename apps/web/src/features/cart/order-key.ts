/**
 * Hands out the Idempotency-Key of an order attempt: the same key while the order's content stays
 * the same (a double click, a retry after a flaky network), a new one once it changes, and a new
 * one after an order went through.
 */
export function createOrderKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor(content: string): string {
      if (current?.content !== content) current = { content, key: newKey() };
      return current.key;
    },
    /** The order was placed: its key must never name another one. */
    forget(): void {
      current = null;
    },
  };
}

/** Kept for the whole visit, so leaving the cart page and coming back still retries with the same key. */
export const orderKeys = createOrderKeys();
