import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { PREORDER_MESSAGES } from './preorder-messages.js';
import { isIsoDate, type IsoDate } from './shop-time.js';

export { dayAndMonth, PREORDER_MESSAGES } from './preorder-messages.js';

const preorderSays = saying('preorder', PREORDER_MESSAGES);

/** A product made to order for a batch: orderable now, handed over from `from` to `until` (no `until`: any day from `from`). */
export interface Preorder {
  from: IsoDate;
  until?: IsoDate | null | undefined;
}

/** A pre-order product of a cart, as a refusal names it. */
export interface PreorderItem {
  name: string;
  preorder: Preorder;
}

/** The mark a pre-order's card and page show: `preorderLabel({ from: '2026-10-29' })` is 'Pre-order · ready from 29 Oct'. */
export const preorderLabel = (preorder: Preorder): string => PREORDER_MESSAGES.label(preorder.from);

/** The first day one pre-order can still be handed over: its `from`, or today once that has passed. */
const firstDay = (preorder: Preorder, today: IsoDate): IsoDate => (preorder.from > today ? preorder.from : today);

/**
 * The preferred dates a cart holding pre-orders may choose, every pre-order's window at once: from the
 * latest first day (never before today) to the earliest `until` (`last` null: no end). Null for a cart
 * with none, which keeps the ordinary window (today up to 14 days ahead). `first` after `last`: no day suits all.
 * `preorderDates([{ name: 'Kaju Katli Box', preorder: { from: '2026-10-29', until: '2026-11-02' } }], '2026-10-20')`
 * is `{ first: '2026-10-29', last: '2026-11-02' }`.
 */
export function preorderDates(items: readonly PreorderItem[], today: IsoDate): { first: IsoDate; last: IsoDate | null } | null {
  if (items.length === 0) return null;
  let first = today;
  let last: IsoDate | null = null;
  for (const { preorder } of items) {
    const day = firstDay(preorder, today);
    if (day > first) first = day;
    if (preorder.until && (last === null || preorder.until < last)) last = preorder.until;
  }
  return { first, last };
}

/**
 * The rule for a cart's pre-orders and the chosen preferred date (ISO dates compare as text): each
 * pre-order still open (not past its `until`), a day that suits them all, and the date inside each
 * one's window. Ordinary items in the same cart wait for that date, so a cart holding a pre-order may
 * choose a date beyond the ordinary 14 days. Null when all is well; else the refusal, naming the product.
 * `checkPreorderDate(items, '2026-11-05', '2026-10-20')` says "Kaju Katli Box is a pre-order: choose a date from 29 Oct to 2 Nov".
 */
export function checkPreorderDate(
  items: readonly (PreorderItem & { nameHi?: string | null })[],
  preferredDate: string | null | undefined,
  today: IsoDate,
): CodedMessage | null {
  // A Hindi page says the product by its Hindi name, which the answer carries beside the English (`nameHi`).
  const withHindi = (said: CodedMessage, ...named: { nameHi?: string | null }[]): CodedMessage => {
    const params = { ...said.params };
    named.forEach((item, i) => {
      if (item.nameHi) params[i === 0 ? 'nameHi' : 'otherHi'] = item.nameHi;
    });
    return { ...said, params };
  };
  for (const item of items) {
    if (item.preorder.until && item.preorder.until < today) return withHindi(preorderSays('over', item.name, item.preorder.until), item);
  }
  const dates = preorderDates(items, today);
  if (dates && dates.last !== null && dates.first > dates.last) {
    const latest = items.find((i) => firstDay(i.preorder, today) === dates.first)!;
    const earliest = items.find((i) => i.preorder.until === dates.last)!;
    return withHindi(preorderSays('noCommonDate', latest.name, earliest.name), latest, earliest);
  }
  for (const item of items) {
    const first = firstDay(item.preorder, today);
    const until = item.preorder.until ?? null;
    const inside = !!preferredDate && isIsoDate(preferredDate) && preferredDate >= first && (until === null || preferredDate <= until);
    if (!inside)
      return withHindi(until === null ? preorderSays('chooseFrom', item.name, first) : preorderSays('chooseBetween', item.name, first, until), item);
  }
  return null;
}
