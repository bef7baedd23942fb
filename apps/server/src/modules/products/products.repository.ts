import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ADVISORY_LOCKS, lockForTransaction } from '../../db/advisory-locks.js';
import { compiledOnce, perLength } from '../../db/compiled-once.js';
import type { Database, NewProductRow, ProductPriceRow, ProductRow } from '../../db/schema.js';

/** The columns a product write sets; the repository adds the times. */
export type ProductColumns = Omit<NewProductRow, 'id' | 'created_at' | 'updated_at'>;
export interface PriceColumns {
  label: string;
  price_paise: number;
  stock_units_milli?: number | null;
  barcode?: string | null;
}
export type ProductWithPrices = ProductRow & {
  prices: Pick<ProductPriceRow, 'product_id' | 'label' | 'price_paise' | 'stock_units_milli' | 'barcode'>[];
};

/** An item or pack holding a barcode: the pack's label, null for the item's own. */
export interface BarcodeHolder {
  barcode: string;
  productId: number;
  name: string;
  nameHi: string | null;
  label: string | null;
}

const PRICE_COLUMNS = ['product_id', 'label', 'price_paise', 'stock_units_milli'] as const;

/** Read for every order, so compiled once per number of products (a cart holds at most 200 lines). */
const findPricing = perLength((count) =>
  compiledOnce(
    (db, ...ids: number[]) =>
      db
        .selectFrom('products')
        .leftJoin('product_prices', 'product_prices.product_id', 'products.id')
        .select([
          'products.id',
          'products.name',
          'products.name_hi',
          'products.is_available',
          'products.item_type',
          'products.stock_milli',
          'products.preorder_from',
          'products.preorder_until',
          'products.assortment',
          'product_prices.label',
          'product_prices.price_paise',
          'product_prices.stock_units_milli',
        ])
        .where('products.id', 'in', ids)
        .orderBy('products.id')
        .orderBy('product_prices.position'),
    count,
  ),
);

export function createProductsRepository(db: Kysely<Database>) {
  const insertPrices = async (productId: number, prices: readonly PriceColumns[]) => {
    if (prices.length === 0) return;
    await db
      .insertInto('product_prices')
      .values(
        prices.map((p, position) => ({
          product_id: productId,
          label: p.label,
          price_paise: p.price_paise,
          stock_units_milli: p.stock_units_milli ?? null,
          barcode: p.barcode ?? null,
          position,
        })),
      )
      .execute();
  };

  return {
    /** Name, availability and every variant price of the given products, for repricing an order. */
    async findPricingByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      // One query (a round trip less per order): a row per price, or one with no price.
      const rows = await findPricing(ids.length)(db, ...ids);
      type Pricing = {
        id: number;
        name: string;
        name_hi: string | null;
        is_available: number;
        item_type: string;
        stock_milli: number | null;
        preorder_from: string | null;
        preorder_until: string | null;
        assortment: string | null;
        prices: PriceColumns[];
      };
      const products = new Map<number, Pricing>();
      for (const row of rows) {
        let product = products.get(row.id);
        if (!product)
          products.set(
            row.id,
            (product = {
              id: row.id,
              name: row.name,
              name_hi: row.name_hi,
              is_available: row.is_available,
              item_type: row.item_type,
              stock_milli: row.stock_milli === null ? null : Number(row.stock_milli),
              preorder_from: row.preorder_from,
              preorder_until: row.preorder_until,
              assortment: row.assortment,
              prices: [],
            }),
          );
        if (row.label !== null && row.price_paise !== null)
          product.prices.push({ label: row.label, price_paise: row.price_paise, stock_units_milli: row.stock_units_milli });
      }
      return [...products.values()];
    },

    /** A counted product's stock at each outlet holding a row, in outlet order (none when not counted). */
    async stockByOutlet(productId: number): Promise<{ outletId: number; milli: number }[]> {
      const rows = await db
        .selectFrom('outlet_stock')
        .innerJoin('products', 'products.id', 'outlet_stock.product_id')
        .select(['outlet_stock.outlet_id', 'outlet_stock.stock_milli'])
        .where('outlet_stock.product_id', '=', productId)
        .where('products.stock_milli', 'is not', null)
        .orderBy('outlet_stock.outlet_id')
        .execute();
      return rows.map((r) => ({ outletId: r.outlet_id, milli: Number(r.stock_milli) }));
    },

    /**
     * Each counted product's stock at one outlet (0 where it holds none) and whether staff switched it
     * on: what the outlet's catalogue tells; given `ids`, only those products (one product's page).
     * Undefined when there is no such outlet, or, with `openOnly`, when it is closed.
     */
    async stockAtOutlet(
      outletId: number,
      { ids, openOnly = false }: { ids?: readonly number[]; openOnly?: boolean } = {},
    ): Promise<Map<number, { milli: number; switchedOn: boolean }> | undefined> {
      const outlet = await db.selectFrom('outlets').select('active').where('id', '=', outletId).executeTakeFirst();
      if (!outlet || (openOnly && Number(outlet.active) !== 1)) return undefined;
      let query = db
        .selectFrom('products')
        .leftJoin('outlet_stock', (join) => join.onRef('outlet_stock.product_id', '=', 'products.id').on('outlet_stock.outlet_id', '=', outletId))
        .select(['products.id', 'products.is_available', 'outlet_stock.stock_milli'])
        .where('products.stock_milli', 'is not', null);
      // No ids: `in ()` is not SQL PostgreSQL accepts, and there is nothing to read.
      if (ids?.length === 0) return new Map();
      if (ids) query = query.where('products.id', 'in', [...ids]);
      const rows = await query.execute();
      return new Map(rows.map((r) => [r.id, { milli: r.stock_milli === null ? 0 : Number(r.stock_milli), switchedOn: r.is_available === 1 }]));
    },

    /** How many times the catalogue has changed (counted by triggers on PostgreSQL, migration 005). */
    async catalogueVersion(): Promise<number> {
      const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
      return Number(row.version);
    },

    /**
     * Every product and price the catalogue lists (its categories come from the categories module),
     * or, given `ids`, only those products (the ones gone are simply not in the answer).
     */
    async findCatalogueRows(ids?: readonly number[]) {
      // No ids (a rebuild after a build that already took the changes): `in ()` is not SQL PostgreSQL accepts.
      if (ids?.length === 0) return { products: [], prices: [] };
      let products = db.selectFrom('products').selectAll();
      let prices = db.selectFrom('product_prices').select(PRICE_COLUMNS);
      if (ids) {
        products = products.where('id', 'in', [...ids]);
        prices = prices.where('product_id', 'in', [...ids]);
      }
      const [productRows, priceRows] = await Promise.all([
        products.orderBy('id').execute(),
        prices.orderBy('product_id').orderBy('position').execute(),
      ]);
      return { products: productRows, prices: priceRows };
    },

    listProductSummaries() {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'name_hi', 'price_paise', 'price_unit', 'item_type', 'is_available', 'stock_milli'])
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    async findProductById(id: number): Promise<ProductWithPrices | undefined> {
      const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      if (!product) return undefined;
      const prices = await db
        .selectFrom('product_prices')
        .select([...PRICE_COLUMNS, 'barcode'])
        .where('product_id', '=', id)
        .orderBy('position')
        .execute();
      return { ...product, prices };
    },

    /** The barcodes a product holds now: its own and each pack's by label. Null when there is no such product. */
    async findBarcodes(id: number): Promise<{ barcode: string | null; packs: Map<string, string | null> } | null> {
      const product = await db.selectFrom('products').select('barcode').where('id', '=', id).executeTakeFirst();
      if (!product) return null;
      const packs = await db.selectFrom('product_prices').select(['label', 'barcode']).where('product_id', '=', id).execute();
      return { barcode: product.barcode, packs: new Map(packs.map((p) => [p.label, p.barcode])) };
    },

    /** Which items and packs, other than those of product `exceptId`, hold any of these barcodes. */
    /**
     * Makes barcode writes take turns until their commit. A barcode lives in two tables, which no
     * unique index spans, so a check of the holders is only true while no other write can add one.
     * On PostgreSQL an advisory lock of the transaction; SQLite's writes take turns already (BEGIN IMMEDIATE).
     */
    async lockBarcodes(): Promise<void> {
      if (db.getExecutor().adapter instanceof PostgresAdapter) await lockForTransaction(db, ADVISORY_LOCKS.barcodes);
    },

    async findBarcodeHolders(codes: readonly string[], exceptId: number | null): Promise<BarcodeHolder[]> {
      if (codes.length === 0) return [];
      let items = db
        .selectFrom('products')
        .select(['barcode', 'id', 'name', 'name_hi'])
        .where('barcode', 'in', [...codes]);
      let packs = db
        .selectFrom('product_prices')
        .innerJoin('products', 'products.id', 'product_prices.product_id')
        .select(['product_prices.barcode', 'products.id', 'products.name', 'products.name_hi', 'product_prices.label'])
        .where('product_prices.barcode', 'in', [...codes]);
      if (exceptId !== null) {
        items = items.where('id', '<>', exceptId);
        packs = packs.where('products.id', '<>', exceptId);
      }
      const [itemRows, packRows] = await Promise.all([items.execute(), packs.execute()]);
      return [
        ...itemRows.map((r) => ({ barcode: r.barcode!, productId: r.id, name: r.name, nameHi: r.name_hi, label: null })),
        ...packRows.map((r) => ({ barcode: r.barcode!, productId: r.id, name: r.name, nameHi: r.name_hi, label: r.label })),
      ];
    },

    async insertProduct(columns: ProductColumns, prices: readonly PriceColumns[], now: string): Promise<number> {
      const { id } = await db
        .insertInto('products')
        .values({ ...columns, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertPrices(id, prices);
      return id;
    },

    /** Overwrites a product and its price list; false when there is no such product. */
    async replaceProduct(id: number, columns: ProductColumns, prices: readonly PriceColumns[], now: string): Promise<boolean> {
      const result = await db
        .updateTable('products')
        .set({ ...columns, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await db.deleteFrom('product_prices').where('product_id', '=', id).execute();
      await insertPrices(id, prices);
      return true;
    },

    toggleAvailability(id: number, now: string) {
      return db
        .updateTable('products')
        .set({ is_available: sql<0 | 1>`1 - is_available`, updated_at: now })
        .where('id', '=', id)
        .returning(['id', 'is_available'])
        .executeTakeFirst();
    },

    /** Prices go with the product (cascade); order lines keep their own name and price, their product_id becomes null. */
    async deleteProduct(id: number): Promise<boolean> {
      const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
