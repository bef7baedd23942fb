import { addPaise, paise, type Paise } from '../money.js';
import { spreadDiscount } from '../offers.js';

/** One line of a bill as its discounts see it: what it comes to (price × quantity) and what staff took off it. */
export interface DiscountedLine {
  amount: Paise;
  discount: Paise;
}

export interface CounterDiscounts {
  /** Each line's discount above the line's amount, by the line's index: the most it may be (its amount). */
  linesOver: { index: number; most: Paise }[];
  /** The bill's items after their lines' discounts: what an offer code is reckoned on. */
  itemsAfterLines: Paise;
  /** Line discounts and the bill's discount together: what a cashier's limit counts. */
  staffDiscount: Paise;
}

/**
 * A counter bill's discounts given by staff, line by line and on the whole bill. A line's discount is at
 * most its amount; the lines' discounts and the bill's count together against a cashier's limit.
 * `counterDiscounts([{ amount: paise(20000), discount: paise(2000) }], paise(500))` leaves items of ₹180
 * and counts ₹25 against the limit.
 */
export function counterDiscounts(lines: readonly DiscountedLine[], billDiscount: Paise): CounterDiscounts {
  const linesOver = lines.flatMap((line, index) => (line.discount > line.amount ? [{ index, most: line.amount }] : []));
  const lineOff = addPaise(...lines.map((line) => paise(Math.min(line.discount, line.amount))));
  return {
    linesOver,
    itemsAfterLines: paise(addPaise(...lines.map((line) => line.amount)) - lineOff),
    staffDiscount: addPaise(lineOff, billDiscount),
  };
}

/**
 * Each line's whole discount, as the invoice taxes it: its own discount, and its share of the rest of
 * the order's discount (an offer, the bill's) spread over the lines' values after their own, to the
 * paisa. `orderDiscount` is all the order took off its items, the lines' own discounts included.
 * `discountsByLine(paise(3000), [{ amount: paise(20000), discount: paise(2000) }, { amount: paise(9000), discount: paise(0) }])`
 * is [2667, 333]: ₹10 of bill discount spread over ₹180 and ₹90.
 */
export function discountsByLine(orderDiscount: Paise, lines: readonly DiscountedLine[]): Paise[] {
  const own = addPaise(...lines.map((line) => line.discount));
  const rest = spreadDiscount(
    paise(Math.max(0, orderDiscount - own)),
    lines.map((line) => paise(line.amount - line.discount)),
  );
  return lines.map((line, index) => paise(line.discount + rest[index]!));
}
