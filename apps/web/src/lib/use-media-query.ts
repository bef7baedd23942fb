import { useSyncExternalStore } from 'react';

/**
 * Whether the page matches a CSS media query, read at once on the first render and kept up to date.
 * MUI's `useMediaQuery` does the same but brings MUI's styling runtime into a shopper's first load.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
