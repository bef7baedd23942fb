import { addDays, shopClock, type IsoDate } from './shop-time.js';

/**
 * The shop day an order is handed over: the customer's preferred date when they chose one, else
 * the day it was placed, in the shop's time zone.
 * `handOverDay({ preferredDate: null, createdAt: '2026-11-27T20:00:00Z' }, 'Asia/Kolkata')` is '2026-11-28'.
 */
export function handOverDay(order: { preferredDate: string | null | undefined; createdAt: string }, timeZone: string): IsoDate {
  return order.preferredDate || shopClock(new Date(order.createdAt), timeZone).date;
}

/**
 * The "Best before" date of a line: its shelf life counted in whole days from the hand-over day;
 * null for a line without a shelf life (a delivery charge, an item sold before it had one).
 * `bestBefore(2, '2026-11-28')` is '2026-11-30'.
 */
export function bestBefore(shelfLifeDays: number | null | undefined, handOver: IsoDate): IsoDate | null {
  if (shelfLifeDays === null || shelfLifeDays === undefined || shelfLifeDays < 1) return null;
  return addDays(handOver, shelfLifeDays);
}

/** A best-before date as a label prints it: `formatBestBefore('2026-11-30')` is 'Best before 30 Nov 2026'. */
export function formatBestBefore(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { timeZone: 'UTC', month: 'short' });
  return `Best before ${d} ${month} ${y}`;
}
