import type { Language } from './language.js';
import { addDays, shopClock, type IsoDate } from './shop-time.js';
import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { DAY_NAMES, HOURS_MESSAGES, NEXT_OPEN_DAY_WORDS } from './hours-messages.js';

export { DAY_NAMES, HOURS_MESSAGES, NEXT_OPEN_DAY_WORDS } from './hours-messages.js';

const hoursSay = saying('hours', HOURS_MESSAGES);

/** One day's hours: `day` 0 = Sunday … 6 = Saturday, `open`/`close` as `HH:MM` in the shop's time zone. */
export interface OpeningSpan {
  day: number;
  open: string;
  close: string;
}

/** What the shop does with an order placed while it is closed. */
export const ORDERS_WHEN_CLOSED = ['next-open', 'refuse'] as const;
export type OrdersWhenClosed = (typeof ORDERS_WHEN_CLOSED)[number];

/** The hours rules read: `hours` null means never set (always open); a day missing from the list is closed. */
export interface ShopHours {
  hours: readonly OpeningSpan[] | null;
  holidays: readonly IsoDate[];
}


const SHORT_DAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};
/** The words of the hours line besides days and times. */
const HOURS_WORDS: Record<Language, { closed: string; allClosed: string; everyDay: string }> = {
  en: { closed: 'closed', allClosed: 'Closed', everyDay: 'Every day' },
  hi: { closed: 'बंद', allClosed: 'बंद', everyDay: 'हर दिन' },
};
/** How far ahead the next opening is looked for. */
const LOOK_AHEAD_DAYS = 60;


export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 0 = Sunday for a `YYYY-MM-DD` date. */
export const weekdayOf = (date: IsoDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();

const hhmm = (clock: { hour: number; minute: number }) =>
  `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;

/** `time12('20:30')` is "8:30 PM". */
export function time12(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The part of the day a Hindi clock time is said with, as people in India say it on a shop board:
 * रात until 4, सुबह until noon, दोपहर until 4 pm, शाम until 8 pm, then रात again.
 */
function hindiDayPart(hour: number): string {
  if (hour < 4) return 'रात';
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  if (hour < 20) return 'शाम';
  return 'रात';
}

/**
 * A `HH:MM` time as the page's language says it: `clockTime('20:30', 'en')` is "8:30 PM",
 * `clockTime('20:30', 'hi')` is "रात 8:30", `clockTime('08:00', 'hi')` is "सुबह 8:00".
 */
export function clockTime(time: string, language: Language): string {
  if (language === 'en') return time12(time);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${hindiDayPart(h)} ${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
}

/** "8:30 PM" (as `time12` writes it) back to "20:30"; null for other text. */
export function parseTime12(text: string): string | null {
  const match = /^(\d{1,2}):([0-5]\d) (AM|PM)$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const h24 = (hour % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${match[2]}`;
}

const spansOn = (date: IsoDate, { hours, holidays }: ShopHours) =>
  holidays.includes(date) || !hours ? [] : hours.filter((s) => s.day === weekdayOf(date)).sort((a, b) => a.open.localeCompare(b.open));

/** True when the shop takes no orders for `date`: a holiday, or a day without hours (never when hours were never set, unless a holiday). */
export function isClosedDay(date: IsoDate, shop: ShopHours): boolean {
  if (shop.holidays.includes(date)) return true;
  return shop.hours !== null && spansOn(date, shop).length === 0;
}

/** True while the shop is open at `now` (always, when hours were never set and today is no holiday). */
export function isOpenAt(now: Date, shop: ShopHours, timeZone: string): boolean {
  const clock = shopClock(now, timeZone);
  if (shop.holidays.includes(clock.date)) return false;
  if (shop.hours === null) return true;
  const time = hhmm(clock);
  return spansOn(clock.date, shop).some((s) => s.open <= time && time < s.close);
}

/** When the shop next opens after `now`: its date and time, or null when it never does (no hours). */
export function nextOpening(now: Date, shop: ShopHours, timeZone: string): { date: IsoDate; time: string } | null {
  const clock = shopClock(now, timeZone);
  const time = hhmm(clock);
  for (let ahead = 0; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const date = addDays(clock.date, ahead);
    if (shop.hours === null) {
      if (!shop.holidays.includes(date)) return { date, time: ahead === 0 ? time : '00:00' };
      continue;
    }
    const span = spansOn(date, shop).find((s) => ahead > 0 || s.open > time);
    if (span) return { date, time: span.open };
  }
  return null;
}

/**
 * Whether a shop set to refuse orders while closed refuses this one now: it is closed, and the order
 * is for now (no preferred date, or today). An order for a later open day is taken: the shop is only
 * closed for now, and the customer chose when they want it.
 */
export function refusedWhileClosed(
  preferredDate: IsoDate | null,
  shop: ShopHours & { ordersWhenClosed: OrdersWhenClosed },
  now: Date,
  timeZone: string,
): boolean {
  if (shop.ordersWhenClosed !== 'refuse' || isOpenAt(now, shop, timeZone)) return false;
  return !preferredDate || preferredDate <= shopClock(now, timeZone).date;
}

/** The words of the refusal: "today", "tomorrow" or the weekday, and the time in 12-hour form. */
export function closedNowMessage(now: Date, shop: ShopHours, timeZone: string): CodedMessage {
  const next = nextOpening(now, shop, timeZone);
  if (!next) return hoursSay('closedForGood');
  const today = shopClock(now, timeZone).date;
  const day =
    next.date === today ? NEXT_OPEN_DAY_WORDS.today : next.date === addDays(today, 1) ? NEXT_OPEN_DAY_WORDS.tomorrow : DAY_NAMES[weekdayOf(next.date)]!;
  return hoursSay('closedNow', day, time12(next.time));
}

/**
 * The hours as a line for the footer, in `language`: days with the same hours run together.
 * `describeHours([...Mon–Sat 08:00–22:00])` is "Mon–Sat 8:00 AM–10:00 PM · Sun closed",
 * in Hindi "सोम–शनि सुबह 8:00–रात 10:00 · रवि बंद".
 */
export function describeHours(hours: readonly OpeningSpan[], language: Language = 'en'): string {
  const words = HOURS_WORDS[language];
  const days = SHORT_DAYS[language];
  const perDay = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    day,
    text:
      hours
        .filter((s) => s.day === day)
        .sort((a, b) => a.open.localeCompare(b.open))
        .map((s) => `${clockTime(s.open, language)}–${clockTime(s.close, language)}`)
        .join(', ') || words.closed,
  }));
  const runs: { from: number; to: number; text: string }[] = [];
  for (const { day, text } of perDay) {
    const last = runs.at(-1);
    if (last && last.text === text) last.to = day;
    else runs.push({ from: day, to: day, text });
  }
  if (runs.length === 1) return runs[0]!.text === words.closed ? words.allClosed : `${words.everyDay} ${runs[0]!.text}`;
  return runs.map((r) => `${days[r.from]}${r.from === r.to ? '' : `–${days[r.to]}`} ${r.text}`).join(' · ');
}

/** Checks a list of hours; the first problem's words, or null. */
export function hoursProblem(hours: readonly OpeningSpan[]): string | null {
  for (const span of hours) {
    if (!Number.isInteger(span.day) || span.day < 0 || span.day > 6) return HOURS_MESSAGES.day;
    if (!TIME_PATTERN.test(span.open) || !TIME_PATTERN.test(span.close)) return HOURS_MESSAGES.time;
    if (span.close <= span.open) return HOURS_MESSAGES.closeAfterOpen;
  }
  return null;
}
