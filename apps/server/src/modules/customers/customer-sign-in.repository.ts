import { sql, type Kysely } from 'kysely';
import type { CustomerSignInLimitsRow, Database } from '../../db/schema.js';

/** Codes, per-mobile limits and sessions of the customers' sign-in (migration 020). */
export function createCustomerSignInRepository(db: Kysely<Database>) {
  return {
    /** The HMAC key every instance shares. */
    async secret(name: string): Promise<string | undefined> {
      return (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;
    },

    findLimits(mobile: string): Promise<CustomerSignInLimitsRow | undefined> {
      return db.selectFrom('customer_sign_in_limits').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },

    /**
     * Counts one code sent, in one statement so codes asked for at once all count: a window that began
     * before `windowStart` starts again at 1 from `now`. Returns the count and when its window began.
     */
    countCodeSent(
      mobile: string,
      o: { now: string; windowStart: string },
    ): Promise<{ codes_sent: number; codes_window_start: string }> {
      const fresh = sql<boolean>`customer_sign_in_limits.codes_window_start < ${o.windowStart}`;
      return db
        .insertInto('customer_sign_in_limits')
        .values({ mobile, codes_sent: 1, codes_window_start: o.now, wrong_codes: 0 })
        .onConflict((oc) =>
          oc.column('mobile').doUpdateSet({
            codes_sent: sql<number>`case when ${fresh} then 1 else customer_sign_in_limits.codes_sent + 1 end`,
            codes_window_start: sql<string>`case when ${fresh} then ${o.now} else customer_sign_in_limits.codes_window_start end`,
          }),
        )
        .returning(['codes_sent', 'codes_window_start'])
        .executeTakeFirstOrThrow();
    },

    /** A code that could not be sent (every channel failed) does not count against the customer. */
    async uncountCodeSent(mobile: string): Promise<void> {
      await db
        .updateTable('customer_sign_in_limits')
        .set({ codes_sent: sql<number>`case when codes_sent > 0 then codes_sent - 1 else 0 end` })
        .where('mobile', '=', mobile)
        .execute();
    },

    /**
     * Counts one guess at a code before it is compared, in one statement, so guesses sent at once (on
     * any instance) each get their own number: only the first `maxGuesses` of a window may be compared.
     * A guess past them locks the mobile; while it is locked nothing is counted. A window that began
     * before `windowStart` starts again at 1. Returns the row as it now stands.
     */
    countGuess(
      mobile: string,
      o: { now: string; windowStart: string; maxGuesses: number; lockedUntil: string },
    ): Promise<CustomerSignInLimitsRow> {
      const locked = sql<boolean>`customer_sign_in_limits.locked_until is not null and customer_sign_in_limits.locked_until > ${o.now}`;
      const fresh = sql<boolean>`customer_sign_in_limits.wrong_window_start is null or customer_sign_in_limits.wrong_window_start < ${o.windowStart}`;
      const guesses = sql<number>`case when ${fresh} then 1 else customer_sign_in_limits.wrong_codes + 1 end`;
      return db
        .insertInto('customer_sign_in_limits')
        .values({ mobile, codes_sent: 0, codes_window_start: o.now, wrong_codes: 1, wrong_window_start: o.now, locked_until: null })
        .onConflict((oc) =>
          oc.column('mobile').doUpdateSet({
            wrong_codes: sql<number>`case when ${locked} then customer_sign_in_limits.wrong_codes else ${guesses} end`,
            wrong_window_start: sql<string>`case when ${locked} or not (${fresh}) then customer_sign_in_limits.wrong_window_start else ${o.now} end`,
            locked_until: sql<string | null>`case when ${locked} then customer_sign_in_limits.locked_until when ${guesses} > ${o.maxGuesses} then ${o.lockedUntil} else customer_sign_in_limits.locked_until end`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Locks the mobile until `lockedUntil` (its last allowed guess was wrong). */
    async lock(mobile: string, lockedUntil: string): Promise<void> {
      await db.updateTable('customer_sign_in_limits').set({ locked_until: lockedUntil }).where('mobile', '=', mobile).execute();
    },

    /** After a right code: the guesses before it are forgotten (the codes sent still count). */
    async clearWrongCodes(mobile: string): Promise<void> {
      await db
        .updateTable('customer_sign_in_limits')
        .set({ wrong_codes: 0, wrong_window_start: null, locked_until: null })
        .where('mobile', '=', mobile)
        .execute();
    },

    async insertCode(code: { mobile: string; codeHash: string; now: string; expiresAt: string }): Promise<number> {
      const row = await db
        .insertInto('customer_codes')
        .values({
          mobile: code.mobile,
          code_hash: code.codeHash,
          created_at: code.now,
          expires_at: code.expiresAt,
          used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async deleteCode(id: number): Promise<void> {
      await db.deleteFrom('customer_codes').where('id', '=', id).execute();
    },

    /** Uses the code up if it is the mobile's, unused and unexpired: true when it was. One statement, so it works once. */
    async useCode(mobile: string, codeHash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('customer_codes')
        .set({ used_at: now })
        .where('mobile', '=', mobile)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ends every code of the mobile still open (after a sign-in, or when it is locked). */
    async useUpCodes(mobile: string, now: string): Promise<void> {
      await db
        .updateTable('customer_codes')
        .set({ used_at: now })
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Forgets codes and limit windows that ended before `before`: the tables stay small whatever numbers are tried. */
    async pruneBefore(before: string): Promise<void> {
      await db.deleteFrom('customer_codes').where('expires_at', '<', before).execute();
      await db
        .deleteFrom('customer_sign_in_limits')
        .where('codes_window_start', '<', before)
        .where((eb) => eb.or([eb('wrong_window_start', 'is', null), eb('wrong_window_start', '<', before)]))
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
        .execute();
      await db.deleteFrom('customer_sessions').where('expires_at', '<', before).execute();
    },

    async insertSession(s: { mobile: string; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('customer_sessions')
        .values({ mobile: s.mobile, token_hash: s.tokenHash, created_at: s.now, expires_at: s.expiresAt, revoked_at: null })
        .execute();
    },

    /** The mobile of a live session. */
    async findSessionMobile(tokenHash: string, now: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('customer_sessions')
        .select('mobile')
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.mobile;
    },

    async revokeSession(tokenHash: string, now: string): Promise<void> {
      await db
        .updateTable('customer_sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeMobileSessions(mobile: string, now: string): Promise<void> {
      await db
        .updateTable('customer_sessions')
        .set({ revoked_at: now })
        .where('mobile', '=', mobile)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
export type CustomerSignInRepository = ReturnType<typeof createCustomerSignInRepository>;
