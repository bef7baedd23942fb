import { addDays, shopClock, type IsoDate } from '@halwai/domain';

/** A range of shop days, both included, as the report and export calls take it. */
export interface ReportRange {
  from: IsoDate;
  to: IsoDate;
}

/** Today in the shop's time zone (the server counts days in the same zone, from the settings). */
export const shopToday = (timeZone: string, now: Date = new Date()): IsoDate => shopClock(now, timeZone).date;

/** The last `days` shop days, today included: `lastDays(1, zone)` is today alone. */
export function lastDays(days: number, timeZone: string, now: Date = new Date()): ReportRange {
  const to = shopToday(timeZone, now);
  return { from: addDays(to, 1 - days), to };
}

export const reportQuery = ({ from, to }: ReportRange) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
