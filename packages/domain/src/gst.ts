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
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError(`GST rate must be a whole percent, got ${ratePercent}`);
  // round(amount × 100 / (100 + rate)) in integers, half up, free of float error.
  const divisor = 100 + ratePercent;
  const taxable = Math.floor((200 * amount + divisor) / (2 * divisor));
  const tax = amount - taxable;
  const cgst = Math.ceil(tax / 2);
  return { taxable: paise(taxable), cgst: paise(cgst), sgst: paise(tax - cgst) };
}
