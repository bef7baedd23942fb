import {
  staffRoleOf,
  type StaffRole,
  ACCOUNT_MESSAGES,
  OUTLET_MESSAGES,
  MESSAGES,
  type LoginInput,
  type LoginResponse,
  type RegisterInput,
  type SelfRegisterInput,
  type StaffAccount,
  type StreamTicket,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { hoursFromNow, nowIso } from '../../lib/clock.js';
import { conflict, fieldError, forbidden, notFound, unauthorized } from '../../lib/problems.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { createAuthRepository } from './auth.repository.js';
import { createLoginLock } from './login-lock.js';
import { createLoginLocksRepository } from './login-locks.repository.js';
import { createStreamTicketsRepository } from './stream-tickets.repository.js';
import { dummyHashPromise, hashPassword, verifyPassword } from './passwords.js';
import { setupCodeMatches } from './setup-code.js';
import type { Admin } from '../../plugins/auth.js';
import { outletScopeOf } from '../../lib/outlet-scope.js';

export type { Admin } from '../../plugins/auth.js';

const toAccount = (u: UserRow): StaffAccount => ({
  id: u.id,
  email: u.email,
  status: u.status,
  createdAt: u.created_at,
  approvedAt: u.approved_at,
  role: staffRoleOf(u.role),
  outlets: outletScopeOf(u.outlets) as number[] | null,
});

const toAdmin = (row: { userId: number; email: string; role: string; outlets: string | null }, tokenHash: string): Admin => ({
  userId: row.userId,
  email: row.email,
  role: staffRoleOf(row.role),
  tokenHash,
  outlets: outletScopeOf(row.outlets),
});

/** An account limited to some outlets could free itself, or make a free account: only one that sees them all changes accounts. */
function assertSeesEveryOutlet(admin: Admin): void {
  if (admin.outlets !== null) throw forbidden(ACCOUNT_MESSAGES.everyOutletOnly);
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** How long a live-events stream ticket may wait to be used. */
export const STREAM_TICKET_SECONDS = 30;

export function createAuthService(
  db: Kysely<Database>,
  /** `setupCode`: printed at start; the first account of a shop with no admin must give it (none: no such account). */
  options: { sessionTtlHours: number; setupCode?: string },
) {
  const repo = createAuthRepository(db);
  const loginLock = createLoginLock(createLoginLocksRepository(db));
  const tickets = createStreamTicketsRepository(db);
  // Told the token hashes of sessions this instance ends, so what they hold open ends with them.
  const sessionsEndedListeners = new Set<(tokenHashes: readonly string[]) => void>();
  const sessionsEnded = (tokenHashes: readonly string[]) => {
    if (tokenHashes.length > 0) for (const listener of sessionsEndedListeners) listener(tokenHashes);
  };
  const revokeUserSessions = async (userId: number) => sessionsEnded(await repo.revokeUserSessions(userId, nowIso()));
  return {
    /** Calls `listener` with the token hashes of the sessions each sign-out, reset or rejection here ends. */
    onSessionsEnded(listener: (tokenHashes: readonly string[]) => void): void {
      sessionsEndedListeners.add(listener);
    },

    /** Whether the shop has no approved admin yet, so an account asked for now needs the setup code. */
    async setupCodeRequired(): Promise<boolean> {
      return !(await repo.hasApprovedUser());
    },

    /**
     * Open registration; every account waits for an admin to approve it, but while the shop has none,
     * an account with the setup code printed at start is approved at once (and one without is refused).
     */
    async register(input: SelfRegisterInput): Promise<StaffAccount> {
      const email = normaliseEmail(input.email);
      const claiming = !(await repo.hasApprovedUser());
      if (claiming) {
        const given = input.setupCode ?? '';
        if (given === '') throw forbidden(MESSAGES.setupCodeRequired, { setupCode: [MESSAGES.setupCodeRequired] });
        if (!options.setupCode || !setupCodeMatches(options.setupCode, given))
          throw forbidden(MESSAGES.setupCodeWrong, { setupCode: [MESSAGES.setupCodeWrong] });
      }
      if (await repo.findUserByEmail(email)) throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      const status = claiming ? 'approved' : 'pending';
      const passwordHash = await hashPassword(input.password);
      try {
        return toAccount(await repo.insertUser({ email, passwordHash, status, now: nowIso() }));
      } catch {
        // Two registrations of one email racing: the unique index decides.
        throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      }
    },

    async login(input: LoginInput): Promise<LoginResponse> {
      const email = normaliseEmail(input.email);
      await loginLock.assertOpen(email);
      const user = await repo.findUserByEmail(email);
      const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyHashPromise));
      if (!user || !ok) {
        await loginLock.recordFailure(email);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await loginLock.clear(email);
      if (user.status === 'pending') throw forbidden(MESSAGES.accountPending);
      if (user.status === 'rejected') throw forbidden(MESSAGES.accountRejected);
      const token = randomToken();
      await repo.insertSession({ userId: user.id, tokenHash: sha256(token), now: nowIso(), expiresAt: hoursFromNow(options.sessionTtlHours) });
      return { token, email: user.email, role: staffRoleOf(user.role), outlets: outletScopeOf(user.outlets) as number[] | null };
    },

    async authenticate(token: string): Promise<Admin | null> {
      const tokenHash = sha256(token);
      const row = await repo.findActiveSessionUser(tokenHash, nowIso());
      return row ? toAdmin(row, tokenHash) : null;
    },

    /**
     * A ticket that opens one live-events stream for this session, within a few seconds: a browser's
     * EventSource cannot send the bearer token, and a token in a URL ends up in logs and histories.
     */
    async issueStreamTicket(admin: Admin): Promise<StreamTicket> {
      const ticket = randomToken();
      const now = Date.now();
      await tickets.deleteExpired(new Date(now).toISOString());
      await tickets.insert({ ticketHash: sha256(ticket), sessionTokenHash: admin.tokenHash, expiresAt: new Date(now + STREAM_TICKET_SECONDS * 1000).toISOString() });
      return { ticket, expiresInSeconds: STREAM_TICKET_SECONDS };
    },

    /** The session a stream ticket was issued for, if the ticket is unused, unexpired and its session still open; it is used up either way. */
    async authenticateTicket(ticket: string): Promise<Admin | null> {
      const tokenHash = await tickets.consume(sha256(ticket), nowIso());
      if (!tokenHash) return null;
      const row = await repo.findActiveSessionUser(tokenHash, nowIso());
      return row ? toAdmin(row, tokenHash) : null;
    },

    /** Which of these sessions (by token hash) are still open: streams of the others must end. */
    activeSessions(tokenHashes: readonly string[]): Promise<Set<string>> {
      return repo.findActiveSessionHashes(tokenHashes, nowIso());
    },

    async logout(admin: Admin): Promise<void> {
      await repo.revokeSession(admin.tokenHash, nowIso());
      sessionsEnded([admin.tokenHash]);
    },

    /** ADMIN_EMAIL / ADMIN_PASSWORD: make sure this approved account exists with this password. */
    async ensureAdmin(emailInput: string, password: string): Promise<void> {
      const email = normaliseEmail(emailInput);
      const existing = await repo.findUserByEmail(email);
      if (!existing) {
        await repo.insertUser({ email, passwordHash: await hashPassword(password), status: 'approved', now: nowIso() });
        return;
      }
      if (existing.status !== 'approved') await repo.setUserStatus(existing.id, 'approved', nowIso());
      if (!(await verifyPassword(password, existing.password_hash))) await repo.setPassword(existing.id, await hashPassword(password));
    },

    /** For an owner locked out by someone guessing: lets the email sign in again at once. */
    liftLoginLock(emailInput: string): Promise<boolean> {
      return loginLock.clear(normaliseEmail(emailInput));
    },

    /** Sets a new random password, ends every session of the account and lifts its lock; the password is shown once. */
    async resetPassword(emailInput: string): Promise<string> {
      const email = normaliseEmail(emailInput);
      const user = await repo.findUserByEmail(email);
      if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
      const password = randomToken().slice(0, 20);
      await repo.setPassword(user.id, await hashPassword(password));
      await revokeUserSessions(user.id);
      await loginLock.clear(email);
      return password;
    },

    async listAccounts(): Promise<StaffAccount[]> {
      return (await repo.listUsers()).map(toAccount);
    },

    async createApprovedAccount(admin: Admin, input: RegisterInput): Promise<StaffAccount> {
      assertSeesEveryOutlet(admin);
      const email = normaliseEmail(input.email);
      if (await repo.findUserByEmail(email)) throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      return toAccount(await repo.insertUser({ email, passwordHash: await hashPassword(input.password), status: 'approved', now: nowIso() }));
    },

    async setAccountStatus(admin: Admin, id: number, status: 'approved' | 'rejected'): Promise<StaffAccount> {
      assertSeesEveryOutlet(admin);
      if (id === admin.userId && status === 'rejected') throw forbidden(ACCOUNT_MESSAGES.cannotRejectSelf);
      const user = await repo.setUserStatus(id, status, nowIso());
      if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
      if (status === 'rejected') await revokeUserSessions(id);
      return toAccount(user);
    },

    /** A cashier signs in to the counter only; an owner cannot make themselves one (nobody would be left to undo it). */
    async setAccountRole(admin: Admin, id: number, role: StaffRole): Promise<StaffAccount> {
      assertSeesEveryOutlet(admin);
      if (id === admin.userId && role === 'cashier') throw forbidden(ACCOUNT_MESSAGES.cannotDemoteSelf);
      const user = await repo.setUserRole(id, role);
      if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
      return toAccount(user);
    },

    /**
     * Limits an account to some outlets (their orders only; its counter shifts open there), or frees
     * it (null). `isOutlet` says which ids name outlets; another is refused at the field.
     */
    async setAccountOutlets(
      admin: Admin,
      id: number,
      outlets: number[] | null,
      isOutlet: (id: number) => Promise<boolean>,
    ): Promise<StaffAccount> {
      assertSeesEveryOutlet(admin);
      if (id === admin.userId && outlets !== null) throw forbidden(ACCOUNT_MESSAGES.cannotLimitSelf);
      for (const outlet of outlets ?? []) if (!(await isOutlet(outlet))) throw fieldError('outlets', OUTLET_MESSAGES.unknown);
      const user = await repo.setUserOutlets(id, outlets === null ? null : JSON.stringify(outlets));
      if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
      return toAccount(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
