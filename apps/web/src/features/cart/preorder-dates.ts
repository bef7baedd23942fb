import {
  addDays,
  checkPreorderDate,
  dateInZone,
  PREFERRED_DATE_DAYS_AHEAD,
  preorderDates,
  type CartLine,
  type CodedMessage,
  type DateWindow,
  type PreorderItem,
  type Product,
} from '@halwai/domain';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';

export type CartPreorder = PreorderItem & { nameHi?: string | null };

/** The pre-order products among the cart's lines, as the catalogue has them now. */
export function cartPreorders(lines: readonly CartLine[], products: readonly Product[] | undefined): CartPreorder[] {
  if (!products) return [];
  const ids = new Set(lines.map((line) => line.id));
  return products.flatMap((p) => (ids.has(p.id) && p.preorder ? [{ name: p.name, nameHi: p.nameHi ?? null, preorder: p.preorder }] : []));
}

/** The cart's pre-orders, read from the catalogue the shop pages already hold. */
export function useCartPreorders(lines: readonly CartLine[]): CartPreorder[] {
  const { data: catalogue } = useStorefrontCatalogue();
  return cartPreorders(lines, catalogue?.items);
}

export interface PreorderDateChoice {
  /** The window the server holds the date to, in place of today up to 14 days ahead (`last` null: no end). */
  dates: DateWindow;
  /** The days the picker lists: the window, or 14 days from its first day when it has no end. */
  listed: { first: string; last: string };
  /** Why the date is required and limited: "Kaju Katli Box is a pre-order: choose a date from 29 Oct to 2 Nov". */
  reason: CodedMessage | null;
  /** The refusal of the chosen date (none chosen included), by the server's own rule; null when it suits. */
  problem: CodedMessage | null;
}

/**
 * The preferred date of a cart holding pre-orders, by the domain's rule the server applies: required,
 * and inside every pre-order's window. Null for a cart without one, which keeps the ordinary window.
 */
export function preorderDateChoice(preorders: readonly CartPreorder[], preferredDate: string, now: Date, timeZone: string): PreorderDateChoice | null {
  const today = dateInZone(now, timeZone);
  const dates = preorderDates(preorders, today);
  if (!dates) return null;
  return {
    dates,
    listed: { first: dates.first, last: dates.last ?? addDays(dates.first, PREFERRED_DATE_DAYS_AHEAD) },
    reason: checkPreorderDate(preorders, null, today),
    problem: checkPreorderDate(preorders, preferredDate || null, today),
  };
}
