export interface RetryPolicy {
  /** The wait after the first failed attempt. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

/**
 * The wait after failed attempt number `attempt` (1, 2, …): base × 2^(attempt − 1), capped at maxMs,
 * with ±20% jitter so channels and server instances don't retry in lockstep.
 * `retryDelayMs(3, { baseMs: 1000, maxMs: 300_000 })` is about 4000.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(attempt, 1) - 1, 40));
  return Math.round(Math.min(policy.maxMs, exponential * (0.8 + 0.4 * random())));
}
