import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@halwai/domain';
import { withShopName } from '../modules/shop/shop-page.js';
import { isApiPath } from './api-paths.js';
import { sendProblem } from './error-handler.js';
import { registerWebAssets } from './web-assets.js';


function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable'; // names carry a content hash
  return 'public, max-age=3600';
}

/**
 * index.html as this server answers it, named for the shop as its settings say now: the file is read
 * once, and rewritten again only when the stored name differs from the last one rendered.
 */
function indexPage(indexFile: string, shopName: () => Promise<string>) {
  const template = fs.readFileSync(indexFile, 'utf8');
  let rendered: { name: string; html: string; etag: string } | null = null;
  const render = (name: string) => {
    const html = withShopName(template, name);
    return { name, html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const name = await shopName();
    if (rendered?.name !== name) rendered = render(name);
    const { html, etag } = rendered;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html (with the shop's stored name) never
 * cached, and every unknown non-API GET answered with index.html so client routes work on reload.
 * Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, shopName: () => Promise<string>) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const sendIndex = indexFile !== null && fs.existsSync(indexFile) ? indexPage(indexFile, shopName) : null;

  if (sendIndex) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: true,
      index: false,
      // index.html is ours, rewritten above; the file on disk is never sent as is.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false, // ours, below: the plugin's default would overwrite it
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
    registerWebAssets(app, distDir!, cacheControlFor);
    app.get('/', sendIndex);
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: '1 minute' }) : undefined }, (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (sendIndex && wantsPage) return sendIndex(request, reply);
    return sendProblem(reply, 404, MESSAGES.notFound);
  });
}
