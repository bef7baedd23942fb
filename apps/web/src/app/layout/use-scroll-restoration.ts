import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
const READER_INPUT = ['wheel', 'touchstart', 'keydown'] as const;
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((e): e is [string, number] => typeof e?.[0] === 'string' && typeof e?.[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

/**
 * A new page opens at its top; Back and Forward return to where the reader was on that entry, also
 * after a reload. A page whose content arrives later is scrolled once it is tall enough (or given up
 * on after a few seconds, or as soon as the reader scrolls).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const target = navigationType === 'POP' ? positions.get(key) : undefined;
    let restoring = target !== undefined;
    const remember = () => {
      if (!restoring) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    if (target === undefined) {
      if (!location.hash) window.scrollTo(0, 0);
      return () => window.removeEventListener('scroll', remember);
    }
    // Restore as soon as the page is tall enough; the reader's own scrolling wins over it.
    const stop = () => {
      restoring = false;
      observer.disconnect();
      clearTimeout(timer);
      for (const event of READER_INPUT) window.removeEventListener(event, stop);
    };
    const tryRestore = () => {
      if (!restoring) return;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 2) stop();
    };
    const observer = new ResizeObserver(tryRestore);
    observer.observe(document.body);
    const timer = setTimeout(stop, 5000);
    for (const event of READER_INPUT) window.addEventListener(event, stop, { passive: true });
    tryRestore();
    return () => {
      stop();
      window.removeEventListener('scroll', remember);
    };
  }, [location.key, location.hash, navigationType]);
}
