import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withShopName } from '../src/modules/shop/shop-page.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const webIndex = fileURLToPath(new URL('../../web/index.html', import.meta.url));

describe("the shop's configured name", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-shop-name-'));
  beforeAll(async () => {
    fs.copyFileSync(webIndex, path.join(dist, 'index.html'));
    t = await startTestApp('sqlite', {
      SEED_DEMO: false,
      webDistDir: dist,
      SHOP_NAME: 'Test Mithai Bhandar',
      SHOP_PHONE: '9123456780',
      SHOP_ADDRESS: '5 Station Road, Jaipur',
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('seeds what GET /api/shop answers, with the phone and address', async () => {
    const res = await t.app.inject({ url: '/api/shop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Test Mithai Bhandar', phone: '9123456780', address: '5 Station Road, Jaipur' });
  });

  it('is in the title, description and noscript text of every page the server serves, the not-found page too', async () => {
    for (const url of ['/', '/index.html', '/sweets/1/2', '/admin/orders']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(url === '/index.html' ? 404 : 200);
      // Without PUBLIC_URL its links hold the request's address: no shared cache may keep it.
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.body, url).toContain('<title>Test Mithai Bhandar · Indian sweets, snacks and groceries</title>');
      expect(res.body, url).toMatch(/<meta\s+name="description"\s+content="[^"]*from Test Mithai Bhandar\./);
      expect(res.body, url).toContain('<noscript>Please turn on JavaScript to shop at Test Mithai Bhandar.</noscript>');
      expect(res.body, url).not.toContain('Halwai Sweets');
    }
  });

  it('answers an unchanged page with 304 when the browser already has it', async () => {
    const first = await t.app.inject({ url: '/admin/orders' });
    const again = await t.app.inject({ url: '/admin/orders', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The browser keeps the stored page's security headers; the 304 only refreshes its caching.
    expect(first.headers['content-security-policy']).toBeDefined();
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': first.headers['cache-control'] });
  });

  it('comes with every page as GET /api/shop answers it, so the app draws its first screen with it; a change is in the next page', async () => {
    const shopInfo = (html: string) =>
      JSON.parse(/<script id="shop-info" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as unknown;
    for (const url of ['/', '/sweets', '/admin/orders']) {
      expect(shopInfo((await t.app.inject({ url })).body), url).toEqual((await t.app.inject({ url: '/api/shop' })).json());
    }

    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json();
    const name = "Ram's </script><b> & Sons";
    const saved = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, name } });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await t.app.inject({ url: '/' })).body;
    expect(shopInfo(html)).toMatchObject({ name, phone: '9123456780' });
    expect(html).not.toContain('</script><b>');
  });
});

describe('withShopName', () => {
  it('escapes the name for HTML and leaves the rest of the page alone', () => {
    const html = [
      '<title>Halwai Sweets &amp; Snacks · Sweets</title>',
      '<meta name="description" content="From Halwai Sweets &amp; Snacks." />',
      '<noscript>Shop at Halwai Sweets &amp; Snacks.</noscript>',
      '<div id="root">Halwai Sweets &amp; Snacks</div>',
    ].join('\n');
    expect(withShopName(html, `Ram & "Sons" <$&>`).split('\n')).toEqual([
      '<title>Ram &amp; &quot;Sons&quot; &lt;$&amp;&gt; · Sweets</title>',
      '<meta name="description" content="From Ram &amp; &quot;Sons&quot; &lt;$&amp;&gt;." />',
      '<noscript>Shop at Ram &amp; &quot;Sons&quot; &lt;$&amp;&gt;.</noscript>',
      '<div id="root">Halwai Sweets &amp; Snacks</div>',
    ]);
  });
});
