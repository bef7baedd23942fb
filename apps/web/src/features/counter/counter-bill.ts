import { addPaise, multiplyPaise, paise, priceForWeight, weightLabel, type CounterLine, type Paise } from '@halwai/domain';

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
}

export type NewLine = Omit<BillLine, 'quantity'>;

/** Lines of the same pack, or the same item at the same weight, are one line with a quantity. */
export const sameLine = (a: NewLine, b: NewLine) =>
  a.productId === b.productId && a.variant === b.variant && a.weightGrams === b.weightGrams;

export function addLine(lines: readonly BillLine[], line: NewLine): BillLine[] {
  const index = lines.findIndex((l) => sameLine(l, line));
  if (index < 0) return [...lines, { ...line, quantity: 1 }];
  return lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + 1 } : l));
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

export interface BillTotals {
  items: Paise;
  discount: Paise;
  toPay: Paise;
}

/** The bill's items, the discount (never more than the items) and what is left to pay. */
export function billTotals(lines: readonly BillLine[], discount: Paise): BillTotals {
  const items = addPaise(...lines.map(lineAmount));
  const off = paise(Math.min(Math.max(discount, 0), items));
  return { items, discount: off, toPay: paise(items - off) };
}

/** The lines as the sale's request carries them. */
export const requestLines = (lines: readonly BillLine[]): CounterLine[] =>
  lines.map((l) =>
    l.weightGrams
      ? { productId: l.productId, weightGrams: l.weightGrams, quantity: l.quantity }
      : { productId: l.productId, variant: l.variant, quantity: l.quantity },
  );
