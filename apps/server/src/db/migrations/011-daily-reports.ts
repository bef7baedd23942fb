import { sql, type Kysely } from 'kysely';

/**
 * The shop's closing time (when the end-of-day summary goes out) and one row per shop day whose
 * summary was queued: its primary key is what keeps it to one per day across instances and restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('closing_time', 'text', (c) => c.notNull().defaultTo(sql`'21:00'`))
    .execute();
  await db.schema
    .createTable('daily_reports')
    .addColumn('shop_date', 'text', (c) => c.primaryKey()) // YYYY-MM-DD in the shop's time zone
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
