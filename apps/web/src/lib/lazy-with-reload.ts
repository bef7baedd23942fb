// `any` props: like React.lazy, these take any component, whatever its props.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
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

/** A code-split component that can be loaded ahead of its first drawing. */
export type LazyComponent<C extends ComponentType<any>> = ((props: ComponentProps<C>) => ReactNode) & {
  /** Loads the module; once it has, the component draws at once instead of suspending first. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` for a named export: `lazyWithReload(() => import('./orders-page'), 'OrdersPage')`. Unlike
 * `React.lazy` it can be loaded ahead (`preload`): a page the app lands on is drawn on the first render,
 * not after a loading screen and a second render.
 */
export function lazyWithReload<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
): LazyComponent<M[K]> {
  let component: M[K] | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= importWithReload(load).then(
      (module) => {
        component = module[exportName];
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function Lazy(props: ComponentProps<M[K]>): ReactNode {
    if (component) return createElement(component, props);
    if (failure) throw failure.error;
    // Suspense shows its fallback until this settles, then draws again.
    throw preload();
  }
  return Object.assign(Lazy, { preload });
}
