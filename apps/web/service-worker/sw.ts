// The storefront's service worker: after one visit the shop opens and browses with the network off.
// Built by service-worker-build.ts into dist/sw.js, where Workbox's injectManifest puts this build's files
// in self.__WB_MANIFEST: a new build is a new worker that takes over at once (register-service-worker.ts
// reloads the page onto it), fetches only the files that changed and drops the ones no longer listed.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  PrecacheFallbackPlugin,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keepable, shellCopy } from './keep';
import { isCounterPage, isData, isPicture, isPrivate } from './rules';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** This version's kept page (the app shell) and the build files fetched on demand (the Hindi font). */
const SHELL = 'halwai-shell';
const DATA = 'halwai-data';
const PICTURES = 'halwai-pictures';
/** How long a GET waits for the network before an answer seen before is used instead. */
const NETWORK_WAIT_SECONDS = 4;

/** A counter page from the server, or offline the app shell: the page itself is never kept. */
async function counterPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache('/');
    if (shell) return shell;
    throw error;
  }
}

// First of all listeners, so Workbox's router never sees what must never meet a cache.
self.addEventListener('fetch', (event) => {
  if (isCounterPage(event.request, self.location.origin)) event.respondWith(counterPage(event.request));
  if (isPrivate(event.request, self.location.origin)) event.stopImmediatePropagation();
});

setCacheNameDetails({ prefix: 'halwai' });
void self.skipWaiting();
clientsClaim();

// A new version's shell is the page it precached; the last version's kept page may name files now gone.
// The hand-written worker's per-version caches (halwai-shell-<hash>) go too.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n === SHELL || n.startsWith(`${SHELL}-`)).map((n) => caches.delete(n)))),
  );
});

// Pages: the server's own (it writes each page's title and share tags); offline, the app shell.
// Registered before the precache's route, which would answer '/' from the precache.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SHELL,
      networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
      plugins: [...keepable, shellCopy, new PrecacheFallbackPlugin({ fallbackURL: '/' })],
    }),
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Files named by their content: the kept copy is always right.
registerRoute(({ url }) => url.pathname.startsWith('/assets/'), new CacheFirst({ cacheName: SHELL, plugins: keepable }));
registerRoute(
  ({ url }) => isData(url),
  new NetworkFirst({ cacheName: DATA, networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: keepable }),
);
registerRoute(
  ({ request, url }) => isPicture(request, url),
  new CacheFirst({ cacheName: PICTURES, plugins: [...keepable, new ExpirationPlugin({ maxEntries: 300 })] }),
);
