import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-paths.js';

/** helmet's defaults with the shop's Content-Security-Policy. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      fontSrc: ["'self'", 'https:', 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // data: for upload previews; staff may point a thumbnail at an https image.
      imgSrc: ["'self'", 'data:', 'https:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
    },
  },
};

/** The headers helmet's middleware sets for these options, read off it once. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const DOCUMENT_HEADERS = helmetHeaders(HELMET_OPTIONS);

/** Only documents (pages, assets) need the rest: they steer how a page is rendered, prefetched or opened. */
const FOR_EVERY_ANSWER = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/** The security headers of every API answer, as [name, value] pairs. */
export const API_HEADERS: readonly (readonly [string, string])[] = DOCUMENT_HEADERS.filter(([name]) => FOR_EVERY_ANSWER.has(name));

/**
 * helmet's headers, worked out once at start (bench/security-headers.mjs: @fastify/helmet runs helmet's
 * middleware on every request) and trimmed on API answers. Set before the route runs, so a route may
 * still put its own (the API viewer sets its own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiPath(request.url) ? API_HEADERS : DOCUMENT_HEADERS;
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
