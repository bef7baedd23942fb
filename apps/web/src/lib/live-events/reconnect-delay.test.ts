import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads each wait by ±20%', () => {
    expect(reconnectDelay(1, () => 0)).toBe(1600);
    expect(reconnectDelay(1, () => 1)).toBe(2400);
  });
});
