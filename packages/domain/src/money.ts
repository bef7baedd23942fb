/** Integer paise: the only money type inside the code. Rupees appear at the API edge and in formatting. */
export type Paise = number & { readonly __brand: 'Paise' };

/** Brands a whole number of paise. `paise(12550)` is ₹125.50. */
export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Paise must be a whole number, got ${value}`);
  return value as Paise;
}

/** Rupees (up to 2 decimals, as JSON carries them) to paise, rounding away float noise: `rupeesToPaise(19.99)` is 1999. */
export function rupeesToPaise(rupees: number): Paise {
  return paise(Math.round(rupees * 100));
}

/** Paise to rupees for JSON: `paiseToRupees(paise(12550))` is 125.5. */
export function paiseToRupees(amount: Paise): number {
  return amount / 100;
}

export function addPaise(...amounts: Paise[]): Paise {
  return paise(amounts.reduce<number>((sum, a) => sum + a, 0));
}

export function multiplyPaise(amount: Paise, times: number): Paise {
  return paise(amount * times);
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Indian rupee formatting with lakh grouping: `formatRupees(paise(12345600))` is "₹1,23,456". */
export function formatRupees(amount: Paise): string {
  return rupeeFormat.format(paiseToRupees(amount));
}
