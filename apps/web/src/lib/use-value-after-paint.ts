import { useLayoutEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * `value`, a frame late: a new value is returned once the page has painted without it, so what a
 * tap or a keystroke changes at once (a chip, the typed text) shows before slow work that depends
 * on the value (the matching items) runs. A value that changes again before then replaces the
 * waiting one, which is never returned. Preact renders synchronously, so React's
 * `useDeferredValue` would not wait.
 *
 * `undefined` stands for nothing to show yet: the first value after it is returned at once, so a
 * page does not draw a frame of stale results when its data arrives.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState<T>(() => value);
  const now = shown === undefined ? value : shown;
  if (now !== shown) setShown(now);

  // Scheduled as the change is committed: a passive effect would itself wait for a paint.
  useLayoutEffect(() => {
    if (Object.is(value, now)) return undefined;
    return afterNextPaint(() => setShown(() => value));
  }, [value, now]);

  return now;
}
