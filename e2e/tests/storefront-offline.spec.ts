import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { MESSAGES } from '@halwai/domain';
import { availableItem, enoughOf, expect, fillCustomer, openWithCart, storedCart, test } from '../fixtures/storefront';

/** Issue 13: installable, and usable offline after one visit; a new version takes over cleanly. */

test.use({ serviceWorkers: 'allow' });

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** Waits until the service worker is installed and answers this page's requests. */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** True when the picture with this alt text has loaded (not the placeholder, not broken). */
const pictureShown = (page: Page, name: string) =>
  page
    .getByRole('img', { name })
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.src.includes('no-picture'));

test('the manifest names the shop and offers Android icons, maskable included', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  const shop = await (await request.get('/api/shop')).json();
  expect(manifest).toMatchObject({ name: shop.name, start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
});

for (const viewport of VIEWPORTS) {
  test(`after one visit the shop opens and browses offline on a ${viewport.name}`, async ({ page, context, catalogue }) => {
    await page.setViewportSize(viewport);
    const item = availableItem(catalogue, 100);
    await openWithCart(page, [enoughOf(item)], '/');
    await controlledBy(page);
    // The first visit: home, the catalogue, an item's page (its picture seen), the cart.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/sweets');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto(`/product/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect.poll(() => pictureShown(page, item.name)).toBe(true);

    await context.setOffline(true);
    try {
      expect(
        await page.evaluate(() =>
          fetch('/healthz').then(
            () => 'online',
            () => 'offline',
          ),
        ),
      ).toBe('offline');

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/sweets');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.getByRole('article', { name: item.name, exact: true }).getByRole('link', { name: 'View Details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      await expect.poll(() => pictureShown(page, item.name)).toBe(true);
      await page.goto('/my-orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Placing the order offline says so, and the cart stays as it was.
      await page.goto('/cart');
      const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: item.name });
      await expect(line).toBeVisible();
      const before = await storedCart(page);
      await fillCustomer(page, 'Offline Customer', '9876543210');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(MESSAGES.offlineOrder);
      await dialog.getByRole('button').first().click();
      expect(await storedCart(page)).toEqual(before);
      await expect(line).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
}

test('the service worker keeps no staff pages, staff API answers or answers to staff tokens', async ({ page }) => {
  await page.goto('/');
  await controlledBy(page);
  await page.goto('/admin/login');
  await page.evaluate(() => fetch('/api/admin/categories', { headers: { Authorization: 'Bearer x' } }).catch(() => null));
  await page.evaluate(() => fetch('/api/catalogue', { headers: { Authorization: 'Bearer x' } }).catch(() => null));
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/');
  expect(kept.filter((u) => /^\/(admin|api\/admin|api\/auth)/.test(u))).toEqual([]);
});

test('no address or answer the service worker keeps holds an order’s access key', async ({ page, catalogue }) => {
  const placed = await page.request.post('/api/Notify/OrderTotal', {
    data: { cartItems: [enoughOf(availableItem(catalogue, 100))], customerName: 'Key Holder', customerMobile: '9876543210' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { id, accessKey } = (await placed.json()) as { id: number; accessKey: string };
  const orderTitle = `Order #${String(id).padStart(4, '0')}`;
  await page.goto('/');
  await controlledBy(page);

  await page.goto(`/order/${id}?key=${encodeURIComponent(accessKey)}`);
  await expect(page).toHaveTitle(new RegExp(orderTitle));
  await page.goto(`/invoice/${id}?key=${encodeURIComponent(accessKey)}`);
  await expect(page.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url, (await cache.match(request))!.url);
    }
    return urls;
  });
  expect(kept).toContainEqual(expect.stringMatching(/\/$/));
  expect(kept.filter((url) => url.includes('key=') || url.includes(accessKey))).toEqual([]);
});

// ---- a new version taking over ----

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The built server on `port`, serving the web app from `dist`. */
async function startServer(port: number, dist: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A second build: the same app whose entry script is changed, so it has a new name, index.html and worker
 * (the worker's list names the new script, and '/' gets a new revision as index.html changed).
 */
function changedBuild(from: string, to: string): { entry: string; renamed: string } {
  fs.cpSync(from, to, { recursive: true });
  const html = fs.readFileSync(path.join(to, 'index.html'), 'utf8');
  const entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(html)![1]!;
  const renamed = entry.replace(/\.js$/, '-v2.js');
  fs.writeFileSync(
    path.join(to, 'assets', renamed),
    `${fs.readFileSync(path.join(to, 'assets', entry), 'utf8')}\nwindow.__appVersion = 2;\n`,
  );
  fs.writeFileSync(path.join(to, 'index.html'), html.replace(entry, renamed));
  const sw = fs.readFileSync(path.join(to, 'sw.js'), 'utf8');
  const changed = sw
    .replace(`"/assets/${entry}"`, `"/assets/${renamed}"`)
    .replace(/\{"revision":"(\w+)","url":"\/"\}/, '{"revision":"$1v2","url":"/"}');
  expect(changed).toContain(`"/assets/${renamed}"`);
  expect(changed).toMatch(/\{"revision":"\w+v2","url":"\/"\}/);
  fs.writeFileSync(path.join(to, 'sw.js'), changed);
  return { entry, renamed };
}

/** The names of the page's caches, and the files kept in Workbox's precache. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.filter((name) => name.includes('-precache-'));
    const files: string[] = [];
    for (const name of precache) for (const r of await (await caches.open(name)).keys()) files.push(new URL(r.url).pathname);
    return { names, precache, files };
  });

test('a new version takes over: the page reloads once on the new files and the old files and caches are gone', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-update-'));
  const v1 = path.join(work, 'v1');
  const v2 = path.join(work, 'v2');
  fs.cpSync(path.join(ROOT, 'apps/web/dist'), v1, { recursive: true });
  const { entry, renamed } = changedBuild(v1, v2);
  const port = await freePort();
  let server = await startServer(port, v1, path.join(work, 'data'));
  let context: BrowserContext | null = null;
  try {
    context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 375, height: 812 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto('/sweets');
    await controlledBy(page);
    const before = await kept(page);
    expect(before.precache).toHaveLength(1);
    expect(before.files).toContain(`/assets/${entry}`);
    // What the hand-written worker (before Workbox) kept for its version: a new version drops it.
    await page.evaluate(() => caches.open('halwai-shell-0123456789abcdef'));
    expect(await page.evaluate(() => (window as { __appVersion?: number }).__appVersion)).toBeUndefined();

    // The shop deploys the new build.
    await stopServer(server);
    server = await startServer(port, v2, path.join(work, 'data'));

    // The next visit finds the new worker; it takes over and the page reloads itself on the new files.
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await reloaded;
    await expect.poll(() => page.evaluate(() => (window as { __appVersion?: number }).__appVersion)).toBe(2);
    await expect(page.getByRole('article').first()).toBeVisible();
    // The new version's files are kept for offline use, the old version's are not.
    const after = await kept(page);
    expect(after.precache).toEqual(before.precache);
    expect(after.files).toContain(`/assets/${renamed}`);
    expect(after.files).not.toContain(`/assets/${entry}`);
    expect(after.names.filter((name) => name.startsWith('halwai-shell-'))).toEqual([]);
  } finally {
    await context?.close();
    await stopServer(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
});
