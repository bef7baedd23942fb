/** What an entry costs beside its bytes (map slot, key, objects), so many tiny entries still count. */
export const ENTRY_OVERHEAD_BYTES = 256;

/**
 * A least-recently-used cache bounded by the bytes it holds. A value is made once: concurrent `load`s
 * of a missing key share one loader call. A failed load is not kept, so the next request tries again.
 * A value larger than the whole bound is handed out but not kept.
 */
export function createByteCache<V>(maxBytes: number, sizeOf: (value: V) => number) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, { value: V; bytes: number }>();
  const loading = new Map<string, Promise<V>>();
  let bytes = 0;

  const put = (key: string, value: V) => {
    const cost = sizeOf(value) + ENTRY_OVERHEAD_BYTES;
    if (cost > maxBytes) return;
    for (const [oldest, entry] of entries) {
      if (bytes + cost <= maxBytes) break;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
    entries.set(key, { value, bytes: cost });
    bytes += cost;
  };

  const get = (key: string): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  };

  return {
    get,

    /** The cached value, or the one `load` makes (joined with any load of the same key under way). */
    load(key: string, loader: () => Promise<V>): Promise<V> {
      const hit = get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      let pending = loading.get(key);
      if (!pending) {
        pending = loader().then(
          (value) => {
            loading.delete(key);
            put(key, value);
            return value;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    },

    stats: () => ({ bytes, entries: entries.size, maxBytes }),
  };
}
export type ByteCache<V> = ReturnType<typeof createByteCache<V>>;

/** Runs at most `max` tasks at once; the rest wait their turn in order. */
export function createLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    const woken = waiting.shift();
    // A woken task takes over the finished one's slot.
    if (woken) woken();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
