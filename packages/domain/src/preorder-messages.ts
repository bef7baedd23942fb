// The words of preorder.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.
import { named } from './message-params.js';

/**
 * A calendar date as the shop writes a day in a sentence: `dayAndMonth('2026-10-29')` is '29 Oct'.
 * Read in UTC, so no time zone moves the day.
 */
export function dayAndMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
}

export const PREORDER_MESSAGES = {
  /** The card's and the page's mark: `label('2026-10-29')` is 'Pre-order · ready from 29 Oct'. */
  label: named(['from'], (from: string) => `Pre-order · ready from ${dayAndMonth(from)}`),
  chooseBetween: named(
    ['name', 'from', 'until'],
    (name: string, from: string, until: string) => `${name} is a pre-order: choose a date from ${dayAndMonth(from)} to ${dayAndMonth(until)}`,
  ),
  chooseFrom: named(['name', 'from'], (name: string, from: string) => `${name} is a pre-order: choose a date from ${dayAndMonth(from)}`),
  over: named(['name', 'until'], (name: string, until: string) => `${name} was a pre-order until ${dayAndMonth(until)} and can no longer be ordered`),
  noCommonDate: named(
    ['name', 'other'],
    (name: string, other: string) => `${name} and ${other} are pre-orders with no date in common: order them separately`,
  ),
  notJson: 'Pre-order must be JSON like {"from":"2026-10-29","until":"2026-11-02"}, or empty',
  from: 'Pre-order from: enter a date written YYYY-MM-DD',
  until: 'Pre-order until: enter a date written YYYY-MM-DD, or leave it empty',
  untilBeforeFrom: 'Pre-order until cannot be before the date it is ready from',
} as const;
