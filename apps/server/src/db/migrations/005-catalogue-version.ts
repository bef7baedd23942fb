import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/** PostgreSQL channel that carries a new catalogue version to every instance. */
export const CATALOGUE_CHANNEL = 'halwai_catalogue';

/**
 * One row counting catalogue changes, so every instance on one PostgreSQL database can tell that its
 * cached catalogue is stale. On PostgreSQL, statement triggers on the tables the catalogue shows bump
 * it inside the writing transaction and NOTIFY at commit; no write can forget to. SQLite runs one
 * instance, whose in-process invalidation is enough, so it keeps the row without triggers.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  if (engine !== 'postgres') return;
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    declare next bigint;
    begin
      update catalogue_version set version = version + 1 where id = 1 returning version into next;
      perform pg_notify(${sql.lit(CATALOGUE_CHANNEL)}, next::text);
      return null;
    end $$`.execute(db);
  for (const table of ['categories', 'subcategories', 'products', 'product_prices']) {
    await sql`
      create trigger ${sql.id(`${table}_bump_catalogue_version`)}
      after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}
