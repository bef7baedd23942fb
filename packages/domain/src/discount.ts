import { paise, paiseToRupees, rupeesToPaise, type Paise } from './money.js';

/**
 * The price before the discount, for showing what a customer saves. The shown price is what the
 * shop charges and already has the discount taken off, so the earlier price is worked back from it
 * and rounded to whole rupees, as shops write it on the label. No discount (0, or outside 1–99) gives
 * null: there is nothing to strike through.
 * `priceBeforeDiscount(rupeesToPaise(450), 10)` is ₹500; `priceBeforeDiscount(rupeesToPaise(425), 15)` is ₹500.
 */
export function priceBeforeDiscount(charged: Paise, discountPercent: number): Paise | null {
  if (!Number.isInteger(discountPercent) || discountPercent < 1 || discountPercent > 99) return null;
  const before = (charged * 100) / (100 - discountPercent);
  const wholeRupees = paise(Math.round(before / 100) * 100);
  return wholeRupees > charged ? wholeRupees : null;
}

/** The same for prices in rupees, as the API carries them: `rupeesBeforeDiscount(450, 10)` is 500. */
export function rupeesBeforeDiscount(chargedRupees: number, discountPercent: number): number | null {
  const before = priceBeforeDiscount(rupeesToPaise(chargedRupees), discountPercent);
  return before === null ? null : paiseToRupees(before);
}
