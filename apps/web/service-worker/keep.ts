import type { WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

/** `response.ok`: any 2xx status. */
const OK_STATUSES = Array.from({ length: 100 }, (_, i) => 200 + i);

/** A response that may be kept: complete, from our origin, and not marked private. */
export const keepable: WorkboxPlugin[] = [
  new CacheableResponsePlugin({ statuses: OK_STATUSES }),
  {
    cacheWillUpdate: async ({ response }) =>
      response.type === 'basic' && !/no-store/i.test(response.headers.get('Cache-Control') ?? '') ? response : null,
  },
];

/**
 * Pages are kept as one app shell under '/': only a page whose address has no query (a query may hold
 * an order's access key), only HTML, and as a copy that does not keep the address it was fetched from.
 * Runs after `keepable`, since the copy is no longer a 'basic' response.
 */
export const shellCopy: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => '/',
  cacheWillUpdate: async ({ request, response }) =>
    new URL(request.url).search === '' && /^text\/html/i.test(response.headers.get('Content-Type') ?? '')
      ? new Response(response.body, response) // Workbox hands over the cache's own copy
      : null,
};
