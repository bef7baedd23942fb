import type { Kysely } from 'kysely';
import type { BackInStockRequestRow, Database } from '../../db/schema.js';

/** A product as a restock reads it, inside the stock change's transaction: its stock and its packs' shares. */
export interface RestockedProduct {
  id: number;
  name: string;
  nameHi: string | null;
  isAvailable: boolean;
  itemType: string;
  stockMilli: number | null;
  packs: { label: string; stockUnitsMilli: number | null }[];
}

/** The requests, and what a restock reads of the products they wait for. */
export function createBackInStockRepository(db: Kysely<Database>) {
  return {
    /** Stores a waiting request; one already waiting for the same pack and mobile is left as it is. */
    async insertWaiting(row: { productId: number; label: string; mobile: string; language: string | null; now: string }): Promise<void> {
      await db
        .insertInto('back_in_stock_requests')
        .values({ product_id: row.productId, label: row.label, mobile: row.mobile, language: row.language, created_at: row.now })
        .onConflict((oc) => oc.columns(['product_id', 'label', 'mobile']).where('ended_at', 'is', null).doNothing())
        .execute();
    },

    /** Requests from this mobile since `since`, and those of its still waiting: its limits. */
    async countsForMobile(mobile: string, since: string): Promise<{ recent: number; waiting: number }> {
      const row = await db
        .selectFrom('back_in_stock_requests')
        .select((eb) => [
          eb.fn.sum<number | string | null>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('recent'),
          eb.fn.sum<number | string | null>(eb.case().when('ended_at', 'is', null).then(1).else(0).end()).as('waiting'),
        ])
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      return { recent: Number(row.recent ?? 0), waiting: Number(row.waiting ?? 0) };
    },

    /** The products with their stock and packs, as this connection (the caller's transaction) sees them. */
    async products(ids: readonly number[]): Promise<RestockedProduct[]> {
      if (ids.length === 0) return [];
      const [products, prices] = await Promise.all([
        db
          .selectFrom('products')
          .select(['id', 'name', 'name_hi', 'is_available', 'item_type', 'stock_milli'])
          .where('id', 'in', ids)
          .execute(),
        db
          .selectFrom('product_prices')
          .select(['product_id', 'label', 'stock_units_milli'])
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('position')
          .execute(),
      ]);
      return products.map((p) => ({
        id: p.id,
        name: p.name,
        nameHi: p.name_hi,
        isAvailable: p.is_available === 1,
        itemType: p.item_type,
        stockMilli: p.stock_milli === null ? null : Number(p.stock_milli),
        packs: prices
          .filter((price) => price.product_id === p.id)
          .map((price) => ({ label: price.label, stockUnitsMilli: price.stock_units_milli == null ? null : Number(price.stock_units_milli) })),
      }));
    },

    /** The requests still waiting for these products, oldest first. */
    waitingFor(productIds: readonly number[]): Promise<BackInStockRequestRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('back_in_stock_requests')
        .selectAll()
        .where('product_id', 'in', productIds)
        .where('ended_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    /** Ends a request: `notified` when its message was queued. */
    async end(id: number, now: string, notified: boolean): Promise<void> {
      await db
        .updateTable('back_in_stock_requests')
        .set({ ended_at: now, notified_at: notified ? now : null })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** How many requests wait, by product and pack. */
    waitingCounts(productId?: number): Promise<{ product_id: number; label: string; n: number | string }[]> {
      let query = db
        .selectFrom('back_in_stock_requests')
        .select((eb) => ['product_id', 'label', eb.fn.countAll<number | string>().as('n')])
        .where('ended_at', 'is', null);
      if (productId !== undefined) query = query.where('product_id', '=', productId);
      return query.groupBy(['product_id', 'label']).orderBy('product_id').orderBy('label').execute();
    },
  };
}
