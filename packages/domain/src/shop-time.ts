/**
 * Calendar days and hours in the shop's time zone. Orders are stored with UTC instants; a shop
 * day is the span from its local midnight to the next, whatever the zone's offset.
 */

/** Where the shop is unless configured otherwise (`SHOP_TIMEZONE`). */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Kolkata';

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `instant`. */
export function shopClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}` as IsoDate,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** True for a real calendar date written `YYYY-MM-DD` (`2026-02-30` is not one). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** `addDays('2026-11-30', 1)` is `'2026-12-01'`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included: `daysInRange('2026-11-01', '2026-11-01')` is 1. */
export function daysInRange(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Milliseconds the zone is ahead of UTC at `instant` (19 800 000 for India). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const c = shopClock(new Date(instant), timeZone);
  const [y, m, d] = c.date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, c.hour, c.minute, c.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time on `date` happens in `timeZone`, e.g.
 * `shopInstant('2026-11-23', '21:00', 'Asia/Kolkata')` is 2026-11-23T15:30:00Z.
 */
export function shopInstant(date: IsoDate, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even across a daylight-saving change.
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/** The UTC span `[start, end)` covering the shop days `from` to `to`, as ISO text like the database keeps. */
export function shopDaysSpan(from: IsoDate, to: IsoDate, timeZone: string): { start: string; end: string } {
  return {
    start: shopInstant(from, '00:00', timeZone).toISOString(),
    end: shopInstant(addDays(to, 1), '00:00', timeZone).toISOString(),
  };
}
