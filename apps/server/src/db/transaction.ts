import { PostgresAdapter, type IsolationLevel, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** An open transaction. A service method that takes one joins its caller's transaction. */
export type Trx = Transaction<Database>;

/**
 * The one way to run a transaction (docs/decisions/006): a service calls this and hands `trx` to
 * the repositories it builds on it, and to other modules' service methods that take a `Trx`.
 * Everything written through `trx` commits or rolls back together.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Trx) => Promise<T>,
  options: { isolation?: IsolationLevel } = {},
): Promise<T> {
  const builder = db.transaction();
  return (options.isolation ? builder.setIsolationLevel(options.isolation) : builder).execute(work);
}

/**
 * `inTransaction` for a transaction whose last statement takes a lock every other such transaction
 * waits on (the invoice counter). On PostgreSQL that statement and the COMMIT go out together (the
 * pool pipelines, db/engine.ts), so the lock is held for the commit alone, not also for a round
 * trip to us and our wait for a turn of the event loop. `last` must send its statement before it
 * first awaits, as a repository call does. If the statement fails, PostgreSQL answers the COMMIT by
 * rolling back, and its error is thrown here: nothing was written. On SQLite it simply runs last.
 */
export async function inTransactionEndingWith<T>(
  db: Kysely<Database>,
  work: (trx: Trx) => Promise<T>,
  last: (trx: Trx, done: T) => Promise<unknown>,
): Promise<T> {
  const pipelined = db.getExecutor().adapter instanceof PostgresAdapter;
  let ending: Promise<unknown> = Promise.resolve();
  const done = await inTransaction(db, async (trx) => {
    const done = await work(trx);
    ending = last(trx, done);
    if (!pipelined) await ending;
    else ending.catch(() => undefined); // awaited below, once the COMMIT is answered
    return done;
  });
  await ending;
  return done;
}
