/**
 * At most `max` tasks at once, and the next one is refused at once rather than queued: a rush past
 * what the database can take is told "busy, try again" in milliseconds, never left to time out.
 */
export function createInFlightLimit(max: number) {
  let running = 0;
  return {
    /** Runs `task`, or answers `refused()` without running it when `max` are already running. */
    async run<T>(task: () => Promise<T>, refused: () => never): Promise<T> {
      if (running >= max) refused();
      running++;
      try {
        return await task();
      } finally {
        running--;
      }
    },
    /** How many are running now. */
    running: () => running,
  };
}
export type InFlightLimit = ReturnType<typeof createInFlightLimit>;
