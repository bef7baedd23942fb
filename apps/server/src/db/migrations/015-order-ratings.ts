import type { Kysely } from 'kysely';

/**
 * The customer's star rating of an order, one per order: rating again replaces it. A table of its
 * own, so the orders row (and every statement prepared over its columns) stays as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_ratings')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_ratings_updated_at').on('order_ratings').column('updated_at').execute();
}
