import { describe, expect, it } from 'vitest';
import { closedNowMessage, describeHours, isClosedDay, isOpenAt, nextOpening, type ShopHours } from './opening-hours.js';

const zone = 'Asia/Kolkata';
const shop: ShopHours = { hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' })), holidays: ['2026-11-30'] };
const kolkata = (local: string) => new Date(`${local}+05:30`);

describe('opening hours', () => {
  it('are open within the hours of the day, never on a missing day or a holiday', () => {
    expect(isOpenAt(kolkata('2026-11-28T10:00:00'), shop, zone)).toBe(true); // Saturday
    expect(isOpenAt(kolkata('2026-11-28T22:00:00'), shop, zone)).toBe(false);
    expect(isOpenAt(kolkata('2026-11-29T10:00:00'), shop, zone)).toBe(false); // Sunday
    expect(isClosedDay('2026-11-30', shop)).toBe(true); // a Monday holiday
    expect(isOpenAt(kolkata('2026-11-29T03:00:00'), { hours: null, holidays: [] }, zone)).toBe(true);
  });

  it('find the next opening and say it', () => {
    expect(nextOpening(kolkata('2026-11-28T04:00:00'), shop, zone)).toEqual({ date: '2026-11-28', time: '08:00' });
    expect(nextOpening(kolkata('2026-11-28T23:00:00'), shop, zone)).toEqual({ date: '2026-12-01', time: '08:00' });
    expect(closedNowMessage(kolkata('2026-11-28T04:00:00'), shop, zone)).toBe("We're closed now. We open today at 8:00 AM.");
    expect(closedNowMessage(kolkata('2026-11-26T23:00:00'), shop, zone)).toBe("We're closed now. We open tomorrow at 8:00 AM.");
    expect(closedNowMessage(kolkata('2026-11-28T23:00:00'), shop, zone)).toBe("We're closed now. We open Tuesday at 8:00 AM.");
  });

  it('read as words for the footer', () => {
    expect(describeHours(shop.hours!)).toBe('Mon–Sat 8:00 AM–10:00 PM · Sun closed');
    expect(describeHours([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '21:30' })))).toBe('Every day 9:00 AM–9:30 PM');
  });
});
