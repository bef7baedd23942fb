/** The largest value of a 32-bit integer column (PostgreSQL `integer`), which ids and paise totals live in. */
export const MAX_INT32 = 2_147_483_647;

/** Row ids are positive 32-bit integers on both engines. */
export const MAX_ID = MAX_INT32;

/** True for a number that can name a row: `isId(7)` is true, `isId(0)` and `isId(2 ** 31)` are false. */
export function isId(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID;
}

/**
 * An id as a client typed it in a path: `parseId('42')` is 42. Text that cannot name a row
 * ('abc', '0', '4.5', '99999999999') is null, so callers can answer it like an unknown id.
 */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isId(id) ? id : null;
}
