import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** Cards drawn with the page: enough to fill a phone's first screens. */
const FIRST = 8;
/** Cards added per turn after that: each turn stays a short task on a slow phone. */
const STEP = 6;
/** Cards drawn ahead while idle; past them, more are drawn only as the reader nears the end. */
const AHEAD = 60;

/**
 * How many of `items` to draw: the first few at once, then a few at a time while the page is idle
 * up to a few dozen, and after that more as `nearEnd` reports the reader close to the last one. So
 * a long catalogue (or a new search or chip over it) never blocks a tap or a keystroke, and
 * leaving a list never has a thousand cards to take down. A new list starts again from the first few.
 */
export function useProgressiveReveal<T>(items: readonly T[], nearEnd: boolean): number {
  const [state, setState] = useState({ items, count: Math.min(FIRST, items.length) });
  const current = state.items === items ? state : { items, count: Math.min(FIRST, items.length) };
  if (current !== state) setState(current);
  const { count } = current;

  useEffect(() => {
    if (count >= items.length || (count >= AHEAD && !nearEnd)) return undefined;
    const limit = nearEnd ? items.length : Math.min(AHEAD, items.length);
    return whenIdle(() => setState((s) => (s.items === items ? { items, count: Math.min(s.count + STEP, limit) } : s)));
  }, [items, count, nearEnd]);

  return count;
}
