import { addPaise, paise, rupeesToPaise, type Paise } from '../money.js';

/** The notes and coins a drawer is counted in, largest first (rupees). */
export const DENOMINATIONS = [500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** The cash a count by denomination comes to: `{"500": 2, "10": 3}` is ₹1,030. */
export function countedCash(counted: Partial<Record<string, number>>): Paise {
  return addPaise(...DENOMINATIONS.map((d) => rupeesToPaise(d * (counted[String(d)] ?? 0))));
}

/**
 * What the drawer should hold at the close: the float it opened with, the cash the bills took (what
 * was tendered less the change given), less cash paid back and paid out.
 */
export function expectedCash({
  float,
  cashTaken,
  cashRefunded = paise(0),
  paidOut = paise(0),
}: {
  float: Paise;
  cashTaken: Paise;
  cashRefunded?: Paise;
  paidOut?: Paise;
}): Paise {
  return paise(float + cashTaken - cashRefunded - paidOut);
}
