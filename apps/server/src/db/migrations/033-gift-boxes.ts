import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Gift boxes the customer fills: a product's assortment (JSON: pick, from, portion, repeats,
 * pricing; null for an ordinary product) and, on an order line, what went in its box (JSON, one
 * entry a piece, with the names as sold; null for an ordinary line).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('products').addColumn('assortment', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('choices', 'text').execute();
}
