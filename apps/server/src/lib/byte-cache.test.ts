import { describe, expect, it } from 'vitest';
import { createByteCache, createLimit, ENTRY_OVERHEAD_BYTES } from './byte-cache.js';

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
});

describe('createLimit', () => {
  it('runs at most the given number at once, the rest in the order they came', async () => {
    const run = createLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) =>
      run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    while (releases.length) {
      releases.shift()!();
      await settle();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that failed', async () => {
    const run = createLimit(1);
    await expect(run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow('bad picture');
    expect(await run(async () => 'next')).toBe('next');
  });
});
