import { paise, type Paise } from './money.js';

/** Pickup at the shop, or delivery to an address; an order without a choice is a pickup. */
export const FULFILMENT_TYPES = ['pickup', 'delivery'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** How far ahead a customer may ask for a date: today up to this many days later. */
export const PREFERRED_DATE_DAYS_AHEAD = 14;

export const DELIVERY_MESSAGES = {
  notDeliverable: (pincode: string) => `We don't deliver to ${pincode} yet. Choose pickup or call us.`,
  deliveryOff: 'We are not delivering right now. Choose pickup or call us.',
  pincode: 'Enter a 6-digit pincode',
  address: 'Enter the delivery address',
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
export function dateInZone(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` that is a real calendar date. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

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
export function dayInZoneAsUtc(date: string, timeZone: string): { start: string; end: string } {
  const startOf = (day: string) => {
    const midnightUtc = Date.parse(`${day}T00:00:00Z`);
    // The zone's offset near that midnight, read back from how the zone shows that instant.
    const offset = (at: number) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).formatToParts(new Date(at));
      const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
      return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - at;
    };
    const guess = midnightUtc - offset(midnightUtc);
    return new Date(midnightUtc - offset(guess)).toISOString();
  };
  return { start: startOf(date), end: startOf(addDays(date, 1)) };
}

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
