/** Runs at most `max` tasks at once; the rest wait their turn in order. */
export function createLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    const woken = waiting.shift();
    // A woken task takes over the finished one's slot.
    if (woken) woken();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
