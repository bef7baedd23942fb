import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from './support/test-app.js';

/** GET on a keep-alive agent; the raw answer, nothing decoded. */
function get(agent: http.Agent, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; reusedSocket: boolean }>(
    (resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), reusedSocket: req.reusedSocket }),
        );
      });
      req.once('error', reject);
    },
  );
}

describe.each(ENGINES)('revalidating the catalogue on %s', (engine) => {
  const t = useTestApp(engine);
  let base: string;
  let connections = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.server.on('connection', () => (connections += 1));
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.app.server.closeAllConnections());

  it('answers 304 with no body and no Content-Length, so one kept-alive connection revalidates again and again', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const full = await get(agent, `${base}/api/catalogue`, { 'accept-encoding': 'gzip' });
      expect(full.status).toBe(200);
      const etag = full.headers.etag!;
      const before = connections;
      for (let i = 0; i < 20; i++) {
        const again = await get(agent, `${base}/api/catalogue`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers['content-length']).toBeUndefined();
        expect(again.headers.etag).toBe(etag);
        expect(again.reusedSocket).toBe(true);
      }
      expect(connections).toBe(before);
    } finally {
      agent.destroy();
    }
  });

  it('keeps the security headers on JSON answers and leaves out those only pages need', async () => {
    for (const res of [await t.app.inject({ url: '/api/catalogue' }), await t.app.inject({ url: '/api/shop' })]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-download-options']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('answers a 304 with only the fields that refresh the stored answer, which keeps its security headers', async () => {
    const full = await t.app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(full.headers['content-security-policy']).toBeDefined();
    const again = await t.app.inject({
      url: '/api/catalogue',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers).toMatchObject({ etag: full.headers.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    // …and how long nginx in front may keep it (lib/http/proxy-expiry.ts).
    expect(Object.keys(again.headers).sort()).toEqual(['cache-control', 'connection', 'date', 'etag', 'vary', 'x-accel-expires']);
  });
});
