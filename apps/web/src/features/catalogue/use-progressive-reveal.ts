import { useEffect, useState } from 'react';

/** Cards drawn with the page: enough to fill a phone's first screens. */
const FIRST = 8;
/** Cards added per turn after that: each turn stays a short task on a slow phone. */
const STEP = 6;

const nextTurn: (run: () => void) => () => void =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        const id = requestIdleCallback(run, { timeout: 200 });
        return () => cancelIdleCallback(id);
      }
    : (run) => {
        const id = setTimeout(run, 0);
        return () => clearTimeout(id);
      };

/**
 * How many of `items` to draw: the first few at once, the rest a few at a time while the page is
 * idle, so a long catalogue (or a new search or chip over it) never blocks a tap or a keystroke.
 * A new list starts again from the first few.
 */
export function useProgressiveReveal<T>(items: readonly T[]): number {
  const [state, setState] = useState({ items, count: Math.min(FIRST, items.length) });
  const current = state.items === items ? state : { items, count: Math.min(FIRST, items.length) };
  if (current !== state) setState(current);

  useEffect(() => {
    if (current.count >= items.length) return undefined;
    return nextTurn(() => setState((s) => (s.items === items ? { items, count: Math.min(s.count + STEP, items.length) } : s)));
  }, [items, current.count]);

  return current.count;
}
