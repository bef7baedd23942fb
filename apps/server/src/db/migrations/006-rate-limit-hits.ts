import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every instance on one PostgreSQL database (plugins/rate-limit-store.ts):
 * one row per client key and route, counting hits in the current fixed window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window_ends_at').on('rate_limit_hits').column('window_ends_at').execute();
}
