import type { Kysely } from 'kysely';
import { paise } from '@halwai/domain';
import type { Database } from '../../db/schema.js';
import type { CounterItem } from '../place-order/counter-channel.js';

/** What the counter reads of items beyond their packs: how each is sold and its price per kg; and barcodes. */
export function createCounterRepository(db: Kysely<Database>) {
  return {
    async findItems(ids: readonly number[]): Promise<Map<number, CounterItem>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('products')
        .select(['id', 'item_type', 'price_per_kg_paise'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          { itemType: r.item_type, pricePerKg: r.price_per_kg_paise === null ? null : paise(Number(r.price_per_kg_paise)) },
        ]),
      );
    },

    /** Every item's way of selling and its own price per kg, for the counter screen. */
    async listItems(): Promise<{ id: number; itemType: string; pricePerKg: number | null }[]> {
      const rows = await db.selectFrom('products').select(['id', 'item_type', 'price_per_kg_paise']).orderBy('id').execute();
      return rows.map((r) => ({
        id: r.id,
        itemType: r.item_type,
        pricePerKg: r.price_per_kg_paise === null ? null : Number(r.price_per_kg_paise),
      }));
    },

    /** The item or pack whose barcode this is: a pack's wins, as it says more. */
    async findByBarcode(code: string): Promise<{ productId: number; variant?: string } | undefined> {
      const pack = await db
        .selectFrom('product_prices')
        .select(['product_id', 'label'])
        .where('barcode', '=', code)
        .orderBy('id')
        .executeTakeFirst();
      if (pack) return { productId: pack.product_id, variant: pack.label };
      const item = await db.selectFrom('products').select('id').where('barcode', '=', code).orderBy('id').executeTakeFirst();
      return item && { productId: item.id };
    },

    /** Every item with a barcode, for a scale's item code (compared by the caller without leading zeros). */
    async findBarcodedItems(): Promise<{ id: number; barcode: string; itemType: string }[]> {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'barcode', 'item_type'])
        .where('barcode', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, barcode: r.barcode!, itemType: r.item_type }));
    },

    /** A counter bill by id, with its lines. */
    findSale(id: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).where('channel', '=', 'counter').executeTakeFirst();
    },
  };
}
