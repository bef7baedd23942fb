import type { Kysely } from 'kysely';

/**
 * Pre-orders: a product made for a batch is orderable now for a preferred date from `preorder_from`
 * up to `preorder_until` (null: no end). Both null: an ordinary product. Dates are `YYYY-MM-DD` text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('preorder_from', 'text').execute();
  await db.schema.alterTable('products').addColumn('preorder_until', 'text').execute();
}
