import { paise, paiseToRupees, type Paise } from './money.js';
import { shopClock } from './shop-time.js';

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

const formatRupees = (amount: Paise) => {
  const rupees = paiseToRupees(amount);
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;
};

/** The words the cart and the API use for each broken rule (`errors.offerCode`). */
export const OFFER_MESSAGES = {
  unknown: (code: string) => `${code} is not a valid offer code`,
  /** `unknown` when no code was given at all. */
  unknownBlank: 'That is not a valid offer code',
  notFound: (id: number) => `Offer with ID: ${id} not found.`,
  inactive: (code: string) => `The offer ${code} is not running`,
  notStarted: (code: string, startsAt: string) => `The offer ${code} starts on ${startsAt.replace('T', ' at ')}`,
  expired: (code: string) => `The offer ${code} has expired`,
  belowMinimum: (code: string, minimum: Paise) => `The offer ${code} needs items worth at least ${formatRupees(minimum)}`,
  usedUp: (code: string) => `The offer ${code} has been fully used`,
  usedUpForMobile: (code: string) => `The offer ${code} was already used with this mobile number`,
  belowOrderMinimum: (code: string, minimum: Paise) =>
    `With the offer ${code} the order comes to less than our minimum order of ${formatRupees(minimum)}: add a little more`,
  free: (code: string) => `The offer ${code} cannot make an order free`,
  code: 'Use 2 to 30 letters, digits, dashes or underscores',
  codeTaken: 'Another offer already uses this code',
  percent: 'A percentage is a whole number from 1 to 100',
  flat: 'Enter an amount from ₹1 to ₹1,00,000',
  minOrder: 'Enter an amount from ₹0 to ₹10,00,000, or leave it empty',
  dateTime: 'Enter a date like 2026-11-01 or a date and time like 2026-11-01T09:00',
  endsBeforeStart: 'The offer must end after it starts',
  maxUses: 'Enter a whole number from 1 to 1,000,000, or leave it empty',
} as const;

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
): string | null {
  const code = offer.code;
  if (!offer.active) return OFFER_MESSAGES.inactive(code);
  const local = shopMinute(now, timeZone);
  if (offer.startsAt && local < offerMoment(offer.startsAt, 'start')) return OFFER_MESSAGES.notStarted(code, offer.startsAt);
  if (offer.endsAt && local > offerMoment(offer.endsAt, 'end')) return OFFER_MESSAGES.expired(code);
  if (offer.minOrderPaise !== null && itemsTotal < offer.minOrderPaise) return OFFER_MESSAGES.belowMinimum(code, offer.minOrderPaise);
  if (offer.maxUses !== null && offer.uses >= offer.maxUses) return OFFER_MESSAGES.usedUp(code);
  if (offer.maxUsesPerMobile !== null && mobileUses >= offer.maxUsesPerMobile) return OFFER_MESSAGES.usedUpForMobile(code);
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
export function discountedItemsProblem(code: string, itemsTotal: Paise, discount: Paise, minimum: Paise): string | null {
  const left = itemsTotal - discount;
  if (left <= 0) return OFFER_MESSAGES.free(code);
  if (left < minimum) return OFFER_MESSAGES.belowOrderMinimum(code, minimum);
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
