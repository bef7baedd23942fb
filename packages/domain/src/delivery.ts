import { paise, type Paise } from './money.js';
import { addDays, DEFAULT_SHOP_TIME_ZONE, isIsoDate, shopClock, shopDaysSpan } from './shop-time.js';

/** Pickup at the shop, or delivery to an address; an order without a choice is a pickup. */
export const FULFILMENT_TYPES = ['pickup', 'delivery'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

export const DEFAULT_TIME_ZONE = DEFAULT_SHOP_TIME_ZONE;
/** How far ahead a customer may ask for a date: today up to this many days later. */
export const PREFERRED_DATE_DAYS_AHEAD = 14;

export const DELIVERY_MESSAGES = {
  notDeliverable: (pincode: string) => `We don't deliver to ${pincode} yet. Choose pickup or call us.`,
  deliveryOff: 'We are not delivering right now. Choose pickup or call us.',
  pincode: 'Enter a 6-digit pincode',
  address: 'Enter the delivery address',
  addressTooLong: 'The delivery address is too long (at most 300 characters)',
  preferredDate: `Choose a preferred date from today up to ${PREFERRED_DATE_DAYS_AHEAD} days ahead`,
  pincodePattern: (pattern: string) => `Delivery pincodes: "${pattern}" is neither a 6-digit pincode nor a prefix like 1100*`,
  pincodesNeeded: 'Delivery pincodes: add at least one pincode, or turn delivery off',
  deliveryCharge: 'Delivery charge: enter an amount from ₹0 to ₹10,000',
  freeDeliveryFrom: 'Free delivery from: enter an amount from ₹0 to ₹1,00,000, or leave it empty',
  timeZone: 'Time zone: enter a time zone like Asia/Kolkata',
} as const;

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

export function isPreferredDateAllowed(date: string, now: Date, timeZone: string): boolean {
  if (!isIsoDate(date)) return false;
  const { first, last } = preferredDateWindow(now, timeZone);
  return date >= first && date <= last; // ISO dates compare as text
}

/** The UTC instants [start, end) of the calendar day `date` in `timeZone`, as ISO text. */
export const dayInZoneAsUtc = (date: string, timeZone: string): { start: string; end: string } => shopDaysSpan(date, date, timeZone);

export interface FulfilmentChoice {
  type: FulfilmentType;
  address?: string | undefined;
  pincode?: string | undefined;
  preferredDate?: string | undefined;
}

export type FulfilmentProblem = { field: 'type' | 'address' | 'pincode' | 'preferredDate'; message: string };

/**
 * The checks on a customer's choice, on both sides: delivery must be on, need an address and a
 * serviceable pincode; a preferred date must be in the window. Null when all is well.
 */
export function checkFulfilment(choice: FulfilmentChoice, terms: DeliveryTerms, now: Date, timeZone: string): FulfilmentProblem | null {
  if (choice.type === 'delivery') {
    if (!terms.enabled) return { field: 'type', message: DELIVERY_MESSAGES.deliveryOff };
    if (!choice.address?.trim()) return { field: 'address', message: DELIVERY_MESSAGES.address };
    const pincode = choice.pincode?.trim() ?? '';
    if (!isValidPincode(pincode)) return { field: 'pincode', message: DELIVERY_MESSAGES.pincode };
    if (!pincodeMatches(pincode, terms.pincodes)) return { field: 'pincode', message: DELIVERY_MESSAGES.notDeliverable(pincode) };
  }
  if (choice.preferredDate && !isPreferredDateAllowed(choice.preferredDate, now, timeZone))
    return { field: 'preferredDate', message: DELIVERY_MESSAGES.preferredDate };
  return null;
}
