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

/** Indian grouping of a whole number's digits: the last three, then pairs (`12,34,567`). */
export function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/**
 * Indian rupee formatting with lakh grouping: `formatRupees(paise(12345600))` is "₹1,23,456", and
 * paise show only when there are some (`₹125.5`, `₹125.05`), as `Intl.NumberFormat('en-IN')` writes
 * INR. Written out rather than with Intl: a page's first Intl formatter loads the locale's data,
 * 45–100 ms on a slow phone before the first price can show.
 */
export function formatRupees(amount: Paise): string {
  const abs = Math.abs(amount);
  const fraction = abs % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${amount < 0 ? '-' : ''}₹${groupIndian(String(Math.floor(abs / 100)))}${decimals}`;
}
