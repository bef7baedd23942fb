import type { Kysely } from 'kysely';
import type { BackInStockRequestRow, Database } from '../../db/schema.js';

/** A product as a restock reads it, inside the stock change's transaction: its stock at one outlet and its packs' shares. */
export interface RestockedProduct {
  id: number;
  name: string;
  nameHi: string | null;
  isAvailable: boolean;
  itemType: string;
  /** The outlet's stock (none there: 0); null: not counted, at any outlet. */
  stockMilli: number | null;
  packs: { label: string; stockUnitsMilli: number | null }[];
}

/** An outlet as a request names it: null names are the shop's. */
export interface RequestOutlet {
  id: number;
  name: string | null;
  nameHi: string | null;
  active: boolean;
}

/** The requests, and what a restock reads of the products they wait for. */
export function createBackInStockRepository(db: Kysely<Database>) {
  return {
    /** Stores a waiting request; one already waiting for the same pack and mobile is left as it is. */
    async insertWaiting(row: { productId: number; outletId: number; label: string; mobile: string; language: string | null; now: string }): Promise<void> {
      await db
        .insertInto('back_in_stock_requests')
        .values({ product_id: row.productId, outlet_id: row.outletId, label: row.label, mobile: row.mobile, language: row.language, created_at: row.now })
        .onConflict((oc) => oc.columns(['product_id', 'outlet_id', 'label', 'mobile']).where('ended_at', 'is', null).doNothing())
        .execute();
    },

    /** Every outlet, open or closed: a handful of rows. */
    async outlets(): Promise<RequestOutlet[]> {
      const rows = await db.selectFrom('outlets').select(['id', 'name', 'name_hi', 'active']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.name, nameHi: r.name_hi, active: Number(r.active) === 1 }));
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

    /** The products with their stock at `outletId` and packs, as this connection (the caller's transaction) sees them. */
    async products(ids: readonly number[], outletId: number): Promise<RestockedProduct[]> {
      if (ids.length === 0) return [];
      const [products, prices] = await Promise.all([
        db
          .selectFrom('products')
          .leftJoin('outlet_stock', (join) => join.onRef('outlet_stock.product_id', '=', 'products.id').on('outlet_stock.outlet_id', '=', outletId))
          .select(['products.id', 'products.name', 'products.name_hi', 'products.is_available', 'products.item_type', 'products.stock_milli'])
          .select('outlet_stock.stock_milli as outlet_milli')
          .where('products.id', 'in', ids)
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
        // Counted is the product's (the total is null when not); what is left is the outlet's row.
        stockMilli: p.stock_milli === null ? null : Number(p.outlet_milli ?? 0),
        packs: prices
          .filter((price) => price.product_id === p.id)
          .map((price) => ({ label: price.label, stockUnitsMilli: price.stock_units_milli == null ? null : Number(price.stock_units_milli) })),
      }));
    },

    /** The requests still waiting for these products at `outletId`, oldest first. */
    waitingFor(outletId: number, productIds: readonly number[]): Promise<BackInStockRequestRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('back_in_stock_requests')
        .selectAll()
        .where('product_id', 'in', productIds)
        .where('outlet_id', '=', outletId)
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
