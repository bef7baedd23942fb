import { DEFAULT_GST_RATE } from './gst-rates.js';
import { paise, type Paise } from './money.js';

export interface TaxSplit {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

/**
 * Splits a GST-inclusive amount at `ratePercent` into taxable value, CGST and SGST (half the tax
 * each, the odd paisa to CGST) so the three add up to the amount exactly.
 * `splitInclusiveGst(paise(10500), 5)` is taxable 10000, CGST 250, SGST 250.
 */
export function splitInclusiveGst(amount: Paise, ratePercent: number): TaxSplit {
  if (!Number.isInteger(ratePercent) || ratePercent < 0)
    throw new RangeError(`GST rate must be a whole percent, got ${ratePercent}`);
  // round(amount × 100 / (100 + rate)) in integers, half up, free of float error.
  const divisor = 100 + ratePercent;
  const taxable = Math.floor((200 * amount + divisor) / (2 * divisor));
  const tax = amount - taxable;
  const cgst = Math.ceil(tax / 2);
  return { taxable: paise(taxable), cgst: paise(cgst), sgst: paise(tax - cgst) };
}

/**
 * The GST rate of an order's delivery charge. The shop delivers its own goods, so delivery and
 * goods are one composite supply, taxed at the rate of the principal supply (CGST Act s.8(a)): the
 * rate of the line with the largest amount (on a tie, the higher rate, so tax is never understated).
 * A rate of its own (18% for separate transport) would be wrong for a composite supply.
 * `deliveryGstRate([{ amount: 500, gstRate: 5 }, { amount: 900, gstRate: 12 }])` is 12.
 */
export function deliveryGstRate(lines: readonly { amount: number; gstRate: number }[]): number {
  let best: { amount: number; gstRate: number } | null = null;
  for (const line of lines) {
    if (!best || line.amount > best.amount || (line.amount === best.amount && line.gstRate > best.gstRate)) best = line;
  }
  return best?.gstRate ?? DEFAULT_GST_RATE;
}
