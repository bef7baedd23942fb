import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubcategory } from './support/shop-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Halwai</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = await startTestApp('sqlite', { SEED_DEMO: false, webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes, never cached (nor kept by shared caches without PUBLIC_URL), and never stored for an order page', async () => {
    for (const [url, cacheControl] of [
      ['/', 'private, no-cache'],
      ['/sweets/1/2', 'private, no-cache'],
      ['/admin/product-list', 'private, no-cache'],
      ['/order-successful/7?key=abc', 'no-store'],
      ['/order/7?key=abc', 'no-store'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(cacheControl);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("answers an address the app has no page for, or an item that does not exist, 404 with the app, which draws its not-found page", async () => {
    const category = await createCategory(t, 'Sweets');
    const sub = await createSubcategory(t, 'Barfi', category);
    const created = await createProduct(t, { name: 'Kaju Barfi', categoryId: category, subCategoryId: sub, price: 400 });
    const real = created.json().id as number;
    for (const url of ['/product/99999999', '/no-such-page', '/product/abc', '/product/1234567890', '/sweets/1/2/3', '/admin/no-such-screen', '/index.html', '/cart/extra']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toContain('text/html');
        if (method === 'GET') expect(res.body, url).toContain('<div id="root">');
      }
    }
    for (const url of ['/', '/sweets', `/sweets/${category}/${sub}`, '/Sweets/', `/product/${real}`, `/product/${real}/`, '/cart', '/admin/orders', '/admin/update-product/99999999', '/order-successful/1?key=x', '/invoice/1?key=x', '/register', '/send-message/9876543210']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('puts every security header on pages and assets, the content security policy included', async () => {
    for (const url of ['/', '/sweets/1/2', '/assets/index-abc123.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      for (const header of ['x-content-type-options', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-download-options', 'origin-agent-cluster']) {
        expect(res.headers[header], `${url} ${header}`).toBeDefined();
      }
    }
  });

  it('serves an asset compressed in the coding asked for, the same bytes each time, and revalidates it with an empty 304', async () => {
    const source = fs.readFileSync(path.join(dist, 'assets', 'index-abc123.js'));
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(source);
    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(source);
    const gzipAgain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipAgain.rawPayload).toEqual(gzip.rawPayload);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(source);
    const again = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/get-order/x/y/z', '/media/missing-file']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
