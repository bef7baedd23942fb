import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Stock kept per outlet: `outlet_stock` holds each counted product's stock at each outlet (a missing
 * row is none there). `products.stock_milli` stays the product's total over its outlets, written in
 * the same transaction as the outlet's row, and null still means not counted, so the catalogue and
 * every reader of a product's stock go on as before. What was counted so far is at the first outlet,
 * and its history too. On PostgreSQL a change of an outlet's stock (a transfer leaves the total as it
 * is) bumps the catalogue version, as a product's change does (migration 005).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('outlet_stock')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id'))
    .addColumn('stock_milli', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('outlet_stock_pk', ['product_id', 'outlet_id'])
    .execute();
  await db.schema.createIndex('outlet_stock_outlet').on('outlet_stock').columns(['outlet_id', 'product_id']).execute();
  await sql`insert into outlet_stock (product_id, outlet_id, stock_milli) select id, 1, stock_milli from products where stock_milli is not null`.execute(db);
  await db.schema.alterTable('stock_history').addColumn('outlet_id', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  if (engine !== 'postgres') return;
  await sql`
    create trigger outlet_stock_bump_catalogue_version
    after insert or update or delete or truncate on outlet_stock
    for each statement execute function bump_catalogue_version()`.execute(db);
}
