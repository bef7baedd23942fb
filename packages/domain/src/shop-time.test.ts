import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, isIsoDate, shopClock, shopDaysSpan, shopInstant } from './shop-time.js';

describe('shop time', () => {
  it('reads the wall clock in India', () => {
    expect(shopClock(new Date('2026-11-22T18:45:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-23', hour: 0, minute: 15, second: 0 });
  });

  it('finds the instant of a local time, also across daylight saving', () => {
    expect(shopInstant('2026-11-23', '21:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T15:30:00.000Z');
    expect(shopInstant('2026-03-29', '12:00', 'Europe/London').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(shopInstant('2026-03-28', '12:00', 'Europe/London').toISOString()).toBe('2026-03-28T12:00:00.000Z');
  });

  it('spans whole shop days', () => {
    expect(shopDaysSpan('2026-11-01', '2026-11-02', 'Asia/Kolkata')).toEqual({
      start: '2026-10-31T18:30:00.000Z',
      end: '2026-11-02T18:30:00.000Z',
    });
  });

  it('checks dates and counts days', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
  });
});
