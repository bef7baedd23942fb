import { PRODUCT_FORM_MESSAGES, say, withParams, type CodedMessage } from '@halwai/domain';
import { conflict, fieldError, type FieldRefusals } from '../../lib/problems.js';
import type { BarcodeHolder, PriceColumns, ProductColumns, ProductsRepository } from './products.repository.js';

interface ProductWrite {
  columns: ProductColumns;
  prices: PriceColumns[];
}

/** "Kaju Katli already has…", or "Kaju Katli 500 g…" when one of its packs holds the barcode. */
function taken(holder: BarcodeHolder): CodedMessage {
  const withLabel = (name: string) => (holder.label === null ? name : `${name} ${holder.label}`);
  return withParams(say('counter.barcodeTaken', withLabel(holder.name)), {
    nameHi: holder.nameHi === null ? null : withLabel(holder.nameHi),
  });
}

/**
 * The write with every barcode settled, or a refusal. A barcode left out keeps the stored one (the
 * item's; a pack's by its label), so a client that knows no barcodes does not wipe them. Each barcode
 * names one thing the scanner finds: the item and its packs each need their own (400, at the field),
 * and one another item or pack holds is refused naming the holder (409, at the field). Run inside the
 * write's transaction: it holds the barcodes' lock from the check to the commit, so two staff saving
 * one barcode at once cannot both pass the check.
 */
export async function settleBarcodes(
  products: ProductsRepository,
  id: number | null,
  write: ProductWrite,
): Promise<ProductWrite> {
  const stored = id === null ? null : await products.findBarcodes(id);
  const itemCode = write.columns.barcode !== undefined ? write.columns.barcode : (stored?.barcode ?? null);
  const prices = write.prices.map((p) => ({
    ...p,
    barcode: p.barcode !== undefined ? p.barcode : (stored?.packs.get(p.label) ?? null),
  }));

  const wanted: { field: string; code: string }[] = [];
  if (itemCode) wanted.push({ field: 'barcode', code: itemCode });
  prices.forEach((p, i) => p.barcode && wanted.push({ field: `prices.${i}.barcode`, code: p.barcode }));

  const seen = new Set<string>();
  for (const { field, code } of wanted) {
    if (seen.has(code)) throw fieldError(field, PRODUCT_FORM_MESSAGES.barcodeTwice);
    seen.add(code);
  }

  if (wanted.length > 0) await products.lockBarcodes();
  const holders = new Map((await products.findBarcodeHolders([...seen], id)).map((h) => [h.barcode, h]));
  const refusals: FieldRefusals = {};
  for (const { field, code } of wanted) {
    const holder = holders.get(code);
    if (holder) refusals[field] = [taken(holder)];
  }
  const first = Object.values(refusals)[0];
  if (first) throw conflict(first[0]!, refusals);

  return { columns: { ...write.columns, barcode: itemCode }, prices };
}
