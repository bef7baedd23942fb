import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `place` is within `margin` of the screen, kept up to date as the reader scrolls. Without
 * IntersectionObserver (old browsers, jsdom) it reports true, as there is no way to tell.
 */
export function useNearScreen(place: RefObject<Element | null>, margin = '1200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [place, margin]);
  return near;
}
