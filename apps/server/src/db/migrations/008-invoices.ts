import type { Kysely } from 'kysely';

/**
 * GST invoices: a gap-free counter per financial year, the number each order got, and the HSN code
 * and GST rate each line was sold at (a later settings change does not rewrite an issued invoice).
 * Orders placed before this migration have no invoice. `paid` is the shop's own mark (by hand):
 * nothing in the system learns of a UPI payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey()) // e.g. '2026-27'
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await db.schema.createIndex('orders_invoice_number').unique().on('orders').column('invoice_number').execute();
  await db.schema.alterTable('orders').addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('hsn', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('gst_rate', 'integer').execute();
}
