export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `attempt`-th new connection (0-based): 1 s, 2 s, 4 s … capped at 30 s,
 * each ±20% so the tabs of a shop that lost its server do not all knock at once.
 * `reconnectDelay(2, () => 0.5)` is 4000.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 30));
  return Math.round(delay * (0.8 + 0.4 * random()));
}
