import zlib from 'node:zlib';
import type { Catalogue } from '@halwai/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubcategory } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('catalogue on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const ids = { snacks: 0, sweets: 0, namkeen: 0, chips: 0, barfi: 0, ladoo: 0, product: 0 };

  const admin = (options: InjectOptions) => t.asAdmin(options);
  const catalogue = async () => (await t.app.inject({ url: '/api/catalogue' })).json() as Catalogue;
  const etag = async (url = '/api/catalogue') => (await t.app.inject({ url })).headers.etag as string;

  const product = (name: string, categoryId: number, subCategoryId: number, over: Record<string, unknown> = {}) =>
    createProduct(t, { name, categoryId, subCategoryId, price: 100, ...over });

  beforeAll(async () => {
    const category = (name: string) => createCategory(t, name);
    const sub = (name: string, categoryId: number) => createSubcategory(t, name, categoryId);
    // Created in an order different from the catalogue's, so the test sees the sorting.
    ids.sweets = await category('Sweets');
    ids.snacks = await category('Snacks');
    ids.ladoo = await sub('Ladoo', ids.sweets);
    ids.barfi = await sub('Barfi', ids.sweets);
    ids.chips = await sub('Chips', ids.snacks);
    ids.namkeen = await sub('Namkeen', ids.snacks);
    await product('Motichoor Ladoo', ids.sweets, ids.ladoo);
    await product('Besan Ladoo', ids.sweets, ids.ladoo, { isAvailable: false });
    await product('Kaju Barfi', ids.sweets, ids.barfi, {
      prices: [
        { label: '250 g', price: 220.5 },
        { label: '500 g', price: 440 },
      ],
      price: 220.5,
    });
    await product('Aloo Bhujia', ids.snacks, ids.namkeen);
    ids.product = (await product('Banana Chips', ids.snacks, ids.chips)).json().id;
  });

  it('answers categories, subcategories and items, ordered by position and name, unavailable items included', async () => {
    const res = await t.app.inject({ url: '/api/catalogue' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as Catalogue;
    expect(Object.keys(body)).toEqual(['categories', 'subcategories', 'items']);
    expect(body.categories).toEqual([
      { id: ids.sweets, name: 'Sweets' },
      { id: ids.snacks, name: 'Snacks' },
    ]);
    expect(body.subcategories).toEqual([
      { id: ids.ladoo, name: 'Ladoo', categoryId: ids.sweets },
      { id: ids.barfi, name: 'Barfi', categoryId: ids.sweets },
      { id: ids.chips, name: 'Chips', categoryId: ids.snacks },
      { id: ids.namkeen, name: 'Namkeen', categoryId: ids.snacks },
    ]);
    expect(body.items.map((i) => i.name)).toEqual([
      'Besan Ladoo',
      'Motichoor Ladoo',
      'Kaju Barfi',
      'Banana Chips',
      'Aloo Bhujia',
    ]);
    expect(body.items.find((i) => i.name === 'Besan Ladoo')?.isAvailable).toBe(false);
    expect(body.items.find((i) => i.name === 'Kaju Barfi')).toMatchObject({
      price: 220.5,
      prices: [
        { label: '250 g', price: 220.5 },
        { label: '500 g', price: 440 },
      ],
    });
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual([
        'categoryId',
        'description',
        'discount',
        'featured',
        'food',
        'gstRate',
        'hsn',
        'id',
        'isAvailable',
        'itemType',
        'name',
        'preorder',
        'price',
        'priceUnit',
        'prices',
        'searchWords',
        'stock',
        'subCategoryId',
        'thumbnail',
      ]);
    }
  });

  it('answers the same data at /catalogue with the key subCategories', async () => {
    const res = await t.app.inject({ url: '/catalogue' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['categories', 'subCategories', 'items']);
    const modern = await catalogue();
    expect(body.subCategories).toEqual(modern.subcategories);
    expect(body.items).toEqual(modern.items);
    expect(body.categories).toEqual(modern.categories);
  });

  it('routes case-insensitively', async () => {
    const res = await t.app.inject({ url: '/API/Catalogue' });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toHaveLength(2);
  });

  it('sends a strong ETag, no-cache, and 304 when If-None-Match matches', async () => {
    const first = await t.app.inject({ url: '/api/catalogue' });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{16,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({ url: '/api/catalogue', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    for (const header of [`W/${tag}`, `"other", ${tag}`, '*']) {
      expect((await t.app.inject({ url: '/api/catalogue', headers: { 'if-none-match': header } })).statusCode, header).toBe(304);
    }
    expect((await t.app.inject({ url: '/api/catalogue', headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
    // The two spellings are different bodies, so they carry different tags.
    expect(await etag('/catalogue')).not.toBe(tag);
  });

  it('lets a proxy in front keep it, and its 304, to the end of the second it was answered in', async () => {
    const thisSecond = () => Math.floor(Date.now() / 1000);
    const from = thisSecond();
    const first = await t.app.inject({ url: '/api/catalogue' });
    const again = await t.app.inject({ url: '/api/catalogue', headers: { 'if-none-match': first.headers.etag as string } });
    const to = thisSecond();
    expect(again.statusCode).toBe(304);
    for (const answer of [first, again]) {
      const until = Number(/^@(\d+)$/.exec(String(answer.headers['x-accel-expires']))?.[1]);
      expect(until).toBeGreaterThanOrEqual(from);
      expect(until).toBeLessThanOrEqual(to);
    }
  });

  it('changes the ETag and the body after every product, price or category write', async () => {
    const writes: [string, () => Promise<unknown>, (c: Catalogue) => boolean][] = [
      [
        'toggle',
        () => admin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${ids.product}` }),
        (c) => c.items.find((i) => i.id === ids.product)?.isAvailable === false,
      ],
      [
        'price edit',
        async () => {
          const current = (await t.app.inject({ url: `/get-product/${ids.product}` })).json();
          return admin({
            method: 'PUT',
            url: `/api/Products/${ids.product}`,
            payload: { ...current, prices: [{ label: '200 g', price: 75 }] },
          });
        },
        (c) => c.items.find((i) => i.id === ids.product)?.prices[0]?.price === 75,
      ],
      ['create', () => product('Chakli', ids.snacks, ids.namkeen), (c) => c.items.some((i) => i.name === 'Chakli')],
      [
        'category rename',
        () => admin({ method: 'PUT', url: `/api/admin/categories/${ids.snacks}`, payload: { name: 'Namkeen & Snacks' } }),
        (c) => c.categories.some((x) => x.name === 'Namkeen & Snacks'),
      ],
      [
        'new subcategory',
        () => admin({ method: 'POST', url: '/api/admin/subcategories', payload: { name: 'Mathri', categoryId: ids.snacks } }),
        (c) => c.subcategories.some((s) => s.name === 'Mathri'),
      ],
      [
        'delete',
        () => admin({ method: 'DELETE', url: `/api/products/${ids.product}` }),
        (c) => !c.items.some((i) => i.id === ids.product),
      ],
    ];
    for (const [what, write, visible] of writes) {
      const before = await etag();
      await write();
      const after = await t.app.inject({ url: '/api/catalogue', headers: { 'if-none-match': before } });
      expect(after.statusCode, what).toBe(200);
      expect(after.headers.etag, what).not.toBe(before);
      expect(visible(after.json()), what).toBe(true);
      const { subCategories, ...legacy } = (await t.app.inject({ url: '/catalogue' })).json();
      expect(visible({ ...legacy, subcategories: subCategories }), `${what} at /catalogue`).toBe(true);
    }
  });

  it('sends the same body brotli- or gzip-compressed when the client takes it', async () => {
    const plain = await t.app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases: [string, string, (b: Buffer) => Buffer][] = [
      ['br', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip;q=0.8', 'gzip', zlib.gunzipSync],
    ];
    // Brotli is made after gzip: a client that takes both gets gzip until then, the same body.
    await t.asAdmin({
      method: 'PUT',
      url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${(plain.json() as { items: { id: number }[] }).items[0]!.id}`,
    });
    const rebuilt = await t.app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip, br' } });
    expect(['gzip', 'br']).toContain(rebuilt.headers['content-encoding']);
    const current = await t.app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'identity' } });
    const decode = rebuilt.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
    expect(decode(rebuilt.rawPayload).toString('utf8')).toBe(current.body);
    for (const [accept, coding, decode] of cases) {
      const res = await t.app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers.etag).toBe(current.headers.etag);
      expect(decode(res.rawPayload).toString('utf8')).toBe(current.body);
    }
  });

  it('answers many concurrent readers with one consistent body', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/catalogue' })));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

describe.each(ENGINES)('catalogue of the demo shop on %s', (engine) => {
  const t = useTestApp(engine);

  it('holds the seeded categories and items, each item in a known category and subcategory', async () => {
    const body = (await t.app.inject({ url: '/api/catalogue' })).json() as Catalogue;
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.items.length).toBeGreaterThan(0);
    const categoryIds = new Set(body.categories.map((c) => c.id));
    const subcategoryOf = new Map(body.subcategories.map((s) => [s.id, s.categoryId]));
    for (const item of body.items) {
      expect(categoryIds.has(item.categoryId), item.name).toBe(true);
      expect(subcategoryOf.get(item.subCategoryId), item.name).toBe(item.categoryId);
      expect(item.prices.length, item.name).toBeGreaterThan(0);
    }
  });
});
