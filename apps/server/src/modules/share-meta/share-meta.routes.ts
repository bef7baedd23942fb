import type { FastifyInstance } from 'fastify';
import type { ShareMetaService } from './share-meta.service.js';

/** `/robots.txt` and `/sitemap.xml` for search engines; not part of the API, so not in its document. */
export function registerShareMetaRoutes(app: FastifyInstance, shareMeta: ShareMetaService) {
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(shareMeta.robots(shareMeta.originOf(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await shareMeta.sitemap(shareMeta.originOf(request))),
  );
}
