import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

/**
 * Cards drawn at once for a new list (the catalogue arriving, a keystroke, a chip): a first screen
 * (one card on a phone, a row on a laptop), as any old cards come down in the same task.
 */
const FIRST = 4;
/** Cards added per turn after that: each turn stays a short task on a slow phone, which a tap or a key need not wait long for. */
const STEP = 3;
/** Cards drawn ahead while idle; past them, more are drawn only as the reader nears the end. */
const AHEAD = 60;

/**
 * How many of `items` to draw: the first few at once, then a few at a time while the page is idle
 * up to a few dozen, and after that more as `nearEnd` reports the reader close to the last one. So
 * a long catalogue (or a new search or chip over it) never blocks a tap or a keystroke, and
 * leaving a list never has a thousand cards to take down. A new list starts again from a first screen.
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
