import { DomainError, MESSAGES, say } from '@halwai/domain';
import type { LoginLocksRepository } from './login-locks.repository.js';

/** How many failed sign-ins one email may have in a window before it is locked, and for how long. */
export const LOGIN_LOCK_POLICY = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

const MINUTE_MS = 60_000;

export const lockedMessage = (minutes: number) => MESSAGES.loginLocked(minutes);

/**
 * Limits password guessing per account, from any mix of addresses. A locked email is refused
 * before its password is hashed, so a flood of guesses costs no scrypt work. Unknown emails are
 * counted like known ones, so the lock does not tell which accounts exist.
 */
export function createLoginLock(repo: LoginLocksRepository, policy = LOGIN_LOCK_POLICY, now = () => Date.now()) {
  const iso = (ms: number) => new Date(ms).toISOString();
  let nextPrune = 0;

  return {
    /** Throws 429 with the seconds left while the email is locked. */
    async assertOpen(email: string): Promise<void> {
      const row = await repo.find(email);
      const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
      const left = until - now();
      if (left > 0) {
        const seconds = Math.ceil(left / 1000);
        throw new DomainError('rate_limited', say('common.loginLocked', Math.ceil(seconds / 60)), undefined, seconds);
      }
    },

    async recordFailure(email: string): Promise<void> {
      const t = now();
      await repo.recordFailure(email, {
        now: iso(t),
        windowStart: iso(t - policy.windowMinutes * MINUTE_MS),
        maxFailures: policy.maxFailures,
        lockedUntil: iso(t + policy.lockMinutes * MINUTE_MS),
      });
      if (t >= nextPrune) {
        nextPrune = t + policy.windowMinutes * MINUTE_MS;
        await repo.pruneBefore(iso(t - Math.max(policy.windowMinutes, policy.lockMinutes) * MINUTE_MS));
      }
    },

    /** After a successful sign-in, or when the owner lifts the lock. True when there was one. */
    clear(email: string): Promise<boolean> {
      return repo.clear(email);
    },
  };
}
export type LoginLock = ReturnType<typeof createLoginLock>;
