import { describe, expect, it } from 'vitest';
import { SHOP_HOURS_HI } from './constants.js';
import { clockTime, closedNowMessage, describeHours, isClosedDay, isOpenAt, nextOpening, parseTime12, refusedWhileClosed, type ShopHours } from './opening-hours.js';

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
    expect(closedNowMessage(kolkata('2026-11-28T04:00:00'), shop, zone).message).toBe("We're closed now. We open today at 8:00 AM.");
    expect(closedNowMessage(kolkata('2026-11-26T23:00:00'), shop, zone).message).toBe("We're closed now. We open tomorrow at 8:00 AM.");
    expect(closedNowMessage(kolkata('2026-11-28T23:00:00'), shop, zone).message).toBe("We're closed now. We open Tuesday at 8:00 AM.");
  });

  it('read as words for the footer', () => {
    expect(describeHours(shop.hours!)).toBe('Mon–Sat 8:00 AM–10:00 PM · Sun closed');
    expect(describeHours([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '21:30' })))).toBe('Every day 9:00 AM–9:30 PM');
  });

  it('read in Hindi with the part of the day, never AM/PM or English day names', () => {
    const line = describeHours(shop.hours!, 'hi');
    expect(line).toBe('सोम–शनि सुबह 8:00–रात 10:00 · रवि बंद');
    expect(line).not.toMatch(/[A-Za-z]/);
    expect(describeHours([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '12:30', close: '17:00' })), 'hi')).toBe('हर दिन दोपहर 12:30–शाम 5:00');
    expect(describeHours([], 'hi')).toBe('बंद');
    expect(['00:15', '04:00', '12:00', '16:00', '20:00'].map((time) => clockTime(time, 'hi'))).toEqual([
      'रात 12:15',
      'सुबह 4:00',
      'दोपहर 12:00',
      'शाम 4:00',
      'रात 8:00',
    ]);
    expect(clockTime('20:30', 'en')).toBe('8:30 PM');
  });

  it('read a 12-hour time back, and nothing else', () => {
    expect(parseTime12('8:00 AM')).toBe('08:00');
    expect(parseTime12('12:00 AM')).toBe('00:00');
    expect(parseTime12('12:30 PM')).toBe('12:30');
    expect(parseTime12('10:00 PM')).toBe('22:00');
    expect(parseTime12('13:00 PM')).toBeNull();
    expect(parseTime12('Kaju Katli')).toBeNull();
  });

  it('refuses, while closed, only an order for now: a later open day the customer chose is taken', () => {
    const shop = { hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' })), holidays: [], ordersWhenClosed: 'refuse' as const };
    const saturdayNight = new Date('2026-11-28T17:00:00Z'); // 22:30 in Kolkata
    expect(refusedWhileClosed(null, shop, saturdayNight, 'Asia/Kolkata')).toBe(true);
    expect(refusedWhileClosed('2026-11-28', shop, saturdayNight, 'Asia/Kolkata')).toBe(true);
    expect(refusedWhileClosed('2026-11-30', shop, saturdayNight, 'Asia/Kolkata')).toBe(false);
    expect(refusedWhileClosed(null, { ...shop, ordersWhenClosed: 'next-open' }, saturdayNight, 'Asia/Kolkata')).toBe(false);
    expect(refusedWhileClosed(null, shop, new Date('2026-11-28T06:30:00Z'), 'Asia/Kolkata')).toBe(false);
  });

  it('says the built-in hours in Hindi as the storefront shows them before the shop answers', () => {
    expect(describeHours([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' })), 'hi')).toBe(SHOP_HOURS_HI);
  });
});
