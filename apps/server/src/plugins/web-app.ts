import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@halwai/domain';
import { sendProblem } from './error-handler.js';

const API_PREFIXES = ['/api/', '/media/', '/get-product/', '/get-order/', '/update-product', '/get-in-touch', '/catalogue', '/healthz'];
const isApiPath = (url: string) => {
  const lower = url.toLowerCase();
  return API_PREFIXES.some((p) => lower === p.replace(/\/$/, '') || lower.startsWith(p));
};

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable'; // names carry a content hash
  if (filePath.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API GET answered with index.html so client routes work on reload. Unknown API paths
 * stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: true,
      index: 'index.html',
      cacheControl: false, // ours, below: the plugin's default would overwrite it
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: '1 minute' }) : undefined }, (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasWeb && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendProblem(reply, 404, MESSAGES.notFound);
  });
}
