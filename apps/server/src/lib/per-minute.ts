/**
 * Events in the last 60 seconds, counted in one-second buckets: what a shop owner reads as "orders
 * per minute" on a dashboard without a query language. `now` in milliseconds.
 */
export function createPerMinute(now: () => number = Date.now) {
  const buckets = new Array<number>(60).fill(0);
  /** The whole second each bucket last counted, so a bucket from a minute ago reads as empty. */
  const secondOf = new Array<number>(60).fill(-1);
  return {
    add() {
      const second = Math.floor(now() / 1000);
      const i = second % 60;
      if (secondOf[i] !== second) {
        secondOf[i] = second;
        buckets[i] = 0;
      }
      buckets[i]! += 1;
    },
    /** Events counted in the current second and the 59 before it. */
    count(): number {
      const second = Math.floor(now() / 1000);
      let n = 0;
      for (let i = 0; i < 60; i++) if (second - secondOf[i]! < 60) n += buckets[i]!;
      return n;
    },
  };
}
