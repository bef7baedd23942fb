import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { SHOP_SETTINGS_COLUMNS, type Database, type ShopSettingsRow } from '../../db/schema.js';

const SETTINGS_ID = 1;

/** Read for every order, so compiled once. */
const findSettings = compiledOnce((db) => db.selectFrom('shop_settings').select(SHOP_SETTINGS_COLUMNS).where('id', '=', SETTINGS_ID), 0);

export type SettingsValues = Omit<ShopSettingsRow, 'id'>;
export interface CategoryTaxRow {
  categoryId: number;
  name: string;
  nameHi: string | null;
  hsn: string | null;
  gstRate: number | null;
}

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** Writes the first settings unless a row is already there (another instance may have raced us). */
    async insertIfMissing(values: SettingsValues): Promise<void> {
      await db
        .insertInto('shop_settings')
        .values({ id: SETTINGS_ID, ...values })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async find(): Promise<ShopSettingsRow | undefined> {
      return (await findSettings(db))[0];
    },

    /** How many outlets customers can choose from (the active ones). */
    async countActiveOutlets(): Promise<number> {
      const { count } = await db
        .selectFrom('outlets')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async update(values: SettingsValues): Promise<void> {
      await db.updateTable('shop_settings').set(values).where('id', '=', SETTINGS_ID).execute();
    },

    /** Every category in shop order with its tax row, if it has one. */
    async listCategoryTax(): Promise<CategoryTaxRow[]> {
      const rows = await db
        .selectFrom('categories')
        .leftJoin('category_tax', 'category_tax.category_id', 'categories.id')
        .select(['categories.id as categoryId', 'categories.name as name', 'categories.name_hi as nameHi', 'category_tax.hsn as hsn', 'category_tax.gst_rate as gstRate'])
        .orderBy('categories.position')
        .orderBy('categories.id')
        .execute();
      return rows.map((r) => ({ ...r, categoryId: Number(r.categoryId), gstRate: r.gstRate === null ? null : Number(r.gstRate) }));
    },

    async upsertCategoryTax(categoryId: number, hsn: string, gstRate: number): Promise<void> {
      await db
        .insertInto('category_tax')
        .values({ category_id: categoryId, hsn, gst_rate: gstRate })
        .onConflict((oc) => oc.column('category_id').doUpdateSet({ hsn, gst_rate: gstRate }))
        .execute();
    },
  };
}
