import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.js';
import { sendProblem } from './error-handler.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function holdsToken(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer\s+(\S{1,500})$/i)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Counts and times every answered request by its route pattern, and serves `GET /metrics` in the
 * Prometheus text format, behind `Authorization: Bearer <METRICS_TOKEN>` when one is configured.
 * Left out of the OpenAPI document: it is for the monitoring system, not for API clients.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !holdsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendProblem(reply, 401, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.');
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.text();
  });
}
