import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAROUSEL_PICTURE_SIZES, MESSAGES, carouselPicture, carouselSrcSet } from '@halwai/domain';
import { isApiPath } from './api-paths.js';
import { sendProblem } from './error-handler.js';
import { registerWebAssets } from './web-assets.js';

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable'; // names carry a content hash
  if (path.basename(filePath) === 'sw.js') return 'no-cache'; // a new build's worker must be seen at once
  return 'public, max-age=3600';
}

/**
 * The home page's first carousel picture is its largest paint: asking for it with the HTML, instead of
 * after the scripts have run, lets it show sooner. Keep in step with CAROUSEL_SLIDES[0] in the web app.
 */
const HOME_HERO_PICTURE = 'fresh-laddoos';
const HOME_HEAD = `<link rel="preload" as="image" href="${carouselPicture(HOME_HERO_PICTURE, 1600)}" imagesrcset="${carouselSrcSet(HOME_HERO_PICTURE)}" imagesizes="${CAROUSEL_PICTURE_SIZES}" fetchpriority="high" />`;

/**
 * index.html written for one request's page; `shared` when shared caches may keep it, `found` when the
 * address is one of the app's pages (else it is answered 404, and the app draws its not-found page).
 */
export interface WrittenPage {
  html: string;
  shared: boolean;
  found: boolean;
}

/** Writes index.html for one request's page (the shop's name, the page's title and share tags). */
export type PageWriter = (template: string, request: FastifyRequest) => Promise<WrittenPage>;

/** index.html as this server answers it: the file is read once, and written for each page by `write`. */
function indexPage(indexFile: string, write: PageWriter, extraHead = '') {
  const template = fs.readFileSync(indexFile, 'utf8').replace('</head>', `${extraHead}</head>`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, shared, found } = await write(template, request);
    reply.header('Cache-Control', shared ? 'no-cache' : 'private, no-cache');
    // The page's language comes from the `lang` cookie or the browser's languages (share-meta/page-language.ts).
    reply.header('Vary', 'Accept-Language, Cookie');
    if (!found) return reply.code(404).type('text/html; charset=utf-8').send(html);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html (written per page by `writePage`) never
 * cached, and every unknown non-API GET answered with index.html so client routes work on reload: 200 for
 * the app's pages, 404 for any other address (the app draws its not-found page). Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, writePage: PageWriter) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const sendIndex = indexFile !== null && fs.existsSync(indexFile) ? indexPage(indexFile, writePage) : null;

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
    // The storefront's page, not part of the API: kept out of its document, as the other pages are.
    app.get('/', { schema: { hide: true } }, indexPage(indexFile!, writePage, HOME_HEAD));
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: '1 minute' }) : undefined },
    (request, reply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (sendIndex && wantsPage) return sendIndex(request, reply);
      return sendProblem(reply, 404, MESSAGES.notFound);
    },
  );
}
