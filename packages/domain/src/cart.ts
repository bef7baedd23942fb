import { addPaise, multiplyPaise, rupeesToPaise, type Paise } from './money.js';

/**
 * One cart line as the browser stores it in `localStorage.cartItems` and sends it with an order.
 * `price` is the chosen variant's price in rupees (the storage and API shape).
 */
export interface CartLine {
  id: number;
  name: string;
  /** The product's Hindi name when it has one, so a Hindi cart shows it; the server reads neither name. */
  nameHi?: string;
  price: number;
  selectedWeight: string;
  quantity: number;
  thumbnail: string;
  /** A gift box's pieces, one product id a place (a sweet chosen twice is there twice); absent on an ordinary line. */
  choices?: number[];
}

/** What names a cart line: the product, its variant, and a gift box's pieces (two boxes filled differently are two lines). */
export type CartLineKey = Pick<CartLine, 'id' | 'selectedWeight' | 'choices'>;

/** A box's pieces in one order, whatever order they were chosen in: `choicesKey([7, 3, 7])` is '3,7,7'. */
export const choicesKey = (choices: readonly number[] | undefined): string => (choices ? [...choices].sort((a, b) => a - b).join(',') : '');

export const sameLine = (a: CartLineKey, b: CartLineKey) =>
  a.id === b.id && a.selectedWeight === b.selectedWeight && choicesKey(a.choices) === choicesKey(b.choices);

/** Adds a line; the same id and variant label merge by adding quantities. */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameLine(l, line));
  if (!existing) return [...lines, line];
  return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + line.quantity } : l));
}

/** Sets a line's quantity (at least 1); used by the sheet when editing what is already in the cart. */
export function setLineQuantity(
  lines: readonly CartLine[],
  key: CartLineKey,
  quantity: number,
): CartLine[] {
  const q = Math.max(1, Math.floor(quantity));
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: q } : l));
}

/** Reduces a line by one and removes it when it would fall below 1. */
export function decrementLine(lines: readonly CartLine[], key: CartLineKey): CartLine[] {
  return lines.flatMap((l) => {
    if (!sameLine(l, key)) return [l];
    return l.quantity - 1 < 1 ? [] : [{ ...l, quantity: l.quantity - 1 }];
  });
}

/** Reduces the most recently added line of a product (the catalogue's minus button knows only the product). */
export function decrementProduct(lines: readonly CartLine[], productId: number): CartLine[] {
  const last = [...lines].reverse().find((l) => l.id === productId);
  return last ? decrementLine(lines, last) : [...lines];
}

export function removeLine(lines: readonly CartLine[], key: CartLineKey): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

export function linePaise(line: Pick<CartLine, 'price' | 'quantity'>): Paise {
  return multiplyPaise(rupeesToPaise(line.price), line.quantity);
}

/** The order total: Σ price × quantity. Prices include GST, so nothing is added. */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): Paise {
  return addPaise(...lines.map(linePaise));
}

export function cartQuantity(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function quantityOfProduct(lines: readonly CartLine[], productId: number): number {
  return cartQuantity(lines.filter((l) => l.id === productId));
}

/**
 * The lines named as their products are named now (a renamed product, a Hindi name added or
 * cleared): a line keeps the name it was added with only while the shop's data does not say
 * otherwise. Unchanged lines, and lines of products the data does not hold, stay the same objects.
 */
export function withCurrentNames(
  lines: readonly CartLine[],
  products: readonly { id: number; name: string; nameHi?: string | undefined }[],
): CartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = byId.get(line.id);
    if (!product || (product.name === line.name && (product.nameHi || undefined) === (line.nameHi || undefined))) return line;
    const renamed: CartLine = { ...line, name: product.name };
    if (product.nameHi) renamed.nameHi = product.nameHi;
    else delete renamed.nameHi;
    return renamed;
  });
}
