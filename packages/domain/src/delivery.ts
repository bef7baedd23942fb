import { paise, type Paise } from './money.js';
import { addDays, DEFAULT_SHOP_TIME_ZONE, isIsoDate, shopClock, shopDaysSpan } from './shop-time.js';
import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { DELIVERY_MESSAGES } from './delivery-messages.js';
import { PREFERRED_DATE_DAYS_AHEAD } from './delivery-messages.js';

export { DELIVERY_MESSAGES, PREFERRED_DATE_DAYS_AHEAD } from './delivery-messages.js';

const deliverySays = saying('delivery', DELIVERY_MESSAGES);

/** Pickup at the shop, or delivery to an address; an order without a choice is a pickup. */
export const FULFILMENT_TYPES = ['pickup', 'delivery'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

export const DEFAULT_TIME_ZONE = DEFAULT_SHOP_TIME_ZONE;


/** An Indian pincode: 6 digits, the first not 0. */
export const isValidPincode = (pincode: string): boolean => /^[1-9]\d{5}$/.test(pincode);

/** A delivery area: a full pincode (`110001`) or a prefix ending in `*` (`1100*`). */
export const isValidPincodePattern = (pattern: string): boolean => /^[1-9]\d{5}$/.test(pattern) || /^[1-9]\d{0,4}\*$/.test(pattern);

/** True when some pattern is the pincode itself or a prefix of it. */
export function pincodeMatches(pincode: string, patterns: readonly string[]): boolean {
  if (!isValidPincode(pincode)) return false;
  return patterns.some((p) => (p.endsWith('*') ? pincode.startsWith(p.slice(0, -1)) : p === pincode));
}

export interface DeliveryTerms {
  enabled: boolean;
  pincodes: readonly string[];
  chargePaise: Paise;
  /** Orders whose items come to at least this much are delivered free; null: never free. */
  freeFromPaise: Paise | null;
}

/** The delivery charge for items worth `subtotal`: the charge, unless the subtotal reaches the free-delivery value. */
export function deliveryCharge(subtotal: Paise, terms: Pick<DeliveryTerms, 'chargePaise' | 'freeFromPaise'>): Paise {
  if (terms.freeFromPaise !== null && subtotal >= terms.freeFromPaise) return paise(0);
  return terms.chargePaise;
}

export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`YYYY-MM-DD`) it is at `now` in `timeZone`. */
export const dateInZone = (now: Date, timeZone: string): string => shopClock(now, timeZone).date;

/** The dates a customer may choose: today up to 14 days ahead, in the shop's time zone. */
export function preferredDateWindow(now: Date, timeZone: string): { first: string; last: string } {
  const first = dateInZone(now, timeZone);
  return { first, last: addDays(first, PREFERRED_DATE_DAYS_AHEAD) };
}

/** The dates a preferred date may take; `last` null: no end (a pre-order without an `until`). */
export type DateWindow = { first: string; last: string | null };

export function isPreferredDateAllowed(date: string, now: Date, timeZone: string, window: DateWindow = preferredDateWindow(now, timeZone)): boolean {
  if (!isIsoDate(date)) return false;
  return date >= window.first && (window.last === null || date <= window.last); // ISO dates compare as text
}

/** The UTC instants [start, end) of the calendar day `date` in `timeZone`, as ISO text. */
export const dayInZoneAsUtc = (date: string, timeZone: string): { start: string; end: string } => shopDaysSpan(date, date, timeZone);

export interface FulfilmentChoice {
  type: FulfilmentType;
  address?: string | undefined;
  pincode?: string | undefined;
  preferredDate?: string | undefined;
}

export type FulfilmentProblem = { field: 'type' | 'address' | 'pincode' | 'preferredDate'; message: CodedMessage };

/**
 * The checks on a customer's choice, on both sides: delivery must be on, need an address and a
 * serviceable pincode; a preferred date must be in the window (today up to 14 days ahead, or the
 * cart's pre-orders' `dates`: preorderDates). Null when all is well.
 */
export function checkFulfilment(
  choice: FulfilmentChoice,
  terms: DeliveryTerms,
  now: Date,
  timeZone: string,
  dates?: DateWindow,
): FulfilmentProblem | null {
  if (choice.type === 'delivery') {
    if (!terms.enabled) return { field: 'type', message: deliverySays('deliveryOff') };
    if (!choice.address?.trim()) return { field: 'address', message: deliverySays('address') };
    const pincode = choice.pincode?.trim() ?? '';
    if (!isValidPincode(pincode)) return { field: 'pincode', message: deliverySays('pincode') };
    if (!pincodeMatches(pincode, terms.pincodes)) return { field: 'pincode', message: deliverySays('notDeliverable', pincode) };
  }
  if (choice.preferredDate && !isPreferredDateAllowed(choice.preferredDate, now, timeZone, dates))
    return { field: 'preferredDate', message: deliverySays('preferredDate') };
  return null;
}
