import type { FastifyInstance } from 'fastify';
import { PROXY_EXPIRY } from '../lib/http/proxy-expiry.js';

/**
 * Paths whose answers carry a customer's or the staff's data: orders, order pages, sign-in (staff's and
 * customers'), the back office's API. (The back office's own pages are the app shell, the same for everyone.)
 */
const PRIVATE_PATHS = [
  /^\/api\/(admin|auth|customer)(\/|$)/i,
  /^\/api\/orders(\/|$)/i,
  /^\/api\/notify\//i,
  /^\/get-order\//i,
  /^\/api\/items\/getproductdetails/i,
  /^\/(order|order-successful)\//i,
];

/**
 * `Cache-Control: no-store` on every answer with personal or staff data, so no browser, proxy or
 * shared computer keeps a copy, and no `X-Accel-Expires`, which nginx would obey over it. Anything
 * asked with a staff token counts, whatever its path.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (request.headers.authorization || PRIVATE_PATHS.some((p) => p.test(path))) {
      reply.header('cache-control', 'no-store');
      reply.removeHeader(PROXY_EXPIRY);
    }
  });
}
