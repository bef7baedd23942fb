import {
  addPaise,
  counterDiscounts,
  multiplyPaise,
  paise,
  paiseToRupees,
  priceForWeight,
  weightLabel,
  type CounterLine,
  type Paise,
} from '@halwai/domain';

/** A line of the bill on screen: a pack of an item, or a weight of a by-weight item, with its price. */
export interface BillLine {
  productId: number;
  name: string;
  nameHi?: string | undefined;
  /** The pack's label; absent on a weighed line. */
  variant?: string | undefined;
  weightGrams?: number | undefined;
  /** One pack's price, or the weighed amount's. */
  unitPrice: Paise;
  quantity: number;
  /** Rupees off the whole line, given by staff (in paise); none when absent. */
  discount?: Paise | undefined;
}

export type NewLine = Omit<BillLine, 'quantity' | 'discount'>;

/** Lines of the same pack, or the same item at the same weight, are one line with a quantity. */
export const sameLine = (a: NewLine, b: NewLine) =>
  a.productId === b.productId && a.variant === b.variant && a.weightGrams === b.weightGrams;

export function addLine(lines: readonly BillLine[], line: NewLine): BillLine[] {
  const index = lines.findIndex((l) => sameLine(l, line));
  if (index < 0) return [...lines, { ...line, quantity: 1 }];
  return lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + 1 } : l));
}

/** Sets a line's own discount; 0 takes it off. */
export function setLineDiscount(lines: readonly BillLine[], index: number, discount: Paise): BillLine[] {
  return lines.map((l, i) => (i === index ? { ...l, discount: discount > 0 ? discount : undefined } : l));
}

/** Sets a line's quantity; 0 takes it off the bill. */
export function setQuantity(lines: readonly BillLine[], index: number, quantity: number): BillLine[] {
  if (quantity <= 0) return lines.filter((_, i) => i !== index);
  return lines.map((l, i) => (i === index ? { ...l, quantity } : l));
}

/** A weighed line: its price to the paisa from the price per kg. */
export const weighedLine = (
  item: { id: number; name: string; nameHi?: string | undefined },
  pricePerKg: Paise,
  grams: number,
): NewLine => ({
  productId: item.id,
  name: item.name,
  nameHi: item.nameHi,
  weightGrams: grams,
  unitPrice: priceForWeight(pricePerKg, grams),
});

export const lineAmount = (line: BillLine): Paise => multiplyPaise(line.unitPrice, line.quantity);

/** What the line's size reads: its pack, or its weight ("350 g"). */
export const lineSize = (line: Pick<BillLine, 'variant' | 'weightGrams'>) =>
  line.weightGrams ? weightLabel(line.weightGrams) : (line.variant ?? '');

/** What a line comes to after its own discount (never below ₹0). */
export const lineAfterDiscount = (line: BillLine): Paise => paise(Math.max(0, lineAmount(line) - (line.discount ?? 0)));

export interface BillTotals {
  /** The lines at their prices, before any discount. */
  items: Paise;
  /** The lines' own discounts together. */
  lineDiscounts: Paise;
  /** What the offer code takes off, as the server reckoned it. */
  offer: Paise;
  /** The bill's discount (never more than what is left). */
  discount: Paise;
  toPay: Paise;
}

/**
 * The bill's sums as the sale reckons them: the lines' own discounts first, then the offer's saving
 * (checked by the server on the items after them), then the bill's discount.
 */
export function billTotals(lines: readonly BillLine[], discount: Paise, offerSaving: Paise = paise(0)): BillTotals {
  const items = addPaise(...lines.map(lineAmount));
  const { itemsAfterLines } = counterDiscounts(
    lines.map((l) => ({ amount: lineAmount(l), discount: l.discount ?? paise(0) })),
    paise(0),
  );
  const offer = paise(Math.min(Math.max(offerSaving, 0), itemsAfterLines));
  const off = paise(Math.min(Math.max(discount, 0), itemsAfterLines - offer));
  return {
    items,
    lineDiscounts: paise(items - itemsAfterLines),
    offer,
    discount: off,
    toPay: paise(itemsAfterLines - offer - off),
  };
}

/** The lines as the sale's request carries them. */
export const requestLines = (lines: readonly BillLine[]): CounterLine[] =>
  lines.map((l) => ({
    productId: l.productId,
    ...(l.weightGrams ? { weightGrams: l.weightGrams } : { variant: l.variant }),
    quantity: l.quantity,
    ...(l.discount && { discount: paiseToRupees(l.discount) }),
  }));
