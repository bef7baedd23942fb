import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_HEADERS, registerSecurityHeaders } from './security-headers.js';

describe('security headers', () => {
  it("are helmet's, with the shop's Content-Security-Policy, trimmed to what an API answer needs", () => {
    expect(Object.fromEntries(API_HEADERS)).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'none';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('are all of them on a page: how it may be rendered, prefetched, framed or opened', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/sweets', () => 'page');
    const { headers } = await app.inject({ url: '/sweets' });
    expect(headers).toMatchObject({
      ...Object.fromEntries(API_HEADERS),
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
