import { paise, type Paise } from './money.js';
import { shopClock } from './shop-time.js';
import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { OFFER_MESSAGES } from './offer-messages.js';

export { OFFER_MESSAGES } from './offer-messages.js';

const offerSays = saying('offer', OFFER_MESSAGES);

/** An offer takes a percentage off the items, or a flat amount (never more than the items). */
export const OFFER_TYPES = ['percent', 'flat'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** An offer's terms as the rules read them; money in paise, times as shop-local `YYYY-MM-DDTHH:MM`. */
export interface OfferTerms {
  code: string;
  type: OfferType;
  /** Percent (1–100) or paise. */
  value: number;
  minOrderPaise: Paise | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerMobile: number | null;
  active: boolean;
  uses: number;
}



/** Codes compare without case: the key they are stored and looked up under. */
export const offerCodeKey = (code: string): string => code.trim().toUpperCase();

/** `now` as the shop's local `YYYY-MM-DDTHH:MM`, the form offer times are written in. */
function shopMinute(now: Date, timeZone: string): string {
  const clock = shopClock(now, timeZone);
  return `${clock.date}T${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/** A start date alone means its first minute; an end date alone, its last. */
export function offerMoment(value: string, edge: 'start' | 'end'): string {
  return value.length === 10 ? `${value}T${edge === 'start' ? '00:00' : '23:59'}` : value.slice(0, 16);
}

/**
 * What the offer takes off items worth `itemsTotal`: a percentage rounded to the paisa (half up),
 * or the flat amount, never more than the items.
 * `offerDiscount({ type: 'percent', value: 10 }, paise(123456))` is 12346 paise.
 */
export function offerDiscount(offer: Pick<OfferTerms, 'type' | 'value'>, itemsTotal: Paise): Paise {
  if (offer.type === 'percent') return paise(Math.min(itemsTotal, Math.floor((itemsTotal * offer.value + 50) / 100)));
  return paise(Math.min(itemsTotal, offer.value));
}

/**
 * Why the offer cannot be used now for items worth `itemsTotal`, by a mobile that used it
 * `mobileUses` times; null when it can. `now` is read in the shop's time zone. Use counts are
 * checked here for the answer's words; the order's transaction checks them again, atomically.
 */
export function offerProblem(
  offer: OfferTerms,
  { itemsTotal, now, timeZone, mobileUses }: { itemsTotal: Paise; now: Date; timeZone: string; mobileUses: number },
): CodedMessage | null {
  const code = offer.code;
  if (!offer.active) return offerSays('inactive', code);
  const local = shopMinute(now, timeZone);
  if (offer.startsAt && local < offerMoment(offer.startsAt, 'start')) return offerSays('notStarted', code, offer.startsAt);
  if (offer.endsAt && local > offerMoment(offer.endsAt, 'end')) return offerSays('expired', code);
  if (offer.minOrderPaise !== null && itemsTotal < offer.minOrderPaise) return offerSays('belowMinimum', code, offer.minOrderPaise);
  if (offer.maxUses !== null && offer.uses >= offer.maxUses) return offerSays('usedUp', code);
  if (offer.maxUsesPerMobile !== null && mobileUses >= offer.maxUsesPerMobile) return offerSays('usedUpForMobile', code);
  return null;
}

/** Where an offer stands now, as staff see it in the list. */
export const OFFER_STATES = ['running', 'paused', 'scheduled', 'expired', 'usedUp'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * Whether the offer can be used now (`running`), or why not: switched off, not started, past its end,
 * or all its uses taken. `now` is read in the shop's time zone.
 */
export function offerState(
  offer: Pick<OfferTerms, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>,
  now: Date,
  timeZone: string,
): OfferState {
  if (!offer.active) return 'paused';
  const local = shopMinute(now, timeZone);
  if (offer.endsAt && local > offerMoment(offer.endsAt, 'end')) return 'expired';
  if (offer.maxUses !== null && offer.uses >= offer.maxUses) return 'usedUp';
  if (offer.startsAt && local < offerMoment(offer.startsAt, 'start')) return 'scheduled';
  return 'running';
}

/**
 * Why the discount would take the items too low, or null: the shop's minimum order counts after the
 * offer, and no offer makes an order free.
 */
export function discountedItemsProblem(code: string, itemsTotal: Paise, discount: Paise, minimum: Paise): CodedMessage | null {
  const left = itemsTotal - discount;
  if (left <= 0) return offerSays('free', code);
  if (left < minimum) return offerSays('belowOrderMinimum', code, minimum);
  return null;
}

/**
 * Spreads a discount over amounts in proportion, to the paisa: the shares add up to `discount`
 * exactly (largest remainders get the odd paise). `spreadDiscount(paise(100), [paise(200), paise(100)])`
 * is [67, 33].
 */
export function spreadDiscount(discount: Paise, amounts: readonly Paise[]): Paise[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (total === 0 || discount === 0) return amounts.map(() => paise(0));
  const exact = amounts.map((a) => (discount * a) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((s, a) => s + a, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map(paise);
}
