import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface StockHistoryValues {
  productId: number;
  beforeMilli: number | null;
  afterMilli: number | null;
  reason: string;
  actor: string;
  orderId: number | null;
  now: string;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** Stock queries, on the root connection or on a transaction the service opened. */
export function createStockRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes `needMilli` from a counted product's stock, only if that much is left: one statement, so
     * concurrent orders (on any instance) can never take more than there is. The stock after, or
     * undefined when too little is left or the product is not counted.
     */
    async takeIfEnough(productId: number, needMilli: number): Promise<number | undefined> {
      const row = await db
        .updateTable('products')
        .set({ stock_milli: sql<number>`stock_milli - ${needMilli}` })
        .where('id', '=', productId)
        .where('stock_milli', '>=', needMilli)
        .returning('stock_milli')
        .executeTakeFirst();
      return row ? num(row.stock_milli)! : undefined;
    },

    /** Takes stock even past zero from a product that is still counted; the stock after, or undefined. */
    async takeAnyway(productId: number, needMilli: number): Promise<number | undefined> {
      const row = await db
        .updateTable('products')
        .set({ stock_milli: sql<number>`stock_milli - ${needMilli}` })
        .where('id', '=', productId)
        .where('stock_milli', 'is not', null)
        .returning('stock_milli')
        .executeTakeFirst();
      return row ? num(row.stock_milli)! : undefined;
    },

    /** Puts stock back on a product that is still counted; the stock after, or undefined. */
    async giveBack(productId: number, milli: number): Promise<number | undefined> {
      const row = await db
        .updateTable('products')
        .set({ stock_milli: sql<number>`stock_milli + ${milli}` })
        .where('id', '=', productId)
        .where('stock_milli', 'is not', null)
        .returning('stock_milli')
        .executeTakeFirst();
      return row ? num(row.stock_milli)! : undefined;
    },

    /** Sets the stock (null: stop counting); the stock before, or undefined when there is no such product. */
    async set(productId: number, milli: number | null, now: string): Promise<{ before: number | null } | undefined> {
      // Lock the row first (both engines), then read: the history's "before" is the value this write replaced.
      const locked = await db.updateTable('products').set({ updated_at: now }).where('id', '=', productId).executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) return undefined;
      const before = await db.selectFrom('products').select('stock_milli').where('id', '=', productId).executeTakeFirstOrThrow();
      await db.updateTable('products').set({ stock_milli: milli }).where('id', '=', productId).execute();
      return { before: num(before.stock_milli) };
    },

    async stockOf(productId: number): Promise<number | null | undefined> {
      const row = await db.selectFrom('products').select('stock_milli').where('id', '=', productId).executeTakeFirst();
      return row ? num(row.stock_milli) : undefined;
    },

    async addHistory(h: StockHistoryValues): Promise<void> {
      await db
        .insertInto('stock_history')
        .values({
          product_id: h.productId,
          before_milli: h.beforeMilli,
          after_milli: h.afterMilli,
          reason: h.reason,
          actor: h.actor,
          order_id: h.orderId,
          created_at: h.now,
        })
        .execute();
    },

    /** Newest first. */
    history(productId: number, limit: number) {
      return db
        .selectFrom('stock_history')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** What an order took from (negative) or gave back to (positive) each product, by its history. */
    async takenByOrder(orderId: number): Promise<{ productId: number; milli: number }[]> {
      const rows = await db
        .selectFrom('stock_history')
        .select(['product_id', sql<number>`sum(coalesce(after_milli, 0) - coalesce(before_milli, 0))`.as('change')])
        .where('order_id', '=', orderId)
        .groupBy('product_id')
        .orderBy('product_id')
        .execute();
      return rows.map((r) => ({ productId: r.product_id, milli: -Number(r.change) }));
    },

    /** Counted products with their price entries, for the low-stock list. */
    async counted() {
      const products = await db
        .selectFrom('products')
        .select(['id', 'name', 'name_hi', 'item_type', 'stock_milli'])
        .where('stock_milli', 'is not', null)
        .orderBy('name')
        .execute();
      if (products.length === 0) return [];
      const prices = await db
        .selectFrom('product_prices')
        .select(['product_id', 'label', 'stock_units_milli'])
        .where(
          'product_id',
          'in',
          products.map((p) => p.id),
        )
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      return products.map((p) => ({ ...p, stock_milli: Number(p.stock_milli), prices: prices.filter((x) => x.product_id === p.id) }));
    },
  };
}
