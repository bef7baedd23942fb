import { describe, expect, it } from 'vitest';
import { bestBefore, formatBestBefore, handOverDay } from './best-before.js';

describe('best before', () => {
  it('counts from the preferred date, else the order day in the shop time zone', () => {
    expect(handOverDay({ preferredDate: '2026-12-02', createdAt: '2026-11-27T10:00:00Z' }, 'Asia/Kolkata')).toBe('2026-12-02');
    // 20:00 UTC is already the next day in India.
    expect(handOverDay({ preferredDate: null, createdAt: '2026-11-27T20:00:00Z' }, 'Asia/Kolkata')).toBe('2026-11-28');
    expect(handOverDay({ preferredDate: null, createdAt: '2026-11-27T20:00:00Z' }, 'UTC')).toBe('2026-11-27');
  });

  it('adds the shelf life in whole days, across a month end; no shelf life, no date', () => {
    expect(bestBefore(2, '2026-11-30')).toBe('2026-12-02');
    expect(bestBefore(null, '2026-11-30')).toBeNull();
    expect(formatBestBefore('2026-12-02')).toBe('Best before 2 Dec 2026');
  });
});
