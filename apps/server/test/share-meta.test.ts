import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CAROUSEL_PICTURE_SIZES,
  carouselSrcSet,
  CATALOGUE_CARD_PICTURE_SIZES,
  mediaSrcSet,
  PRODUCT_PAGE_PICTURE_SIZES,
  type Catalogue,
  type Product,
} from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubcategory } from './support/shop-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** index.html as the web build writes it (trimmed to what the server rewrites). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Fresh Indian sweets from Halwai Sweets &amp; Snacks." />
    <title>Halwai Sweets &amp; Snacks · Indian sweets, snacks and groceries</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The content of `<meta property|name="key">` in a page. */
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { name: string; offers: Record<string, unknown> }) : null;
};

/** The scripts the landing pages load beyond the entry, as Vite's build manifest lists them. */
const PAGE_SCRIPTS = {
  catalogue: ['/assets/catalogue-page-AbC1.js', '/assets/product-card-dEf2.js'],
  product: ['/assets/product-details-page-GhI3.js'],
};
/** dist/.vite/manifest.json as the web build writes it, with a file name no build writes. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Zz9.js', isEntry: true, imports: ['_framework-Yy8.js'] },
  '_framework-Yy8.js': { file: 'assets/framework-Yy8.js' },
  'src/features/catalogue/catalogue-page.tsx': { file: 'assets/catalogue-page-AbC1.js', imports: ['index.html', '_product-card-dEf2.js'] },
  '_product-card-dEf2.js': { file: 'assets/product-card-dEf2.js', imports: ['_framework-Yy8.js'] },
  'src/features/catalogue/product-details-page.tsx': { file: 'assets/product-details-page-GhI3.js', imports: ['_tricky'] },
  _tricky: { file: '"><script>alert(1)</script>.js' },
};

describe('what a shared link and a crawler see', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dist-'));
  const ids = { sweets: 0, laddoo: 0, empty: 0, emptySub: 0, item: 0, hidden: 0, tricky: 0, pictured: 0 };
  const STORED = '/media/0123456789abcdef0123456789abcdef.webp';

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await startTestApp('sqlite', { SEED_DEMO: false, webDistDir: dist, PUBLIC_URL: 'https://mithai.example/' });
    ids.sweets = await createCategory(t, 'Sweets');
    ids.laddoo = await createSubcategory(t, 'Laddoo', ids.sweets);
    ids.empty = await createCategory(t, 'Dry Fruits');
    ids.emptySub = await createSubcategory(t, 'Kaju', ids.empty);
    const product = async (fields: Record<string, unknown>) => {
      const res = await createProduct(t, { categoryId: ids.sweets, subCategoryId: ids.laddoo, price: 520, ...fields } as never);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    ids.item = await product({
      name: 'Besan Laddoo',
      description: 'Roasted gram flour and ghee.',
      thumbnail: '/media/besan.webp',
      priceUnit: '1 kg',
    });
    ids.hidden = await (async () => {
      const res = await createProduct(t, {
        name: 'Kaju Katli',
        categoryId: ids.empty,
        subCategoryId: ids.emptySub,
        price: 900,
        isAvailable: false,
      });
      return res.json().id as number;
    })();
    ids.tricky = await product({
      name: `Ram's "Best" </script><b>`,
      description: 'a & b',
      thumbnail: 'https://cdn.example/x.png',
    });
    ids.pictured = await product({ name: 'Motichoor Laddoo', thumbnail: STORED });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("a product page carries the item's name, price, picture, canonical link and Product data as first served", async () => {
    const html = (await t.app.inject({ url: `/product/${ids.item}` })).body;
    expect(html).toContain('<title>Besan Laddoo · Halwai Sweets &amp; Snacks</title>');
    expect(meta(html, 'og:title')).toBe('Besan Laddoo · Halwai Sweets &amp; Snacks');
    expect(meta(html, 'og:description')).toContain('Besan Laddoo, ₹520 / 1 kg at Halwai Sweets &amp; Snacks.');
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:image')).toBe('https://mithai.example/media/besan.webp');
    expect(meta(html, 'og:type')).toBe('product');
    expect(html).toContain(`<link rel="canonical" href="https://mithai.example/product/${ids.item}" />`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Besan Laddoo',
      image: 'https://mithai.example/media/besan.webp',
      offers: {
        price: '520.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `https://mithai.example/product/${ids.item}`,
      },
    });
    expect(jsonLd((await t.app.inject({ url: `/product/${ids.hidden}` })).body)?.offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it("a product page asks for the item's picture with the HTML, in the widths and sizes the page's <img> has", async () => {
    const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    // With the item's own answer and the catalogue its breadcrumbs read, which the page asks for at once.
    const data = (id: number) => [
      `<link rel="preload" href="/get-product/${id}" as="fetch" crossorigin="anonymous" />`,
      '<link rel="preload" href="/api/catalogue" as="fetch" crossorigin="anonymous" />',
    ];
    const stored = (await t.app.inject({ url: `/product/${ids.pictured}` })).body;
    const srcset = mediaSrcSet(STORED)!.replaceAll('&', '&amp;');
    expect(preloads(stored)).toEqual([
      `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${PRODUCT_PAGE_PICTURE_SIZES}" fetchpriority="high" />`,
      ...data(ids.pictured),
    ]);
    // A picture from elsewhere is asked for as the page shows it.
    expect(preloads((await t.app.inject({ url: `/product/${ids.tricky}` })).body)).toEqual([
      '<link rel="preload" as="image" href="https://cdn.example/x.png" fetchpriority="high" />',
      ...data(ids.tricky),
    ]);
    for (const url of ['/product/999999', '/cart']) {
      expect(preloads((await t.app.inject({ url })).body), url).toEqual([]);
    }
  });

  it("home and the catalogue ask for the catalogue with the HTML, and a catalogue page for its first card's picture", async () => {
    const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    const data = '<link rel="preload" href="/api/catalogue" as="fetch" crossorigin="anonymous" />';
    const catalogue = (await t.app.inject({ url: '/api/catalogue' })).json() as Catalogue;
    const pictureOf = (item: Product) => {
      const srcset = mediaSrcSet(item.thumbnail);
      const target = srcset
        ? `imagesrcset="${srcset.replaceAll('&', '&amp;')}" imagesizes="${CATALOGUE_CARD_PICTURE_SIZES}"`
        : `href="${item.thumbnail}"`;
      return `<link rel="preload" as="image" ${target} fetchpriority="high" />`;
    };
    const firstOf = (categoryId?: number) =>
      catalogue.items.find((i) => categoryId === undefined || i.categoryId === categoryId)!;

    // Home's hero is preloaded by the web app itself.
    expect(preloads((await t.app.inject({ url: '/' })).body)).toEqual([
      `<link rel="preload" as="image" href="/carousel/fresh-laddoos-1600.webp" imagesrcset="${carouselSrcSet('fresh-laddoos')}" imagesizes="${CAROUSEL_PICTURE_SIZES}" fetchpriority="high" />`,
      data,
    ]);
    expect(preloads((await t.app.inject({ url: '/sweets' })).body)).toEqual([pictureOf(firstOf()), data]);
    expect(preloads((await t.app.inject({ url: `/sweets/${ids.sweets}/${ids.laddoo}` })).body)).toEqual([
      pictureOf(firstOf(ids.sweets)),
      data,
    ]);
    // An unknown category shows the whole catalogue, as the page does.
    expect(preloads((await t.app.inject({ url: '/sweets/999999' })).body)).toEqual([pictureOf(firstOf()), data]);
    // A card without a picture of its own shows (and preloads) the shop's placeholder.
    expect(preloads((await t.app.inject({ url: `/sweets/${ids.empty}` })).body)).toEqual([pictureOf(firstOf(ids.empty)), data]);
    // A search's first result is not known before the page runs.
    expect(preloads((await t.app.inject({ url: '/sweets?q=kaju' })).body)).toEqual([data]);
  });

  it('the catalogue and a product page ask for their own scripts with the HTML; other pages ask for none', async () => {
    const scripts = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    const tag = (src: string) => `<link rel="modulepreload" crossorigin href="${src}" />`;
    for (const url of ['/sweets', `/sweets/${ids.sweets}/${ids.laddoo}`, '/sweets/999999', '/sweets?q=kaju']) {
      expect(scripts((await t.app.inject({ url })).body), url).toEqual(PAGE_SCRIPTS.catalogue.map(tag));
    }
    // Only names of built assets are written into a page.
    expect(scripts((await t.app.inject({ url: `/product/${ids.item}` })).body)).toEqual(PAGE_SCRIPTS.product.map(tag));
    for (const url of ['/', '/cart', '/product/999999', '/admin/orders']) {
      expect(scripts((await t.app.inject({ url })).body), url).toEqual([]);
    }
  });

  it('escapes everything a name can hold', async () => {
    const html = (await t.app.inject({ url: `/product/${ids.tricky}?utm=x` })).body;
    expect(html).toContain('<title>Ram&#39;s &quot;Best&quot; &lt;/script&gt;&lt;b&gt; · ');
    expect(html).not.toContain('</script><b>');
    expect(jsonLd(html)?.name).toBe(`Ram's "Best" </script><b>`);
    expect(meta(html, 'og:image')).toBe('https://cdn.example/x.png');
  });

  it("home and catalogue pages carry the shop's, unknown products too; a renamed product is seen at once", async () => {
    for (const url of ['/', '/sweets', `/sweets/${ids.sweets}`, '/product/999999']) {
      const html = (await t.app.inject({ url })).body;
      expect(meta(html, 'og:title'), url).toBe('Halwai Sweets &amp; Snacks · Indian sweets, snacks and groceries');
      expect(meta(html, 'og:description'), url).toBe('Fresh Indian sweets from Halwai Sweets &amp; Snacks.');
      expect(meta(html, 'og:image'), url).toBe('https://mithai.example/icons/icon-512.png');
      expect(jsonLd(html), url).toBeNull();
    }
    expect((await t.app.inject({ url: '/sweets/' })).body).toContain(
      '<link rel="canonical" href="https://mithai.example/sweets" />',
    );
    expect((await t.app.inject({ url: '/cart' })).body).not.toContain('rel="canonical"');

    const before = (await t.app.inject({ url: `/product/${ids.item}` })).body;
    expect(before).toContain('<title>Besan Laddoo');
    const res = await t.asAdmin({
      method: 'PUT',
      url: `/api/Products/${ids.item}`,
      payload: {
        name: 'Besan Ladoo Special',
        categoryId: ids.sweets,
        subCategoryId: ids.laddoo,
        price: 540,
        priceUnit: '1 kg',
        itemType: 'ByKilo',
        prices: [{ label: '1 kg', price: 540 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.app.inject({ url: `/product/${ids.item}` })).body;
    expect(after).toContain('<title>Besan Ladoo Special');
    expect(meta(after, 'og:description')).toContain('₹540 / 1 kg');
  });

  it('robots.txt names the sitemap and keeps crawlers out of /admin, /counter and /api', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /counter',
        'Disallow: /api',
        'Sitemap: https://mithai.example/sitemap.xml',
      ]),
    );
  });

  it('the sitemap lists every available product page and the categories customers see', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://mithai.example/',
      'https://mithai.example/sweets',
      `https://mithai.example/sweets/${ids.sweets}`,
      `https://mithai.example/product/${ids.item}`,
      `https://mithai.example/product/${ids.pictured}`,
      `https://mithai.example/product/${ids.tricky}`,
    ]);
  });
});

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  let productId = 0;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    t = await startTestApp('sqlite', { SEED_DEMO: false, webDistDir: dist, PORT: 3000 });
    const category = await createCategory(t, 'Sweets');
    const res = await createProduct(t, { name: 'Kaju Barfi', categoryId: category, subCategoryId: await createSubcategory(t, 'Barfi', category), price: 400 });
    productId = res.json().id as number;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** Every absolute address robots.txt, the sitemap and a product page hold, as asked for with this Host. */
  const addressesFor = async (host: string) => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host } });
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host } });
    const page = await t.app.inject({ url: `/product/${productId}`, headers: { host } });
    for (const res of [robots, sitemap, page]) expect(res.headers['cache-control'], host).toBe('private, no-cache');
    return [
      ...[...robots.body.matchAll(/Sitemap: (\S+)/g)].map((m) => m[1]),
      ...[...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]),
      meta(page.body, 'og:image'),
      meta(page.body, 'og:url'),
      /<link rel="canonical" href="([^"]*)"/.exec(page.body)?.[1],
      jsonLd(page.body)?.offers.url,
    ];
  };

  it('a forged Host never reaches a link: the local address stands in, and nothing is kept by shared caches', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example:3000', 'localhost:8080', '127.0.0.2:3000', 'a b']) {
      const addresses = await addressesFor(host);
      expect(addresses.length, host).toBeGreaterThan(5);
      for (const address of addresses) expect(address, host).toMatch(/^http:\/\/localhost:3000\//);
    }
  });

  it("believes this machine's own names at the shop's port, as the start prints them", async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      for (const address of await addressesFor(host)) expect(address, host).toMatch(new RegExp(`^http://${host.replace(/[[\].]/g, '\\$&')}/`));
    }
  });
});

describe('with PUBLIC_URL and a forged Host', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    t = await startTestApp('sqlite', { SEED_DEMO: false, webDistDir: dist, PUBLIC_URL: 'https://mithai.example' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('links always use PUBLIC_URL, and robots.txt, the sitemap and pages may be kept by shared caches', async () => {
    const headers = { host: 'evil.example' };
    const robots = await t.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://mithai.example/sitemap.xml');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers });
    expect(sitemap.body).toContain('<loc>https://mithai.example/</loc>');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=600');
    const page = await t.app.inject({ url: '/sweets', headers });
    expect(page.body).toContain('<link rel="canonical" href="https://mithai.example/sweets" />');
    expect(page.body).not.toContain('evil.example');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
