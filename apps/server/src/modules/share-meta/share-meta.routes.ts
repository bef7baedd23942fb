import type { FastifyInstance } from 'fastify';
import type { ShareMetaService } from './share-meta.service.js';

/** Kept by shared caches for `seconds` when the site's address is PUBLIC_URL's; else by the browser only. */
const cacheControl = (shareMeta: ShareMetaService, seconds: number) =>
  shareMeta.origin.shared ? `public, max-age=${seconds}` : 'private, no-cache';

/** `/robots.txt` and `/sitemap.xml` for search engines; not part of the API, so not in its document. */
export function registerShareMetaRoutes(app: FastifyInstance, shareMeta: ShareMetaService) {
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', cacheControl(shareMeta, 3600))
      .send(shareMeta.robots(shareMeta.origin.of(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', cacheControl(shareMeta, 600))
      .send(await shareMeta.sitemap(shareMeta.origin.of(request))),
  );
}
