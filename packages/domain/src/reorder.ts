import type { Product } from './api/product.schema.js';
import { addToCart, type CartLine } from './cart.js';
import { MAX_LINE_QUANTITY } from './constants.js';
import { packShareMilli, packsLeft, STOCK_SCALE } from './stock-units.js';

/** A line of a past order, as My orders and the order page know it. */
export interface PastLine {
  /** null (or absent) once the product was deleted: then it is looked for by name. */
  productId?: number | null | undefined;
  name: string;
  variant: string;
  quantity: number;
}

/** What "Order again" reads of today's catalogue. */
export type CatalogueItem = Pick<Product, 'id' | 'name' | 'prices' | 'isAvailable' | 'thumbnail' | 'itemType'> & {
  stock?: number | null | undefined;
};

/** Why a past line did not go into the cart: no longer sold, switched off by the shop, sold out, or its pack no longer sold. */
export type LeftOutReason = 'gone' | 'unavailable' | 'soldOut' | 'packGone';

export interface ReorderResult {
  /** Today's lines, at today's prices and names, ready to add to the cart. */
  lines: CartLine[];
  /** Past lines left out, with why (in the order they were on the order). */
  leftOut: { name: string; variant: string; reason: LeftOutReason }[];
  /** Lines that went in with fewer packs than before, because fewer are left. */
  reduced: { name: string; variant: string; quantity: number; wanted: number }[];
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The product by id; for a deleted one, the only product of the same name (none when two share it). */
function findProduct(line: PastLine, catalogue: readonly CatalogueItem[]): CatalogueItem | undefined {
  if (line.productId != null) {
    const byId = catalogue.find((p) => p.id === line.productId);
    if (byId) return byId;
  }
  const byName = catalogue.filter((p) => sameText(p.name, line.name));
  return byName.length === 1 ? byName[0] : undefined;
}

/**
 * "Order again": a past order's lines as today's cart lines, at today's prices and packs; what is no
 * longer sold, switched off, sold out or no longer packed so is left out and said. Where fewer packs
 * are left than were ordered, the line takes what is left.
 * `reorderLines([{ productId: 7, name: 'Kaju Katli', variant: '500 g', quantity: 2 }], catalogue)`
 * gives `{ lines: [{ id: 7, name: 'Kaju Katli', price: <today's>, selectedWeight: '500 g', quantity: 2, … }], leftOut: [], reduced: [] }`.
 */
export function reorderLines(past: readonly PastLine[], catalogue: readonly CatalogueItem[]): ReorderResult {
  let lines: CartLine[] = [];
  const leftOut: ReorderResult['leftOut'] = [];
  const reduced: ReorderResult['reduced'] = [];
  for (const line of past) {
    const product = findProduct(line, catalogue);
    const out = (reason: LeftOutReason) => leftOut.push({ name: line.name, variant: line.variant, reason });
    if (!product) {
      out('gone');
      continue;
    }
    const pack =
      product.prices.find((p) => p.label === line.variant) ?? product.prices.find((p) => sameText(p.label, line.variant));
    if (!pack) {
      out('packGone');
      continue;
    }
    const stock = product.stock ?? null;
    const left = packsLeft(stock, packShareMilli(pack, product.itemType) / STOCK_SCALE);
    if (left === 0) {
      out('soldOut');
      continue;
    }
    if (!product.isAvailable) {
      out('unavailable');
      continue;
    }
    // Packs already taken by an earlier line of the same product count against what is left.
    const inCart = lines
      .filter((l) => l.id === product.id && l.selectedWeight === pack.label)
      .reduce((n, l) => n + l.quantity, 0);
    const wanted = Math.min(line.quantity, MAX_LINE_QUANTITY);
    const quantity = left === null ? wanted : Math.min(wanted, left - inCart);
    if (quantity <= 0) {
      out('soldOut');
      continue;
    }
    if (quantity < wanted) reduced.push({ name: product.name, variant: pack.label, quantity, wanted });
    lines = addToCart(lines, {
      id: product.id,
      name: product.name,
      price: pack.price,
      selectedWeight: pack.label,
      quantity,
      thumbnail: product.thumbnail,
    });
  }
  return { lines, leftOut, reduced };
}
