import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Loads a code-split module. After a deploy the old chunk names are gone, so a failed load reloads
 * the page once to fetch the new index.html. The flag lives in sessionStorage (this tab only) so a
 * second failure right after that reload is not retried forever: it is logged and rethrown for the
 * route's error boundary.
 */
export async function importWithReload<M>(load: () => Promise<M>): Promise<M> {
  const alreadyReloaded = sessionStorage.getItem(STORAGE_KEYS.reloadFlag) === 'true';
  try {
    const module = await load();
    sessionStorage.removeItem(STORAGE_KEYS.reloadFlag);
    return module;
  } catch (error) {
    if (!alreadyReloaded) {
      sessionStorage.setItem(STORAGE_KEYS.reloadFlag, 'true');
      window.location.reload();
      // The page is going away; settling now would flash the error screen first.
      return new Promise<M>(() => undefined);
    }
    sessionStorage.removeItem(STORAGE_KEYS.reloadFlag);
    console.error('A part of the app failed to load after a reload', error);
    throw error;
  }
}

/** `React.lazy` for a named export: `lazyWithReload(() => import('./orders-page'), 'OrdersPage')`. */
// `any` props: React.lazy itself takes any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await importWithReload(load))[exportName] }));
}
