import type { FastifyInstance } from 'fastify';
import { PROXY_EXPIRY } from '../lib/http/proxy-expiry.js';

/**
 * The fields a 304 carries (RFC 9110 §15.4.5), and how long nginx in front may keep the answer it
 * revalidated (lib/http/proxy-expiry.ts); the cache keeps every other field of the answer it stored
 * (RFC 9111 §4.3.4), the security headers included, so sending them again is only bytes.
 */
const NOT_MODIFIED_FIELDS = new Set([
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'last-modified',
  'vary',
  PROXY_EXPIRY,
]);

/**
 * A 304 carries no body (RFC 9110 §15.4.5). Fastify strips the body of a 204 but not of a 304: a
 * serialized `null` would go out as `Content-Length: 4` with no bytes after it, and a keep-alive
 * client then waits for bytes that never come. Whatever a route sends with a 304 is dropped here,
 * and so is every field the client's stored answer already has.
 */
export function registerEmptyNotModified(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304) return done(null, payload);
    for (const name of Object.keys(reply.getHeaders())) if (!NOT_MODIFIED_FIELDS.has(name)) reply.removeHeader(name);
    done(null, null);
  });
}
