import { describe, expect, it } from 'vitest';
import { createPerMinute } from './per-minute.js';

describe('a count per minute', () => {
  it('counts what happened in the last 60 seconds and forgets what is older', () => {
    let now = 1_000_000_000;
    const perMinute = createPerMinute(() => now);
    perMinute.add();
    perMinute.add();
    now += 30_000;
    perMinute.add();
    expect(perMinute.count()).toBe(3);
    now += 30_000; // the first two are a minute old
    expect(perMinute.count()).toBe(1);
    now += 30_000;
    expect(perMinute.count()).toBe(0);
    now += 60_000 * 5; // the same buckets, a few minutes on
    perMinute.add();
    expect(perMinute.count()).toBe(1);
  });
});
