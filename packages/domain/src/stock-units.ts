import type { ItemType } from './constants.js';
import { groupIndian } from './money.js';
import { named } from './message-params.js';

/**
 * Stock is counted in the product's own unit (kilograms, pieces, packets). The database keeps it in
 * thousandths of that unit, so a 250 g pack of a by-kilo item takes exactly 250 of them.
 */
export const STOCK_SCALE = 1000;
/** The most stock a product may hold, in its unit. */
export const MAX_STOCK = 1_000_000;
/** At this many packs left or fewer the storefront says "Only N left" and the dashboard lists it. */
export const LOW_STOCK_PACKS = 5;

// Grouped without Intl: the storefront's cards import this file, and a first Intl formatter costs a phone a tenth of a second.
export const STOCK_MESSAGES = {
  stock: `Enter a stock from 0 to ${groupIndian(String(MAX_STOCK))} (up to 3 decimals), or leave it empty when not counted`,
  stockUnits: 'Stock one pack uses: enter a number above 0 (up to 3 decimals)',
  soldOut: named(['name', 'label'], (name: string, label: string) => `${name} (${label}) is sold out`),
  /** `onlyLeft('Kaju Katli', '500 g', 3)` is "Only 3 left of Kaju Katli (500 g)"; with none left, `soldOut`. */
  onlyLeft: named(['name', 'label', 'packs'], (name: string, label: string, packs: number): string =>
    packs > 0 ? `Only ${packs} left of ${name} (${label})` : STOCK_MESSAGES.soldOut(name, label)),
  reasonTooLong: 'A reason can be at most 200 characters',
  transferSameOutlet: 'Choose another outlet to move the stock to',
  transferProduct: 'Choose a product whose stock is counted',
  transferNotCounted: named(['name'], (name: string) => `${name}'s stock is not counted; set its stock before moving it`),
  transferQuantity: `Enter how much to move: above 0, up to ${groupIndian(String(MAX_STOCK))} (up to 3 decimals)`,
  transferNoLines: 'Add from 1 to 200 products to move',
  /** `transferTooLittle('Kaju Katli', 2.5)`: what is left of it at the outlet the stock leaves. */
  transferTooLittle: named(['name', 'left'], (name: string, left: number) => `Only ${left} of ${name} left at the outlet it leaves; move less`),
  /** Stopping the count empties every outlet's stock, so an account limited to some outlets may not. */
  everyOutletOnly: "Only an account that works at every outlet can stop counting an item; enter its stock here",
} as const;

/** The unit a product's stock is counted in, by how it is sold: `stockUnit('ByKilo')` is 'kg'. */
export const STOCK_UNITS = { ByKilo: 'kg', ByPackets: 'packets', ByPieces: 'pieces' } as const satisfies Record<ItemType, string>;
export type StockUnit = (typeof STOCK_UNITS)[ItemType];
export const stockUnit = (itemType: ItemType): StockUnit => STOCK_UNITS[itemType];

/** Units → thousandths, rounded: `toStockMilli(0.25)` is 250. */
export const toStockMilli = (units: number): number => Math.round(units * STOCK_SCALE);
/** Thousandths → units: `fromStockMilli(12500)` is 12.5. */
export const fromStockMilli = (milli: number): number => milli / STOCK_SCALE;

/**
 * How much of a by-kilo item's stock a label names, in kilograms: "250 g" is 0.25, "1 kg" is 1,
 * "1.5kg" is 1.5; null when the label names no weight.
 */
export function kilosInLabel(label: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(g|gm|gms|gram|grams|kg|kgs|kilo|kilos|kilogram|kilograms)\s*$/i.exec(label);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]!.toLowerCase().startsWith('k') ? amount : amount / 1000;
}

/**
 * What one of a price entry takes from its product's stock, in thousandths of the product's unit:
 * the entry's own `stockUnits` when set, else a by-kilo label's weight, else 1 unit.
 * `packShareMilli({ label: '500 g' }, 'ByKilo')` is 500; `packShareMilli({ label: 'Box of 12' }, 'ByPieces')` is 1000.
 */
export function packShareMilli(entry: { label: string; stockUnits?: number | null | undefined }, itemType: ItemType): number {
  if (entry.stockUnits != null && entry.stockUnits > 0) return Math.max(1, toStockMilli(entry.stockUnits));
  const kilos = itemType === 'ByKilo' ? kilosInLabel(entry.label) : null;
  return kilos !== null && kilos > 0 ? Math.max(1, toStockMilli(kilos)) : STOCK_SCALE;
}

/** Whole packs the stock still makes: `packsLeft(1.4, 0.5)` is 2. Null stock is not counted: null. */
export function packsLeft(stock: number | null, shareUnits: number): number | null {
  if (stock === null) return null;
  const share = Math.max(1, toStockMilli(shareUnits));
  return Math.max(0, Math.floor(toStockMilli(stock) / share));
}

/**
 * What the storefront says of a product's stock for a pack: sold out, "Only N left" at
 * `LOW_STOCK_PACKS` or fewer, or nothing (plenty, or not counted).
 */
export function stockNote(stock: number | null, shareUnits: number): { soldOut: boolean; onlyLeft: number | null } {
  const packs = packsLeft(stock, shareUnits);
  if (packs === null) return { soldOut: false, onlyLeft: null };
  if (packs === 0) return { soldOut: true, onlyLeft: null };
  return { soldOut: false, onlyLeft: packs <= LOW_STOCK_PACKS ? packs : null };
}

/**
 * What a product card and page say of its stock: Sold out when not even its smallest pack is left,
 * "Only N left" when its first pack has `LOW_STOCK_PACKS` or fewer.
 */
export function productStockNote(product: {
  stock?: number | null | undefined;
  itemType: ItemType;
  prices: readonly { label: string; stockUnits?: number | null | undefined }[];
}): { soldOut: boolean; onlyLeft: number | null } {
  const stock = product.stock ?? null;
  if (stock === null || product.prices.length === 0) return { soldOut: false, onlyLeft: null };
  const shares = product.prices.map((p) => packShareMilli(p, product.itemType) / STOCK_SCALE);
  if (stockNote(stock, Math.min(...shares)).soldOut) return { soldOut: true, onlyLeft: null };
  return { soldOut: false, onlyLeft: stockNote(stock, shares[0]!).onlyLeft };
}
