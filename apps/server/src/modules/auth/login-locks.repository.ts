import { sql, type Kysely } from 'kysely';
import type { Database, LoginLockRow } from '../../db/schema.js';

export function createLoginLocksRepository(db: Kysely<Database>) {
  return {
    find(email: string): Promise<LoginLockRow | undefined> {
      return db.selectFrom('login_locks').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /**
     * Counts one failure in one statement, so concurrent failures from many addresses all count:
     * a window that began before `windowStart` starts again at 1, and reaching `maxFailures` sets
     * `locked_until`.
     */
    recordFailure(email: string, o: { now: string; windowStart: string; maxFailures: number; lockedUntil: string }): Promise<LoginLockRow> {
      const fresh = sql<boolean>`login_locks.first_failed_at < ${o.windowStart}`;
      const failures = sql<number>`case when ${fresh} then 1 else login_locks.failures + 1 end`;
      return db
        .insertInto('login_locks')
        .values({ email, failures: 1, first_failed_at: o.now, locked_until: o.maxFailures <= 1 ? o.lockedUntil : null })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            failures,
            first_failed_at: sql<string>`case when ${fresh} then ${o.now} else login_locks.first_failed_at end`,
            locked_until: sql<string | null>`case when ${failures} >= ${o.maxFailures} then ${o.lockedUntil} else login_locks.locked_until end`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async clear(email: string): Promise<boolean> {
      const result = await db.deleteFrom('login_locks').where('email', '=', email).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Forgets windows that ended before `before`; keeps the table small whatever emails are tried. */
    async pruneBefore(before: string): Promise<void> {
      await db
        .deleteFrom('login_locks')
        .where('first_failed_at', '<', before)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
        .execute();
    },
  };
}
export type LoginLocksRepository = ReturnType<typeof createLoginLocksRepository>;
