// The words of opening-hours.ts, apart from its rules, so the catalogue of messages (message-groups.ts) and
// the rules that say them (`say`) import each other through neither.
import { named } from './message-params.js';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The words for when the shop opens next, which `closedNow` puts in: today, tomorrow or a weekday. */
export const NEXT_OPEN_DAY_WORDS = {
  today: 'today',
  tomorrow: 'tomorrow',
  ...(Object.fromEntries(DAY_NAMES.map((name) => [name.toLowerCase(), name])) as Record<Lowercase<(typeof DAY_NAMES)[number]>, string>),
};

export const HOURS_MESSAGES = {
  /** `closedNow('Monday', '8:00 AM')` is "We're closed now. We open Monday at 8:00 AM." */
  closedNow: named(['day', 'time'], (day: string, time: string) => `We're closed now. We open ${day} at ${time}.`),
  closedForGood: "We're closed now and have no opening hours set. Please call the shop.",
  closedDay: named(['date'], (date: string) => `We're closed on ${date}. Choose another day.`),
  time: 'Enter times like 08:00 (24-hour clock)',
  closeAfterOpen: 'The closing time must be after the opening time',
  day: 'day is 0 (Sunday) to 6 (Saturday)',
  holiday: 'Holidays are dates like 2026-11-14',
  policy: 'ordersWhenClosed is next-open or refuse',
} as const;
