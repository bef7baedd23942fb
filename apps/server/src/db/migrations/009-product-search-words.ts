import type { Kysely } from 'kysely';

/** Other names a product is known by (Hindi names, local spellings), which the storefront's search also reads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('search_words', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
