import type { FastifyInstance } from 'fastify';

/**
 * A 304 carries no body (RFC 9110 §15.4.5). Fastify strips the body of a 204 but not of a 304: a
 * serialized `null` would go out as `Content-Length: 4` with no bytes after it, and a keep-alive
 * client then waits for bytes that never come. Whatever a route sends with a 304 is dropped here.
 */
export function registerEmptyNotModified(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304) return done(null, payload);
    reply.removeHeader('content-length');
    done(null, null);
  });
}
