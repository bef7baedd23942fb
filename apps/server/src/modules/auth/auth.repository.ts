import type { StaffRole } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow, UserStatus } from '../../db/schema.js';

export function createAuthRepository(db: Kysely<Database>) {
  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findUserById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async hasApprovedUser(): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('status', '=', 'approved').limit(1).executeTakeFirst()) !== undefined;
    },

    async insertUser(user: { email: string; passwordHash: string; status: UserStatus; now: string }): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: user.passwordHash,
          status: user.status,
          created_at: user.now,
          approved_at: user.status === 'approved' ? user.now : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setUserStatus(id: number, status: UserStatus, now: string): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ status, approved_at: status === 'approved' ? now : null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async setUserRole(id: number, role: StaffRole): Promise<UserRow | undefined> {
      return db.updateTable('users').set({ role }).where('id', '=', id).returningAll().executeTakeFirst();
    },

    async setUserOutlets(id: number, outlets: string | null): Promise<UserRow | undefined> {
      return db.updateTable('users').set({ outlets }).where('id', '=', id).returningAll().executeTakeFirst();
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    async deleteUser(id: number): Promise<boolean> {
      const r = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    listUsers(): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    async insertSession(s: { userId: number; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ user_id: s.userId, token_hash: s.tokenHash, created_at: s.now, expires_at: s.expiresAt, revoked_at: null })
        .execute();
    },

    /** The approved user behind a live session. */
    findActiveSessionUser(tokenHash: string, now: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id as userId', 'users.email as email', 'users.role as role', 'users.outlets as outlets', 'sessions.id as sessionId'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 'approved')
        .executeTakeFirst();
    },

    /** Which of these sessions are still open (not revoked, not expired, their account approved). */
    async findActiveSessionHashes(tokenHashes: readonly string[], now: string): Promise<Set<string>> {
      if (tokenHashes.length === 0) return new Set();
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.token_hash')
        .where('sessions.token_hash', 'in', tokenHashes)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 'approved')
        .execute();
      return new Set(rows.map((r) => r.token_hash));
    },

    async revokeSession(tokenHash: string, now: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
    },

    /** The token hashes of the sessions it ended. */
    async revokeUserSessions(userId: number, now: string): Promise<string[]> {
      const rows = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .returning('token_hash')
        .execute();
      return rows.map((r) => r.token_hash);
    },
  };
}
