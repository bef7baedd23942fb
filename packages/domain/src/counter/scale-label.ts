/**
 * A scale's weight-embedded EAN-13 label: a prefix 20–29, the item's code, the weight in grams and the
 * check digit (`2 0 | 01234 | 00350 | c`). How many digits the item's code takes is the shop's setting:
 * the rest, before the check digit, is the weight.
 */
export interface ScaleLabelLayout {
  /** Digits of the item's code after the two-digit prefix (the weight takes 10 − this). */
  itemDigits: number;
}

export const DEFAULT_SCALE_LABEL: ScaleLabelLayout = { itemDigits: 5 };
export const SCALE_ITEM_DIGITS = { min: 3, max: 6 } as const;

/** The EAN-13 check digit of the first twelve digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export const isEan13 = (code: string): boolean => /^\d{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12]);

/**
 * The item's code and weight a scale label carries, or null when the code is not one (not 13 digits,
 * a prefix outside 20–29, a wrong check digit, or no weight).
 * `readScaleLabel('2001234003505', {itemDigits: 5})` is `{itemCode: '01234', grams: 350}`.
 */
export function readScaleLabel(
  code: string,
  layout: ScaleLabelLayout = DEFAULT_SCALE_LABEL,
): { itemCode: string; grams: number } | null {
  if (!isEan13(code) || code[0] !== '2') return null;
  const itemCode = code.slice(2, 2 + layout.itemDigits);
  const grams = Number(code.slice(2 + layout.itemDigits, 12));
  return grams > 0 ? { itemCode, grams } : null;
}

/** An item's code as a scale prints it, compared without its leading zeros ("01234" is "1234"). */
export const sameItemCode = (a: string, b: string): boolean => /^\d+$/.test(a) && /^\d+$/.test(b) && BigInt(a) === BigInt(b);
