import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, type Db } from '../engine.js';
import { inTransaction } from '../transaction.js';

interface Tables {
  items: { id: Generated<number>; name: string };
  children: { id: Generated<number>; parent_id: number };
}

/**
 * Several transactions share one COMMIT on SQLite (db/group-commit.ts). What each caller may rely on
 * is checked from a connection of its own on the same file, which sees only what is on disk. The
 * writer is passed on for up to a second per turn of the event loop here, so the transactions started
 * together always share a group (a millisecond in the server); the last test uses the server's.
 */
describe('group commit on SQLite', () => {
  let dir: string;
  let database: Db;
  let db: Kysely<Tables>;
  let disk: SQLite.Database;

  /** The names committed to the file. */
  const onDisk = () => (disk.prepare('select name from items order by id').all() as { name: string }[]).map((r) => r.name);
  const insert = (trx: Kysely<Tables>, name: string) =>
    trx.insertInto('items').values({ name }).returning('id').executeTakeFirstOrThrow();

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-group-commit-'));
    database = openSqlite(dir, 1000);
    db = database.db as unknown as Kysely<Tables>;
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table children (id integer primary key, parent_id integer not null references parents (id) deferrable initially deferred)`.execute(
      db,
    );
    disk = new SQLite(path.join(dir, 'halwai.sqlite'), { readonly: true });
  });

  afterEach(async () => {
    disk.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits concurrent transactions together and answers each only once it is on disk', async () => {
    const answered: string[] = [];
    const seenMeanwhile: { disk: string[]; outside: string[]; answered: string[] }[] = [];
    const place = (name: string) =>
      inTransaction(database.db, async (trx) => {
        // What the transactions before this one wrote is not committed yet, and reads outside any transaction do not see it.
        seenMeanwhile.push({
          disk: onDisk(),
          outside: (await db.selectFrom('items').select('name').execute()).map((r) => r.name),
          answered: [...answered],
        });
        await insert(trx as unknown as Kysely<Tables>, name);
      }).then(() => {
        expect(onDisk()).toContain(name);
        answered.push(name);
      });

    await Promise.all([place('a'), place('b'), place('c')]);

    expect(seenMeanwhile).toEqual([
      { disk: [], outside: [], answered: [] },
      { disk: [], outside: [], answered: [] },
      { disk: [], outside: [], answered: [] },
    ]);
    expect(answered).toEqual(['a', 'b', 'c']);
    expect(onDisk()).toEqual(['a', 'b', 'c']);
  });

  it('rolls back a failing transaction alone, and answers it after the others are on disk', async () => {
    const results = await Promise.allSettled([
      inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'a')),
      inTransaction(database.db, async (trx) => {
        await insert(trx as unknown as Kysely<Tables>, 'b');
        throw new Error('refused');
      }).catch((error: unknown) => {
        expect(onDisk()).toEqual(['a', 'c']);
        throw error;
      }),
      inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'c')),
    ]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused' });
    expect(onDisk()).toEqual(['a', 'c']);
  });

  it('fails every transaction of the group when the shared COMMIT fails', async () => {
    const results = await Promise.allSettled([
      inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'a')),
      // A foreign key checked only at COMMIT: the savepoint is released, the COMMIT refused.
      inTransaction(database.db, (trx) =>
        (trx as unknown as Kysely<Tables>).insertInto('children').values({ parent_id: 999 }).execute(),
      ),
      inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'c')),
    ]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(onDisk()).toEqual([]);
    expect(disk.prepare('select count(*) as n from children').get()).toEqual({ n: 0 });

    // The writer is usable again.
    await inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'd'));
    expect(onDisk()).toEqual(['d']);
  });

  it('fails every transaction of the group when SQLite ends the transaction itself', async () => {
    const results = await Promise.allSettled([
      inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'a')),
      // OR ROLLBACK ends the whole SQLite transaction, as a full disk or an I/O error may.
      inTransaction(database.db, async (trx) => {
        const t = trx as unknown as Kysely<Tables>;
        const { id } = await insert(t, 'b');
        await t.insertInto('items').orRollback().values({ id, name: 'b again' }).execute();
      }),
      // Queued behind the failure: a new group.
      inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'c')),
    ]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    for (const r of results.slice(0, 2))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(onDisk()).toEqual(['c']);
  });

  it('refuses what a transaction writes after its group was lost, rather than writing it on its own', async () => {
    const result = inTransaction(database.db, async (trx) => {
      const t = trx as unknown as Kysely<Tables>;
      const { id } = await insert(t, 'a');
      await t
        .insertInto('items')
        .orRollback()
        .values({ id, name: 'again' })
        .execute()
        .catch(() => undefined);
      await insert(t, 'b');
    });

    await expect(result).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(onDisk()).toEqual([]);
  });

  it('returns a write outside a transaction once it is on disk, and runs raw SQL after committing the group', async () => {
    const written = db
      .insertInto('items')
      .values({ name: 'lone' })
      .execute()
      .then(() => expect(onDisk()).toContain('lone'));
    const placed = inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'a'));
    const counted = sql<{ n: number }>`select count(*) as n from items`.execute(db).then(({ rows }) => {
      expect(onDisk()).toEqual(['lone', 'a']);
      return rows[0]!.n;
    });

    await Promise.all([written, placed]);
    expect(await counted).toBe(2);
  });

  it('with a millisecond per turn, answers each of many transactions only once it is on disk, some sharing a commit', async () => {
    await database.close();
    database = openSqlite(dir);
    db = database.db as unknown as Kysely<Tables>;
    await inTransaction(database.db, (trx) => insert(trx as unknown as Kysely<Tables>, 'warm'));
    const finished: string[] = [];
    const onDiskWhenNext: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(database.db, async (trx) => {
          onDiskWhenNext.push(onDisk().length - 1 - finished.length);
          await insert(trx as unknown as Kysely<Tables>, `t${i}`);
          finished.push(`t${i}`);
        }).then(() => expect(onDisk()).toContain(`t${i}`)),
      ),
    );
    expect(onDisk()).toHaveLength(21);
    // A transaction found one finished before it not yet on disk: they were committed together.
    expect(Math.min(...onDiskWhenNext)).toBeLessThan(0);
  });
});
