import { kilosInLabel } from '../stock-units.js';
import { paise, type Paise } from '../money.js';

/** The heaviest line the counter sells by weight, in grams: 100 kg, more than any scale there weighs. */
export const MAX_WEIGHT_GRAMS = 100_000;

export const isCounterWeight = (grams: number): boolean => Number.isInteger(grams) && grams >= 1 && grams <= MAX_WEIGHT_GRAMS;

/**
 * A by-weight line's price, to the paisa: price per kg × grams / 1000, half a paisa up.
 * `priceForWeight(paise(56000), 350)` is 19600 (₹196 for 350 g at ₹560/kg).
 */
export function priceForWeight(pricePerKg: Paise, grams: number): Paise {
  return paise(Math.round((pricePerKg * grams) / 1000));
}

/** The label a weighed line carries on the bill and in the stock: "350 g", "1.25 kg". */
export function weightLabel(grams: number): string {
  return grams < 1000 ? `${grams} g` : `${Number((grams / 1000).toFixed(3))} kg`;
}

/**
 * What a kilo of an item costs at the counter: its own price per kg when staff set one, else the
 * price of its pack that weighs exactly 1 kg; null when it has neither (it is sold by the pack only).
 */
export function pricePerKgOf(item: {
  pricePerKg: Paise | null;
  packs: readonly { label: string; price: Paise }[];
}): Paise | null {
  if (item.pricePerKg !== null) return item.pricePerKg;
  return item.packs.find((p) => kilosInLabel(p.label) === 1)?.price ?? null;
}
