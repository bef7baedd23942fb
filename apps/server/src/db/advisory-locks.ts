import { sql, type QueryExecutorProvider } from 'kysely';
import type { Db } from './engine.js';

/** PostgreSQL advisory locks our instances take, one number each, so that no two uses share one. */
export const ADVISORY_LOCKS = {
  /** Held while the migrations table is created. */
  migrationsTable: 1_001,
  /** Held while the demo shop is seeded. */
  demoSeed: 1_002,
  /** Held while the configured admin is ensured. */
  configuredAdmin: 1_003,
  /** Held by a product write that sets barcodes, from its check of the holders to its commit. */
  barcodes: 1_004,
} as const;

/** Waits for the lock within `trx`'s transaction; it is released at commit or rollback. */
export async function lockForTransaction(trx: QueryExecutorProvider, lock: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lock})`.execute(trx);
}

/**
 * Runs `work` while no other instance holds `lock` (on PostgreSQL; SQLite has one process writing).
 * The lock is held by a transaction of its own, so `work` may use any connection.
 */
export async function oneInstanceAtATime<T>({ db, engine }: Db, lock: number, work: () => Promise<T>): Promise<T> {
  if (engine !== 'postgres') return work();
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, lock);
    return work();
  });
}
