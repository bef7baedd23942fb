const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN check character over the first 14 characters (the GSTN's mod-36 scheme): each character's
 * value is weighted 1, 2, 1, 2, …; a product's quotient and remainder by 36 are both added.
 * `gstinCheckCharacter('27AAPFU0939F1Z')` is 'V'.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, char] of [...first14].entries()) {
    const product = GSTIN_CHARS.indexOf(char) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A well-formed GSTIN whose last character is its check character: `isValidGstin('27AAPFU0939F1ZV')` is true. */
export function isValidGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
