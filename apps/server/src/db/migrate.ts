import { sql, type Kysely } from 'kysely';
import { ADVISORY_LOCKS, lockForTransaction } from './advisory-locks.js';
import type { Db } from './engine.js';
import { MIGRATIONS } from './migrations/index.js';

/** Applies pending migrations, each in its own transaction, recording them in `schema_migrations`. */
export async function migrate({ db, engine }: Db): Promise<string[]> {
  const raw = db as unknown as Kysely<{ schema_migrations: { name: string; applied_at: string } }>;
  await raw.transaction().execute(async (trx) => {
    // Two instances starting together on PostgreSQL: `if not exists` alone lets both create it, and one fails.
    if (engine === 'postgres') await lockForTransaction(trx, ADVISORY_LOCKS.migrationsTable);
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
  });
  const applied = new Set((await raw.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  const done: string[] = [];
  for (const m of MIGRATIONS) {
    if (applied.has(m.name)) continue;
    await raw.transaction().execute(async (trx) => {
      // Two instances starting together on PostgreSQL: the second waits here, then sees the row.
      if (engine === 'postgres') await sql`lock table schema_migrations in exclusive mode`.execute(trx);
      const again = await trx.selectFrom('schema_migrations').select('name').where('name', '=', m.name).executeTakeFirst();
      if (again) return;
      await m.up(trx as unknown as Kysely<unknown>, engine);
      await trx.insertInto('schema_migrations').values({ name: m.name, applied_at: new Date().toISOString() }).execute();
      done.push(m.name);
    });
  }
  return done;
}

/** Migrations this build knows that the database has not recorded yet (another instance may be running them). */
export async function pendingMigrations({ db }: Db): Promise<string[]> {
  const raw = db as unknown as Kysely<{ schema_migrations: { name: string } }>;
  const applied = new Set((await raw.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  return MIGRATIONS.map((m) => m.name).filter((name) => !applied.has(name));
}
