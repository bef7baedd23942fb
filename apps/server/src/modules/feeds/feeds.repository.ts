import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the feeds need that the public catalogue does not carry: the barcodes. */
export function createFeedsRepository(db: Kysely<Database>) {
  return {
    /** product id → pack label → barcode, with '' for the product's own barcode; only those set. */
    async barcodes(): Promise<Map<number, Map<string, string>>> {
      const [products, packs] = await Promise.all([
        db.selectFrom('products').select(['id', 'barcode']).where('barcode', 'is not', null).execute(),
        db.selectFrom('product_prices').select(['product_id', 'label', 'barcode']).where('barcode', 'is not', null).execute(),
      ]);
      const found = new Map<number, Map<string, string>>();
      const put = (id: number, label: string, code: string) => found.set(id, (found.get(id) ?? new Map()).set(label, code));
      for (const p of products) put(p.id, '', p.barcode!);
      for (const p of packs) put(p.product_id, p.label, p.barcode!);
      return found;
    },
  };
}
