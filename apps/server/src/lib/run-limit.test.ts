import { describe, expect, it } from 'vitest';
import { createLimit } from './run-limit.js';

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
