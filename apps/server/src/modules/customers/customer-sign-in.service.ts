import { createHmac, randomInt } from 'node:crypto';
import {
  CUSTOMER_SIGN_IN_POLICY as POLICY,
  DomainError,
  MESSAGES,
  minutesToWait,
  type CustomerToken,
  type Language,
  type SignInCodeChannel,
  type SignInCodeSent,
  say,
} from '@halwai/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { badRequest, conflict, unavailable } from '../../lib/problems.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { createCustomerSignInRepository } from './customer-sign-in.repository.js';
import { CUSTOMER_TOKEN_PREFIX, isCustomerToken } from '../../lib/customer-token.js';
import type { Customer } from '../../plugins/customer-auth.js';

/** A signed-in customer: the mobile their code proved, and their token's hash (to end that sign-in). */
export type { Customer } from '../../plugins/customer-auth.js';

/** What sends the codes (modules/customer-messages/sign-in-codes.ts): the channels it has, and a send. */
export interface CodeSender {
  channels: readonly SignInCodeChannel[];
  send(mobile: string, code: string, minutes: number, language: Language): Promise<{ channel: SignInCodeChannel }>;
}

/** Customer tokens start so; a staff token never does ('.' is not in base64url), so neither is mistaken for the other. */

const MINUTE_MS = 60_000;
const SENT_MESSAGE: Record<SignInCodeChannel, string> = {
  whatsapp: MESSAGES.signInCodeSentWhatsApp,
  sms: MESSAGES.signInCodeSentSms,
};

/** A 429 that says how long to wait, in words and in `Retry-After`. */
const tooMany = (code: 'common.signInLocked' | 'common.signInCodesTooMany', untilMs: number, nowMs: number) => {
  const seconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new DomainError('rate_limited', say(code, minutesToWait(seconds)), undefined, seconds);
};

/**
 * Customers sign in with a one-time code sent to their mobile (decision 017). Codes are kept as an
 * HMAC under a key only the server holds, tried against in one statement that also uses them up;
 * the limits and the lock live in the database, so every instance counts together. Asking for a
 * code answers the same whether the number has ordered here or not.
 */
export function createCustomerSignInService({
  db,
  sender,
  clock = systemClock,
  log,
}: {
  db: Kysely<Database>;
  sender: CodeSender;
  clock?: Clock;
  log: FastifyBaseLogger;
}) {
  const repo = createCustomerSignInRepository(db);
  let key: Promise<string> | null = null;
  const hmacKey = () =>
    (key ??= repo.secret('customer-codes').then((value) => {
      if (!value) throw new Error('server_secrets has no customer-codes key (migration 020)');
      return value;
    }));
  const codeHash = async (mobile: string, code: string) =>
    createHmac('sha256', await hmacKey())
      .update(`${mobile}:${code}`)
      .digest('hex');
  const iso = (ms: number) => new Date(ms).toISOString();

  let nextPrune = 0;
  const pruneNowAndThen = async (nowMs: number) => {
    if (nowMs < nextPrune) return;
    nextPrune = nowMs + POLICY.codesWindowMinutes * MINUTE_MS;
    const windows = Math.max(POLICY.codesWindowMinutes, POLICY.wrongCodesWindowMinutes, POLICY.lockMinutes);
    await repo.pruneBefore(iso(nowMs - windows * MINUTE_MS));
  };

  /** Throws 429 with the time left while the mobile is locked by wrong codes. */
  const assertNotLocked = async (mobile: string, nowMs: number) => {
    const lockedUntil = (await repo.findLimits(mobile))?.locked_until;
    if (lockedUntil && Date.parse(lockedUntil) > nowMs) throw tooMany('common.signInLocked', Date.parse(lockedUntil), nowMs);
  };

  return {
    /** Whether any channel can carry a code. */
    available: (): boolean => sender.channels.length > 0,

    /** Sends a new 6-digit code to the (ten-digit) mobile, in the customer's language. */
    async requestCode(mobile: string, language: Language = 'en'): Promise<SignInCodeSent> {
      // A shop without a channel is not an outage: like online payment not set up, it is a 409
      // (GET /api/shop says so before anyone asks).
      if (sender.channels.length === 0) throw conflict(MESSAGES.signInUnavailable);
      const nowMs = clock().getTime();
      await assertNotLocked(mobile, nowMs);
      const windowMs = POLICY.codesWindowMinutes * MINUTE_MS;
      const counted = await repo.countCodeSent(mobile, { now: iso(nowMs), windowStart: iso(nowMs - windowMs) });
      if (counted.codes_sent > POLICY.maxCodes)
        throw tooMany('common.signInCodesTooMany', Date.parse(counted.codes_window_start) + windowMs, nowMs);

      const code = String(randomInt(0, 10 ** POLICY.codeDigits)).padStart(POLICY.codeDigits, '0');
      const id = await repo.insertCode({
        mobile,
        codeHash: await codeHash(mobile, code),
        now: iso(nowMs),
        expiresAt: iso(nowMs + POLICY.codeMinutes * MINUTE_MS),
      });
      try {
        const { channel } = await sender.send(mobile, code, POLICY.codeMinutes, language);
        await pruneNowAndThen(nowMs);
        return { channel, expiresInSeconds: POLICY.codeMinutes * 60, message: SENT_MESSAGE[channel] };
      } catch (error) {
        await repo.deleteCode(id);
        await repo.uncountCodeSent(mobile);
        // The provider's words only, never the code (a provider may echo what it was sent).
        const reason = (error instanceof Error ? error.message : String(error)).replaceAll(code, '[code]');
        log.warn({ reason }, 'a sign-in code could not be sent');
        throw unavailable(MESSAGES.signInCodeNotSent);
      }
    },

    /**
     * The right code, unexpired and unused, signs the mobile in: a new customer token. The guess is
     * counted before it is compared, so however many arrive at once, at most `maxWrongCodes` of them
     * are compared before the lock.
     */
    async verify(mobile: string, code: string): Promise<CustomerToken> {
      const nowMs = clock().getTime();
      const now = iso(nowMs);
      const lockedUntil = iso(nowMs + POLICY.lockMinutes * MINUTE_MS);
      const limits = await repo.countGuess(mobile, {
        now,
        windowStart: iso(nowMs - POLICY.wrongCodesWindowMinutes * MINUTE_MS),
        maxGuesses: POLICY.maxWrongCodes,
        lockedUntil,
      });
      if (limits.locked_until && Date.parse(limits.locked_until) > nowMs) {
        // Locked: the codes still open die with it, so waiting out the lock needs a new code.
        await repo.useUpCodes(mobile, now);
        throw tooMany('common.signInLocked', Date.parse(limits.locked_until), nowMs);
      }
      if (await repo.useCode(mobile, await codeHash(mobile, code), now)) {
        await repo.clearWrongCodes(mobile);
        await repo.useUpCodes(mobile, now);
        const token = `${CUSTOMER_TOKEN_PREFIX}${randomToken()}`;
        const expiresAt = iso(nowMs + POLICY.sessionDays * 24 * 60 * MINUTE_MS);
        await repo.insertSession({ mobile, tokenHash: sha256(token), now, expiresAt });
        return { token, mobile, expiresAt };
      }
      if (limits.wrong_codes >= POLICY.maxWrongCodes) {
        await repo.lock(mobile, lockedUntil);
        await repo.useUpCodes(mobile, now);
        const message = say('common.signInCodeWrongLocked', POLICY.lockMinutes);
        throw badRequest(message, { code: [message] });
      }
      throw badRequest(MESSAGES.signInCodeWrong, { code: [MESSAGES.signInCodeWrong] });
    },

    /** The customer behind a live token, or null. */
    async authenticate(token: string): Promise<Customer | null> {
      if (!isCustomerToken(token)) return null;
      const tokenHash = sha256(token);
      const mobile = await repo.findSessionMobile(tokenHash, iso(clock().getTime()));
      return mobile ? { mobile, tokenHash } : null;
    },

    /** Ends this sign-in on every instance at once; with `allDevices`, every sign-in of the mobile. */
    async logout(customer: Customer, allDevices = false): Promise<void> {
      const now = iso(clock().getTime());
      if (allDevices) await repo.revokeMobileSessions(customer.mobile, now);
      else await repo.revokeSession(customer.tokenHash, now);
    },
  };
}
export type CustomerSignInService = ReturnType<typeof createCustomerSignInService>;
