// The storefront's built worker (dist/sw.js) is Workbox's, lists this build's files and nothing private,
// and carries the rules of what it must never keep. Its behaviour in a browser is e2e/tests/storefront-offline.spec.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEVER, isPrivate } from '../apps/web/service-worker/rules';
// @ts-expect-error plain ES modules without declarations
import { ensureBuilt, root } from '../scripts/prepare.mjs';

interface Entry {
  url: string;
  revision: string | null;
}

const dist = path.join(root as string, 'apps/web/dist');
let sw = '';
let precache: Entry[] = [];

describe('the built service worker', () => {
  beforeAll(() => {
    ensureBuilt();
    sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
    // injectManifest writes the list as JSON in place of self.__WB_MANIFEST.
    precache = JSON.parse(/\[\{"revision":.*?\}\]/s.exec(sw)?.[0] ?? '[]') as Entry[];
  }, 240_000);

  it('is built with Workbox', () => {
    for (const module of ['core', 'precaching', 'routing', 'strategies', 'expiration', 'cacheable-response'])
      expect(sw, module).toMatch(new RegExp(`self\\["workbox:${module}:7\\.`));
    expect(sw).not.toContain('self.__WB_MANIFEST');
  });

  it("precaches the build's files but source maps and fonts, the shell's pictures, and '/' as index.html", () => {
    const urls = precache.map((entry) => entry.url);
    const built = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((file) => !/\.(map|woff2?|ttf)$/.test(file))
      .map((file) => `/assets/${file}`);
    expect(urls.filter((url) => url.startsWith('/assets/')).sort()).toEqual(built.sort());
    expect(urls).toEqual(expect.arrayContaining(['/favicon.svg', '/logo.svg', '/images/no-picture.svg', '/icons/icon-192.png']));
    // Workbox's revision of a file is its MD5: a build that changes index.html refetches '/'.
    const index = createHash('md5')
      .update(fs.readFileSync(path.join(dist, 'index.html')))
      .digest('hex');
    expect(precache.find((entry) => entry.url === '/')?.revision).toBe(index);
    expect(urls).not.toContain('/index.html');
  });

  it('precaches nothing private: no query, no staff, API, order or invoice address', () => {
    const privateUrls = precache.filter(
      ({ url }) => url.includes('?') || /^\/(admin|api|get-order|invoice)(\/|$)/i.test(url) || NEVER.some((p) => p.test(url)),
    );
    expect(privateUrls).toEqual([]);
  });

  it('keeps the addresses it must never cache', () => {
    for (const pattern of NEVER) expect(sw, String(pattern)).toContain(String(pattern));
  });
});

describe('what the worker leaves to the browser', () => {
  const origin = 'https://shop.example';
  const request = (url: string, init?: RequestInit) => new Request(new URL(url, origin), init);

  it('leaves staff, sign-in, live, order and invoice addresses alone', () => {
    for (const url of [
      '/admin',
      '/admin/orders',
      '/api/admin/categories',
      '/api/auth/login',
      '/api/notify/ordertotal',
      '/api/orders/7?key=k',
      '/get-order/7?key=k',
      '/invoice/7?key=k',
      '/api/orders/7/events',
      '/login',
      '/register',
      '/logout',
    ])
      expect(isPrivate(request(url), origin), url).toBe(true);
  });

  it('leaves requests with a token, that change something, or to another origin alone', () => {
    expect(isPrivate(request('/api/catalogue', { headers: { Authorization: 'Bearer x' } }), origin)).toBe(true);
    expect(isPrivate(request('/api/catalogue', { method: 'POST' }), origin)).toBe(true);
    expect(isPrivate(request('https://fonts.example/a.woff2'), origin)).toBe(true);
  });

  it("answers the storefront's own pages, data, files and pictures", () => {
    for (const url of ['/', '/sweets', '/product/3', '/api/catalogue', '/api/shop', '/assets/index-a.js', '/media/a.webp'])
      expect(isPrivate(request(url), origin), url).toBe(false);
  });
});
