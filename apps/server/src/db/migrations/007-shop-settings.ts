import type { Kysely } from 'kysely';

/** The owner's shop settings (one row) and each category's HSN code and GST rate. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey()) // always 1
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('gstin', 'text', (c) => c.notNull())
    .addColumn('fssai', 'text', (c) => c.notNull())
    .addColumn('upi_id', 'text', (c) => c.notNull())
    .addColumn('upi_payee', 'text', (c) => c.notNull())
    .addColumn('min_order_paise', 'integer', (c) => c.notNull())
    .addColumn('invoice_prefix', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('category_tax')
    .addColumn('category_id', 'integer', (c) => c.primaryKey().references('categories.id').onDelete('cascade'))
    .addColumn('hsn', 'text', (c) => c.notNull())
    .addColumn('gst_rate', 'integer', (c) => c.notNull())
    .execute();
}
