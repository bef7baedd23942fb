import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutletScope } from '../../lib/outlet-scope.js';

export interface StockHistoryValues {
  productId: number;
  outletId: number;
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
  /** Each product's price entries (its packs, in order): the first pack is what the low-stock list counts in. */
  async function withPrices<T extends { id: number }>(products: T[]) {
    if (products.length === 0) return [];
    const prices = await db
      .selectFrom('product_prices')
      .select(['product_id', 'label', 'stock_units_milli'])
      .where('product_id', 'in', [...new Set(products.map((p) => p.id))])
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    return products.map((p) => ({ ...p, prices: prices.filter((x) => x.product_id === p.id) }));
  }

  return {
    /**
     * Takes `needMilli` from a product's stock at one outlet, only if that much is left there: one
     * statement, so concurrent orders (on any instance) can never take more than the outlet has. The
     * outlet's stock after, or undefined when too little is left there. Call `addToTotal` next.
     */
    async takeAtOutletIfEnough(productId: number, outletId: number, needMilli: number): Promise<number | undefined> {
      const row = await db
        .updateTable('outlet_stock')
        .set({ stock_milli: sql<number>`stock_milli - ${needMilli}` })
        .where('product_id', '=', productId)
        .where('outlet_id', '=', outletId)
        .where('stock_milli', '>=', needMilli)
        .returning('stock_milli')
        .executeTakeFirst();
      return row ? Number(row.stock_milli) : undefined;
    },

    /** Adds `milli` (negative: takes, even past zero) to a product's stock at one outlet; the stock there after. */
    async addAtOutlet(productId: number, outletId: number, milli: number): Promise<number> {
      const row = await db
        .insertInto('outlet_stock')
        .values({ product_id: productId, outlet_id: outletId, stock_milli: milli })
        .onConflict((oc) => oc.columns(['product_id', 'outlet_id']).doUpdateSet({ stock_milli: sql<number>`outlet_stock.stock_milli + ${milli}` }))
        .returning('stock_milli')
        .executeTakeFirstOrThrow();
      return Number(row.stock_milli);
    },

    /** Adds `milli` to a counted product's total over its outlets; the total after, or undefined when it is not counted. */
    async addToTotal(productId: number, milli: number): Promise<number | undefined> {
      const row = await db
        .updateTable('products')
        .set({ stock_milli: sql<number>`stock_milli + ${milli}` })
        .where('id', '=', productId)
        .where('stock_milli', 'is not', null)
        .returning('stock_milli')
        .executeTakeFirst();
      return row ? num(row.stock_milli)! : undefined;
    },

    /** Locks a product's row; its total before, null when not counted, or undefined when there is no such product. */
    async lockProduct(productId: number, now: string): Promise<{ total: number | null } | undefined> {
      // Lock the row first (both engines), then read: what this transaction writes replaces what it read.
      const locked = await db.updateTable('products').set({ updated_at: now }).where('id', '=', productId).executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) return undefined;
      const row = await db.selectFrom('products').select('stock_milli').where('id', '=', productId).executeTakeFirstOrThrow();
      return { total: num(row.stock_milli) };
    },

    setTotal(productId: number, milli: number | null) {
      return db.updateTable('products').set({ stock_milli: milli }).where('id', '=', productId).execute();
    },

    /** Locks a product's row at one outlet (made at 0 when missing); its stock there before. */
    async lockAtOutlet(productId: number, outletId: number): Promise<number> {
      return this.addAtOutlet(productId, outletId, 0);
    },

    setAtOutlet(productId: number, outletId: number, milli: number) {
      return db.updateTable('outlet_stock').set({ stock_milli: milli }).where('product_id', '=', productId).where('outlet_id', '=', outletId).execute();
    },

    /** The outlets holding rows of a product, in id order (the order their rows are locked in). */
    async outletsOf(productId: number): Promise<number[]> {
      const rows = await db.selectFrom('outlet_stock').select('outlet_id').where('product_id', '=', productId).orderBy('outlet_id').execute();
      return rows.map((r) => r.outlet_id);
    },

    /** Deletes a product's row at one outlet; the stock it held, or undefined when there was none. */
    async removeAtOutlet(productId: number, outletId: number): Promise<number | undefined> {
      const row = await db
        .deleteFrom('outlet_stock')
        .where('product_id', '=', productId)
        .where('outlet_id', '=', outletId)
        .returning('stock_milli')
        .executeTakeFirst();
      return row ? Number(row.stock_milli) : undefined;
    },

    async stockOf(productId: number): Promise<number | null | undefined> {
      const row = await db.selectFrom('products').select('stock_milli').where('id', '=', productId).executeTakeFirst();
      return row ? num(row.stock_milli) : undefined;
    },

    /** A product's stock at one outlet: 0 without a row. */
    async stockAtOutlet(productId: number, outletId: number): Promise<number> {
      const row = await db
        .selectFrom('outlet_stock')
        .select('stock_milli')
        .where('product_id', '=', productId)
        .where('outlet_id', '=', outletId)
        .executeTakeFirst();
      return row ? Number(row.stock_milli) : 0;
    },

    /** These products' names and totals (null: not counted). */
    async named(productIds: readonly number[]) {
      const rows = await db.selectFrom('products').select(['id', 'name', 'stock_milli']).where('id', 'in', [...new Set(productIds)]).execute();
      return rows.map((r) => ({ id: r.id, name: r.name, stockMilli: num(r.stock_milli) }));
    },

    async outletOfOrder(orderId: number): Promise<number | undefined> {
      const row = await db.selectFrom('orders').select('outlet_id').where('id', '=', orderId).executeTakeFirst();
      return row?.outlet_id;
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
          outlet_id: h.outletId,
        })
        .execute();
    },

    /** Newest first; `scope`: only the entries of these outlets. */
    history(productId: number, limit: number, scope: OutletScope = null) {
      return db
        .selectFrom('stock_history')
        .selectAll()
        .where('product_id', '=', productId)
        .$if(scope !== null, (qb) => qb.where('outlet_id', 'in', [...scope!]))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * What an order took from (positive) or gave back to (negative) each product at each outlet, by its
     * history; by product, then outlet (the order rows are locked in).
     */
    async takenByOrder(orderId: number): Promise<{ productId: number; outletId: number; milli: number }[]> {
      const rows = await db
        .selectFrom('stock_history')
        .select(['product_id', 'outlet_id', sql<number>`sum(coalesce(after_milli, 0) - coalesce(before_milli, 0))`.as('change')])
        .where('order_id', '=', orderId)
        .groupBy(['product_id', 'outlet_id'])
        .orderBy('product_id')
        .orderBy('outlet_id')
        .execute();
      return rows.map((r) => ({ productId: r.product_id, outletId: r.outlet_id, milli: -Number(r.change) }));
    },

    /** Counted products with their price entries and their totals over the outlets, for the low-stock list. */
    async counted() {
      const products = await db
        .selectFrom('products')
        .select(['id', 'name', 'name_hi', 'item_type', 'stock_milli'])
        .where('stock_milli', 'is not', null)
        .orderBy('name')
        .execute();
      return withPrices(products.map((p) => ({ ...p, stock_milli: Number(p.stock_milli) })));
    },

    /**
     * Counted products at each of these outlets that holds a row of them (an outlet that never held a
     * product does not carry it), with their price entries and their stock there, for the low-stock list.
     */
    async countedAt(outletIds: readonly number[]) {
      if (outletIds.length === 0) return [];
      const rows = await db
        .selectFrom('outlet_stock')
        .innerJoin('products', 'products.id', 'outlet_stock.product_id')
        .select(['products.id as id', 'products.name as name', 'products.name_hi as name_hi', 'products.item_type as item_type', 'outlet_stock.outlet_id as outlet_id', 'outlet_stock.stock_milli as stock_milli'])
        .where('products.stock_milli', 'is not', null)
        .where('outlet_stock.outlet_id', 'in', [...outletIds])
        .orderBy('products.name')
        .orderBy('outlet_stock.outlet_id')
        .execute();
      return withPrices(rows.map((r) => ({ ...r, outlet_id: Number(r.outlet_id), stock_milli: Number(r.stock_milli) })));
    },
  };
}
