import type { IsolationLevel, Kysely, Transaction } from 'kysely';
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
