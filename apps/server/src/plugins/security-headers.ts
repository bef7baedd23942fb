import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'none'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: https:", // data: for upload previews; staff may point a thumbnail at an https image
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join(';');

/** On every answer: what a browser needs to treat any answer of ours, opened on its own, safely. */
const EVERY_ANSWER = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** Only documents (pages, assets) need these: they steer how a page is rendered, prefetched or opened. */
const DOCUMENTS_ALSO = {
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/** The security headers of every API answer, as [name, value] pairs. */
export const API_HEADERS: readonly (readonly [string, string])[] = Object.entries(EVERY_ANSWER);
const DOCUMENT_HEADERS = Object.entries({ ...EVERY_ANSWER, ...DOCUMENTS_ALSO });

/**
 * The security headers helmet used to set, worked out once at start: helmet rebuilt its middleware
 * (CSP parsing included) on every request. Set before the route runs, so a route may still put its
 * own (the API viewer sets its own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiPath(request.url) ? API_HEADERS : DOCUMENT_HEADERS;
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
