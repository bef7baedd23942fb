import { LRUCache } from 'lru-cache';

/** What an entry costs beside its bytes (map slot, key, objects), so many tiny entries still count. */
export const ENTRY_OVERHEAD_BYTES = 256;

type Loader<V> = () => Promise<V>;

/**
 * A least-recently-used cache bounded by the bytes it holds (lru-cache, sized by `sizeOf`). A value is
 * made once: concurrent `load`s of a missing key share one loader call. A failed load is not kept, so
 * the next request tries again. A value larger than the whole bound is handed out but not kept.
 */
export function createByteCache<V extends object>(maxBytes: number, sizeOf: (value: V) => number) {
  const cache = new LRUCache<string, V, Loader<V>>({
    // lru-cache wants a whole number of at least 1; a bound under one entry's overhead keeps nothing.
    maxSize: Math.max(1, Math.floor(maxBytes)),
    sizeCalculation: (value) => sizeOf(value) + ENTRY_OVERHEAD_BYTES,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    get: (key: string): V | undefined => cache.get(key),

    /** The cached value, or the one `load` makes (joined with any load of the same key under way). */
    async load(key: string, loader: Loader<V>): Promise<V> {
      // lru-cache hands a value too large to keep to its fetchers without storing it.
      return (await cache.fetch(key, { context: loader }))!;
    },

    stats: () => ({ bytes: cache.calculatedSize, entries: cache.size, maxBytes }),
  };
}
export type ByteCache<V extends object> = ReturnType<typeof createByteCache<V>>;
