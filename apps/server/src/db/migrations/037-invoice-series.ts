import type { Kysely } from 'kysely';

/**
 * One set of books over several outlets. An outlet registered under its own GSTIN (another state)
 * numbers its invoices in that GSTIN's own series: the order keeps the GSTIN it was invoiced under,
 * so the GSTIN's return finds it and a later change of the outlet's GSTIN rewrites no invoice (null:
 * the shop's series, as every order before). The end-of-day summary of each outlet past the first is
 * claimed once per day in a table of its own; the first keeps `daily_reports`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('seller_gstin', 'text').execute();
  await db.schema
    .createTable('outlet_daily_reports')
    .addColumn('shop_date', 'text', (c) => c.notNull()) // YYYY-MM-DD in the shop's time zone
    .addColumn('outlet_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outlet_daily_reports_pk', ['shop_date', 'outlet_id'])
    .execute();
}
