// The storefront's service worker: after one visit the shop opens and browses with the network off.
// The build (service-worker-plugin.ts) puts this version's files in PRECACHE and names VERSION after them,
// so a new build is a new worker that caches the new files, takes over and drops the old ones.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;

const SHELL = `halwai-shell-${VERSION}`;
const DATA = 'halwai-data';
const PICTURES = 'halwai-pictures';
const MAX_PICTURES = 300;
/** How long a GET waits for the network before an answer seen before is used instead. */
const NETWORK_WAIT_MS = 4000;

/**
 * Never cached, never answered from a cache: staff pages and their API, sign-in, live streams, and a
 * customer's order and invoice answers and invoice pages, whose addresses hold the order's access key.
 */
const NEVER = [
  /^\/admin(\/|$)/i,
  /^\/api\/(admin|auth)(\/|$)/i,
  /^\/api\/notify\//i,
  /^\/api\/orders\//i,
  /^\/get-order\//i,
  /^\/invoice(\/|$)/i,
  /\/events(\/|$|\?)/i,
  /^\/(login|register|logout)(\/|$)/i,
];
/** The storefront's data: read from the network when it answers, else as last seen. */
const DATA_PATHS = [
  /^\/api\/(catalogue|shop)(\/|$)/i,
  /^\/catalogue(\/|$)/i,
  /^\/get-product\//i,
  /^\/api\/items\/getproductdetails/i,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(['/', ...PRECACHE].map((url) => new Request(url, { cache: 'reload' })));
      // The new version takes over at once; the page reloads on the change (see register-service-worker.ts).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('halwai-shell-') && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** A response that may be kept: complete, from our origin, and not marked private. */
const keepable = (response) =>
  response.ok && response.type === 'basic' && !/no-store/i.test(response.headers.get('Cache-Control') ?? '');

/**
 * A page kept as the app shell: only one whose address has no query (a query may hold an order's
 * access key), only HTML, and as a copy that does not keep the address it was fetched from.
 */
const shellCopy = (request, response) =>
  new URL(request.url).search === '' && /^text\/html/i.test(response.headers.get('Content-Type') ?? '')
    ? new Response(response.clone().body, response)
    : null;

/**
 * The network's answer (kept in `cacheName`), or the kept one when the network fails or is too slow.
 * With `shellUrl`, the answer is a page: kept as the shell under that address, when `shellCopy` allows.
 */
async function networkFirst(request, cacheName, shellUrl) {
  const cache = await caches.open(cacheName);
  const fromNetwork = fetch(request).then((response) => {
    const kept = keepable(response) && (shellUrl ? shellCopy(request, response) : response.clone());
    if (kept) void cache.put(shellUrl ?? request, kept);
    return response;
  });
  fromNetwork.catch(() => {}); // its failure is handled below, whichever answer wins
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null));
  try {
    const answer = await Promise.race([fromNetwork, slow]);
    if (answer) return answer;
  } catch {
    // offline: the kept answer below
  }
  const kept = (await cache.match(shellUrl ?? request)) ?? (await caches.match(shellUrl ?? request));
  return kept ?? fromNetwork;
}

/** Files named by their content: the kept copy is always right. */
async function cacheFirst(request, cacheName) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
    if (cacheName === PICTURES) void trim(cache, MAX_PICTURES);
  }
  return response;
}

/** Keeps the newest `max` entries. */
async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('Authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((p) => p.test(url.pathname))) return;

  if (request.mode === 'navigate') {
    // Pages: the server's own (it writes each page's title and share tags); offline, the app shell.
    event.respondWith(networkFirst(request, SHELL, '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL));
  } else if (DATA_PATHS.some((p) => p.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA));
  } else if (request.destination === 'image' || url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, PICTURES));
  }
});
