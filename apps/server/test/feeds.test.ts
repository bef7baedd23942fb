import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSubcategory } from './support/shop-fixtures.js';
import { ENGINES, useTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const HOSTILE = `Kaju <b>"Katli"</b> & 'Barfi', fresh\nline two`;

const picture = (size: number, height = size) =>
  sharp({ create: { width: size, height, channels: 3, background: '#d4a017' } })
    .png()
    .toBuffer();

interface GoogleItem {
  'g:id': string | number;
  'g:item_group_id': string | number;
  title: string;
  description: string;
  link: string;
  'g:image_link': string;
  'g:price': string;
  'g:sale_price'?: string;
  'g:availability': string;
  'g:condition': string;
  'g:brand': string;
  'g:google_product_category': string | number;
  'g:gtin'?: string | number;
  'g:identifier_exists'?: string;
}

const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });

async function googleItems(t: TestApp): Promise<{ rss: Record<string, unknown>; items: GoogleItem[] }> {
  const res = await t.app.inject({ url: '/feeds/google.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const doc = xml.parse(res.body) as { rss: { '@_version': string; '@_xmlns:g': string; channel: { item?: GoogleItem[] } } };
  return { rss: doc.rss, items: doc.rss.channel.item ?? [] };
}

async function metaRows(t: TestApp): Promise<Record<string, string>[]> {
  const res = await t.app.inject({ url: '/feeds/meta.csv' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parseCsv(res.body, { columns: true }) as Record<string, string>[];
}

describe.each(ENGINES)('product feeds on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false, SHOP_NAME: 'Halwai & Sons', PUBLIC_URL: 'https://shop.example' });
  let ids: { categoryId: number; subCategoryId: number };

  const create = async (fields: Record<string, unknown>, prices: unknown[], image?: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...ids, priceUnit: 'kg', itemType: 'ByKilo', isAvailable: true, ...fields })) {
      form.append(name, String(value));
    }
    form.append('price', String((prices[0] as { price: number }).price));
    form.append('prices', JSON.stringify(prices));
    if (image) form.append('thumbnailFile', new Blob([image], { type: 'image/png' }), 'photo.png');
    const res = await t.asAdmin({ method: 'POST', url: '/api/products', payload: form });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; thumbnail: string };
  };

  let hostile: { id: number; thumbnail: string };
  let soldOut: { id: number };
  let hidden: { id: number };
  let small: { id: number };
  let bare: { id: number };

  beforeAll(async () => {
    ids = { categoryId: await createCategory(t, 'Sweets'), subCategoryId: 0 };
    ids.subCategoryId = await createSubcategory(t, 'Barfi', ids.categoryId);
    const big = await picture(600);
    hostile = await create(
      { name: HOSTILE, description: `Made with <ghee> & "love", then\r\nmore`, discount: 10 },
      [
        { label: '500 g', price: 270, barcode: '4006381333931' },
        { label: '1 kg', price: 540 },
      ],
      big,
    );
    // A landscape picture, as the demo shop's (600 × 450): framed square for the feeds.
    soldOut = await create({ name: 'Soan Papdi', description: 'Flaky' }, [{ label: '1 kg', price: 300 }], await picture(600, 450));
    hidden = await create({ name: 'Hidden Halwa', description: 'Off', isAvailable: false }, [{ label: '1 kg', price: 400 }], big);
    small = await create({ name: 'Small Picture Peda', description: 'Tiny' }, [{ label: '1 kg', price: 200 }], await picture(300));
    bare = await create({ name: 'No Picture Ladoo', description: '' }, [{ label: '1 kg', price: 200 }]);
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${soldOut.id}/stock`, payload: { stock: 0 } })).statusCode).toBe(200);
  });

  it('lists one Google item per pack, escaped, with prices, availability and identifiers', async () => {
    const { rss, items } = await googleItems(t);
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const byId = new Map(items.map((i) => [String(i['g:id']), i]));
    expect([...byId.keys()].sort()).toEqual([`${hidden.id}-1kg`, `${hostile.id}-1kg`, `${hostile.id}-500g`, `${soldOut.id}-1kg`].sort());

    const half = byId.get(`${hostile.id}-500g`)!;
    expect(half.title).toBe(`${HOSTILE} (500 g)`);
    expect(half.description).toBe('Made with <ghee> & "love", then\nmore');
    expect(String(half['g:item_group_id'])).toBe(String(hostile.id));
    expect(half.link).toBe(`https://shop.example/product/${hostile.id}`);
    expect(half['g:image_link']).toBe(`https://shop.example${hostile.thumbnail.replace('.webp', '.jpg')}`);
    expect(half['g:price']).toBe('300.00 INR'); // ₹270 charged after 10 % off
    expect(half['g:sale_price']).toBe('270.00 INR');
    expect(half['g:availability']).toBe('in_stock');
    expect(half['g:condition']).toBe('new');
    expect(half['g:brand']).toBe('Halwai & Sons');
    expect(String(half['g:google_product_category'])).toBe('422');
    expect(String(half['g:gtin'])).toBe('4006381333931');
    expect(half['g:identifier_exists']).toBeUndefined();
    const kilo = byId.get(`${hostile.id}-1kg`)!;
    expect(kilo['g:identifier_exists']).toBe('no');
    expect(kilo['g:gtin']).toBeUndefined();

    expect(byId.get(`${soldOut.id}-1kg`)!['g:availability']).toBe('out_of_stock');
    expect(byId.get(`${soldOut.id}-1kg`)!['g:sale_price']).toBeUndefined();
    expect(byId.get(`${hidden.id}-1kg`)!['g:availability']).toBe('out_of_stock');
    expect(items.some((i) => [String(small.id), String(bare.id)].includes(String(i['g:item_group_id'])))).toBe(false);
  });

  it('serves the pictures it links as square JPEGs of at least 500 × 500 px', async () => {
    const items = (await googleItems(t)).items;
    const links = [`${hostile.id}-500g`, `${soldOut.id}-1kg`].map((id) => items.find((i) => String(i['g:id']) === id)!['g:image_link']);
    for (const link of links) {
      const res = await t.app.inject({ url: new URL(link).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    }
    expect((await t.app.inject({ url: '/media/0123456789abcdef0123456789abcdef.jpg' })).statusCode).toBe(404);
  });

  it("lists the same items in Meta's columns, quoted so a CSV parser reads every name back", async () => {
    const res = await t.app.inject({ url: '/feeds/meta.csv' });
    expect(res.body.split('\r\n')[0]).toBe('id,title,description,availability,condition,price,link,image_link,brand,sale_price,item_group_id');
    const rows = await metaRows(t);
    const google = (await googleItems(t)).items;
    expect(rows.map((r) => r.id).sort()).toEqual(google.map((i) => String(i['g:id'])).sort());
    const half = rows.find((r) => r.id === `${hostile.id}-500g`)!;
    // As stored: a form's line breaks arrive as CRLF, which CSV keeps (XML reads them back as LF).
    const stored = (await t.app.inject({ url: `/get-product/${hostile.id}` })).json() as { name: string; description: string };
    expect(stored.name.replace(/\r\n/g, '\n')).toBe(HOSTILE);
    expect(half).toEqual({
      id: `${hostile.id}-500g`,
      title: `${stored.name} (500 g)`,
      description: stored.description,
      availability: 'in stock',
      condition: 'new',
      price: '300.00 INR',
      link: `https://shop.example/product/${hostile.id}`,
      image_link: `https://shop.example${hostile.thumbnail.replace('.webp', '.jpg')}`,
      brand: 'Halwai & Sons',
      sale_price: '270.00 INR',
      item_group_id: String(hostile.id),
    });
    expect(rows.find((r) => r.id === `${soldOut.id}-1kg`)).toMatchObject({ availability: 'out of stock', sale_price: '' });
    expect(rows.find((r) => r.id === `${hidden.id}-1kg`)?.availability).toBe('out of stock');
  });

  it("tells staff the feeds' absolute addresses", async () => {
    expect((await t.app.inject({ url: '/api/admin/feeds' })).statusCode).toBe(401);
    expect((await t.asAdmin({ url: '/api/admin/feeds' })).json()).toEqual({
      google: 'https://shop.example/feeds/google.xml',
      meta: 'https://shop.example/feeds/meta.csv',
    });
  });

  it('answers 304 to its ETag, and shows a change within a second', async () => {
    for (const url of ['/feeds/google.xml', '/feeds/meta.csv']) {
      const first = await t.app.inject({ url });
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const changed = Date.now();
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${soldOut.id}/stock`, payload: { stock: 3 } })).statusCode).toBe(200);
    const product = (await t.app.inject({ url: `/get-product/${hidden.id}` })).json() as Record<string, unknown>;
    const renamed = await t.asAdmin({ method: 'PUT', url: `/api/Products/${hidden.id}`, payload: { ...product, name: 'Gajar Halwa', isAvailable: true } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await waitFor(
      async () => {
        const items = (await googleItems(t)).items;
        const rows = await metaRows(t);
        return (
          items.find((i) => String(i['g:id']) === `${soldOut.id}-1kg`)?.['g:availability'] === 'in_stock' &&
          items.find((i) => String(i['g:id']) === `${hidden.id}-1kg`)?.title === 'Gajar Halwa (1 kg)' &&
          rows.find((r) => r.id === `${hidden.id}-1kg`)?.availability === 'in stock'
        );
      },
      1000,
      'the feeds to follow the catalogue',
    );
    expect(Date.now() - changed).toBeLessThan(1000 + 500);
  });
});

describe("the demo shop's feeds", () => {
  const t = useTestApp('sqlite', { PUBLIC_URL: 'https://shop.example' });

  it('list every seeded item with a picture, each pack with a well-formed price and availability', async () => {
    const catalogue = (await t.app.inject({ url: '/api/catalogue' })).json() as { items: { id: number; prices: unknown[] }[] };
    const { items } = await googleItems(t);
    expect(items).toHaveLength(catalogue.items.reduce((n, item) => n + item.prices.length, 0));
    for (const item of items) {
      expect(item['g:price']).toMatch(/^\d+\.\d{2} INR$/);
      expect(['in_stock', 'out_of_stock', 'preorder']).toContain(item['g:availability']);
      expect(item['g:image_link']).toMatch(/^https:\/\/shop\.example\/media\/[0-9a-f]{32}\.jpg$/);
    }
    expect((await metaRows(t)).length).toBe(items.length);
  });
});
