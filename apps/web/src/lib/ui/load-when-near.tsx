import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (usually a lazy component) only once its place comes near the screen or
 * something inside it takes focus, so code far down a page stays out of the first load. The
 * placeholder keeps `minHeight` so nothing below jumps when the real content arrives.
 */
export function LoadWhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const place = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) there is no way to wait: load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div style={{ minHeight }} />;
  return (
    <div ref={place} tabIndex={near ? undefined : -1} onFocus={() => setNear(true)} style={{ minHeight, outline: 'none' }}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
