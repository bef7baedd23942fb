import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * A counter line's own discount (paise off all its quantity), part of the order's `discount_paise`:
 * the invoice takes it off that line before spreading the rest of the order's discount.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
