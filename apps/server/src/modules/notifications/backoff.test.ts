import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.js';

const policy = { baseMs: 1000, maxMs: 300_000 };

describe('retry backoff', () => {
  it('doubles from the base: 1 s, 2 s, 4 s … without jitter at the midpoint', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy, middle))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('caps the wait at maxMs, however many attempts failed', () => {
    expect(retryDelayMs(9, policy, () => 0.5)).toBe(256_000);
    expect(retryDelayMs(10, policy, () => 0.5)).toBe(300_000);
    expect(retryDelayMs(10_000, policy, () => 1)).toBe(300_000);
  });

  it('spreads each wait by ±20%', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(3200);
    expect(retryDelayMs(3, policy, () => 0.999_999)).toBe(4800);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(2, policy);
      expect(delay).toBeGreaterThanOrEqual(1600);
      expect(delay).toBeLessThanOrEqual(2400);
    }
  });
});
