// The words of report.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

import { named } from '../message-params.js';

/** The longest span a report or export covers. */
export const MAX_REPORT_DAYS = 366;

/**
 * The years a report may ask about: every day of them, and the day after, is a date both engines and
 * JavaScript can count in any time zone (year 9999's last day has no next day written YYYY-MM-DD).
 */
export const REPORT_YEARS = { first: 1900, last: 9998 } as const;

export const REPORT_MESSAGES = {
  date: named(['field'], (field: string) => `${field} must be a date written YYYY-MM-DD`),
  order: 'from must be on or before to',
  years: named(['field'], (field: string) => `${field} must be between ${REPORT_YEARS.first} and ${REPORT_YEARS.last}`),
  tooLong: `Choose a range of at most ${MAX_REPORT_DAYS} days`,
  lang: 'lang must be en (English) or hi (Hindi)',
} as const;
