import { describe, expect, it } from 'vitest';
import { createByteCache, ENTRY_OVERHEAD_BYTES } from './byte-cache.js';

const bytes = (n: number) => Buffer.alloc(n);

describe('createByteCache', () => {
  it('keeps what fits, letting the least recently used go first', async () => {
    const cache = createByteCache<Buffer>(3 * (100 + ENTRY_OVERHEAD_BYTES), (b) => b.length);
    for (const key of ['a', 'b', 'c']) await cache.load(key, async () => bytes(100));
    expect(cache.get('a')).toBeDefined(); // now b is the least recently used
    await cache.load('d', async () => bytes(100));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true);
    expect(cache.stats()).toEqual({
      bytes: 3 * (100 + ENTRY_OVERHEAD_BYTES),
      entries: 3,
      maxBytes: 3 * (100 + ENTRY_OVERHEAD_BYTES),
    });
  });

  it('makes a value once for all who ask at once, and hands out but does not keep one larger than the bound', async () => {
    const cache = createByteCache<Buffer>(1000, (b) => b.length);
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loader = async () => {
      calls++;
      await gate;
      return bytes(5000);
    };
    const all = Promise.all([cache.load('big', loader), cache.load('big', loader), cache.load('big', loader)]);
    release();
    const values = await all;
    expect(calls).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it('does not keep a failure: the next load tries again', async () => {
    const cache = createByteCache<Buffer>(1000, (b) => b.length);
    await expect(cache.load('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.load('k', async () => bytes(10))).length).toBe(10);
  });

  it('keeps nothing when its bound is 0 (MEDIA_CACHE_MB=0), and still makes each value', async () => {
    const cache = createByteCache<Buffer>(0, (b) => b.length);
    expect((await cache.load('k', async () => bytes(1))).length).toBe(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats()).toEqual({ bytes: 0, entries: 0, maxBytes: 0 });
  });
});
