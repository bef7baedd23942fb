import type { Kysely } from 'kysely';
import { paise } from '@halwai/domain';
import type { Database } from '../../db/schema.js';
import type { CounterItem } from '../place-order/counter-channel.js';

/** What the counter reads of items beyond their packs: how each is sold, its price per kg and its barcodes. */
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

    /** Every item's way of selling, its own price per kg and its barcodes (the packs' too), in id order. */
    async listItems(): Promise<
      {
        id: number;
        itemType: string;
        pricePerKg: number | null;
        barcode: string | null;
        packs: { label: string; barcode: string }[];
      }[]
    > {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'item_type', 'price_per_kg_paise', 'barcode'])
        .orderBy('id')
        .execute();
      const packRows = await db
        .selectFrom('product_prices')
        .select(['product_id', 'label', 'barcode'])
        .where('barcode', 'is not', null)
        .orderBy('id')
        .execute();
      const packs = new Map<number, { label: string; barcode: string }[]>();
      for (const p of packRows) {
        const list = packs.get(p.product_id) ?? [];
        list.push({ label: p.label, barcode: p.barcode! });
        packs.set(p.product_id, list);
      }
      return rows.map((r) => ({
        id: r.id,
        itemType: r.item_type,
        pricePerKg: r.price_per_kg_paise === null ? null : Number(r.price_per_kg_paise),
        barcode: r.barcode,
        packs: packs.get(r.id) ?? [],
      }));
    },

    /** A counter bill by id, with its lines. */
    findSale(id: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).where('channel', '=', 'counter').executeTakeFirst();
    },
  };
}
