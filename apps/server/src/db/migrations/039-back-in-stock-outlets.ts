import { sql, type Kysely } from 'kysely';

/**
 * A back-in-stock request waits at the outlet the customer was shopping: it is told when that
 * outlet's stock makes its pack, not the shop's total. Every request so far waits at the first outlet,
 * which held all stock until outlets. One waiting request per mobile, pack and outlet: the same
 * customer may wait at two outlets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('back_in_stock_requests').addColumn('outlet_id', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`drop index back_in_stock_waiting`.execute(db);
  await sql`create unique index back_in_stock_waiting on back_in_stock_requests (product_id, outlet_id, label, mobile) where ended_at is null`.execute(db);
}
