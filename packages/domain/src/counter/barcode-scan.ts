import { normaliseItemType } from '../constants.js';
import { isCounterWeight } from './weight-price.js';
import { readScaleLabel, sameItemCode, type ScaleLabelLayout } from './scale-label.js';

/** An item's barcodes as the counter matches them: its own, and each pack's. */
export interface BarcodedItem {
  productId: number;
  itemType: string;
  barcode: string | null;
  packs: readonly { label: string; barcode: string | null }[];
}

/** What a scanned code adds to the bill. */
export interface ScanMatch {
  productId: number;
  variant?: string;
  weightGrams?: number;
}

/**
 * What a scanner read, among the items given (in id order): a pack's barcode (it says more, so it wins),
 * else an item's own, else a scale's weight-embedded EAN-13 label for a by-kilo item whose barcode is the
 * label's item code. Null when nothing matches. The server answers `GET /api/counter/scan` with it, and
 * the counter screen with its kept items when the server cannot be reached.
 */
export function matchScan(raw: string, items: readonly BarcodedItem[], layout: ScaleLabelLayout): ScanMatch | null {
  const code = raw.trim();
  if (code === '') return null;
  for (const item of items) {
    const pack = item.packs.find((p) => p.barcode === code);
    if (pack) return { productId: item.productId, variant: pack.label };
  }
  const item = items.find((i) => i.barcode === code);
  if (item) return { productId: item.productId };
  const label = readScaleLabel(code, layout);
  if (!label || !isCounterWeight(label.grams)) return null;
  const weighed = items.find(
    (i) => i.barcode !== null && normaliseItemType(i.itemType) === 'ByKilo' && sameItemCode(i.barcode, label.itemCode),
  );
  return weighed ? { productId: weighed.productId, weightGrams: label.grams } : null;
}
