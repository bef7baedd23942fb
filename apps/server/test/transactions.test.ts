import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransactionEndingWith } from '../src/db/transaction.js';
import { ENGINES, useTestApp } from './support/test-app.js';

interface Tables {
  pipeline_items: { name: string };
  pipeline_counters: { id: number; n: number };
}

/** A transaction whose last statement goes out with its COMMIT (db/transaction.ts), on each engine. */
describe.each(ENGINES)('a transaction ending with its hottest statement on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let db: Kysely<Tables>;
  const names = async () => (await db.selectFrom('pipeline_items').select('name').orderBy('name').execute()).map((r) => r.name);
  const insert = (trx: Kysely<Tables>, name: string) => trx.insertInto('pipeline_items').values({ name }).execute();

  beforeAll(async () => {
    db = t.database.db as unknown as Kysely<Tables>;
    await sql`create table pipeline_items (name text primary key)`.execute(db);
    await sql`create table pipeline_counters (id integer primary key, n integer not null)`.execute(db);
    await db.insertInto('pipeline_counters').values({ id: 1, n: 0 }).execute();
  });

  it('commits the work and the last statement together and answers with what the work returned', async () => {
    const done = await inTransactionEndingWith(
      t.database.db,
      async (trx) => {
        await insert(trx as never, 'first');
        return 'first';
      },
      (trx, first) => insert(trx as never, `${first}, then last`),
    );
    expect(done).toBe('first');
    expect(await names()).toEqual(['first', 'first, then last']);
  });

  it('writes nothing when the last statement fails, and throws its error', async () => {
    const placing = inTransactionEndingWith(
      t.database.db,
      (trx) => insert(trx as never, 'second'),
      (trx) => insert(trx as never, 'first'), // already there
    );
    await expect(placing).rejects.toMatchObject({ code: engine === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await names()).toEqual(['first', 'first, then last']);
    // The connection is fit for the next transaction.
    await inTransactionEndingWith(
      t.database.db,
      (trx) => insert(trx as never, 'third'),
      async () => undefined,
    );
    expect(await names()).toContain('third');
  });

  it.runIf(engine === 'postgres')(
    'releases its locks at the commit even while this process is busy: the COMMIT went out with the last statement',
    async () => {
      // Another process's connection, waiting on the counter row this transaction holds.
      const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
      await other.connect();
      try {
        let unblocked: Promise<pg.QueryResult<{ at: string }>> | null = null;
        let last: Promise<{ rows: { at: string }[] }> | null = null;
        await inTransactionEndingWith(
          t.database.db,
          async (trx) => {
            await sql`update pipeline_counters set n = n + 1 where id = 1`.execute(trx);
            unblocked = other.query(
              `update pipeline_counters set n = n + 1 where id = 1 returning clock_timestamp()::text as at`,
            );
          },
          (trx) => {
            last = sql<{ at: string }>`select clock_timestamp()::text as at`.execute(trx);
            // This process is busy for 300 ms from the end of this turn, before it can read the answer.
            setImmediate(() => {
              const until = Date.now() + 300;
              while (Date.now() < until);
            });
            return last;
          },
        );
        const at = async (query: Promise<{ rows: { at: string }[] }> | null) => Date.parse((await query!).rows[0]!.at);
        // The other update went through as soon as the last statement ran, while we were still busy.
        expect((await at(unblocked)) - (await at(last))).toBeLessThan(150);
      } finally {
        await other.end();
      }
    },
  );
});
