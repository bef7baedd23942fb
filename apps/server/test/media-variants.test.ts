import { MEDIA_WIDTHS } from '@halwai/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sample } from './support/prometheus.js';
import { createCategory, createSubcategory } from './support/shop-fixtures.js';
import { ENGINES, useTestApp, type TestApp } from './support/test-app.js';

/** What Chromium sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/*,*/*;q=0.8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Gradients and soft shapes: to an encoder, more like a photo than a flat colour is (AVIF comes out smaller). */
function scene(width: number, height: number, hue = 20): Promise<Buffer> {
  const circles = Array.from({ length: 9 }, (_, i) => {
    const cx = ((i * 37) % 100) / 100;
    const cy = ((i * 61) % 100) / 100;
    return `<circle cx="${cx * width}" cy="${cy * height}" r="${(0.08 + (i % 4) * 0.05) * width}" fill="url(#g${i % 3})"/>`;
  }).join('');
  const gradient = (i: number) =>
    `<radialGradient id="g${i}"><stop offset="0" stop-color="hsl(${hue + i * 40},80%,70%)"/><stop offset="1" stop-color="hsl(${hue + i * 40 + 20},60%,30%)"/></radialGradient>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${[0, 1, 2].map(gradient).join('')}` +
    `<linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},50%,90%)"/><stop offset="1" stop-color="hsl(${hue + 30},40%,60%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** Stores a picture the way staff do, as a product's uploaded thumbnail; returns its /media/ address. */
function pictureStore(t: TestApp) {
  let ids: { categoryId: number; subCategoryId: number } | null = null;
  let n = 0;
  return async (bytes: Buffer): Promise<string> => {
    if (!ids) {
      const categoryId = await createCategory(t, 'Pictures');
      ids = { categoryId, subCategoryId: await createSubcategory(t, 'Pictured', categoryId) };
    }
    const form = new FormData();
    const fields = { name: `Pictured ${++n}`, ...ids, price: 100, priceUnit: 'kg', itemType: 'ByKilo', isAvailable: true };
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('prices', JSON.stringify([{ label: '1 kg', price: 100 }]));
    form.append('thumbnailFile', new Blob([bytes], { type: 'image/png' }), 'photo.png');
    const res = await t.asAdmin({ method: 'POST', url: '/api/products', payload: form });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().thumbnail as string;
  };
}

const varies = (vary: unknown, header: string) =>
  String(vary ?? '')
    .split(',')
    .some((v) => v.trim().toLowerCase() === header);

describe.each(ENGINES)('sized pictures on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const get = (url: string, accept: string, etag?: string) =>
    t.app.inject({ url, headers: { accept, ...(etag ? { 'if-none-match': etag } : {}) } });
  const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;
  let store: (bytes: Buffer) => Promise<string>;
  beforeAll(() => {
    store = pictureStore(t);
  });

  it('serves each fixed width as WebP, never enlarged, cached for a year and varying by Accept', async () => {
    const url = await store(await scene(1600, 1200)); // stored at 1200 × 900
    const original = await get(url, WEBP_ONLY);
    let previous = 0;
    for (const width of MEDIA_WIDTHS) {
      const res = await get(`${url}?w=${width}`, WEBP_ONLY);
      expect(res.statusCode, `${width}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(res.headers.vary, 'accept'), `${width}`).toBe(true);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(res.rawPayload.length).toBeGreaterThan(previous);
      previous = res.rawPayload.length;
    }
    // At the stored width it is the stored picture itself.
    const full = await get(`${url}?w=1200`, WEBP_ONLY);
    expect(full.rawPayload.equals(original.rawPayload)).toBe(true);
    expect(full.headers.etag).toBe(original.headers.etag);
    // A card's width is a fraction of the stored bytes.
    expect((await get(`${url}?w=320`, WEBP_ONLY)).rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
  });

  it('never enlarges: a width above the stored one answers the stored size', async () => {
    const url = await store(await scene(600, 450));
    for (const width of [640, 960, 1200]) {
      const res = await get(`${url}?w=${width}`, WEBP_ONLY);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 600, height: 450 });
    }
  });

  it('answers AVIF to a client that takes it when it is smaller, else the WebP', async () => {
    const url = await store(await scene(1200, 900, 200));
    const webp = await get(`${url}?w=480`, WEBP_ONLY);
    const avif = await get(`${url}?w=480`, BROWSER_ACCEPT);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(avif.headers.vary, 'accept')).toBe(true);
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 480,
      height: 360,
    });
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    expect(avif.headers.etag).not.toBe(webp.headers.etag);

    // Refused with q=0, or not named at all: WebP.
    expect((await get(`${url}?w=480`, 'image/avif;q=0,image/webp')).headers['content-type']).toBe('image/webp');
    expect((await get(`${url}?w=480`, '*/*')).headers['content-type']).toBe('image/webp');

    // A flat colour at a small width is smaller as WebP than AVIF's own headers: the WebP goes to everyone.
    const plain = await store(await flat(1200, 900));
    const small = await get(`${plain}?w=160`, BROWSER_ACCEPT);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers.etag).toBe((await get(`${plain}?w=160`, WEBP_ONLY)).headers.etag);
  });

  it('revalidates each answer by its own ETag', async () => {
    const url = await store(await scene(1200, 900, 90));
    const avif = await get(`${url}?w=640`, BROWSER_ACCEPT);
    expect(avif.headers['content-type']).toBe('image/avif');
    const same = await get(`${url}?w=640`, BROWSER_ACCEPT, avif.headers.etag as string);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers['cache-control']).toBe(IMMUTABLE);
    // A client that does not take AVIF cannot have that answer: it gets the WebP.
    const other = await get(`${url}?w=640`, WEBP_ONLY, avif.headers.etag as string);
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/webp');
  });

  it('keeps /media/{id}.webp as it was: the stored WebP for everyone, whatever it accepts', async () => {
    const url = await store(await scene(800, 600));
    const res = await get(url, BROWSER_ACCEPT);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toBe(`"${url.slice('/media/'.length, -'.webp'.length)}"`);
    expect(varies(res.headers.vary, 'accept')).toBe(false);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });

  it('reads a picture from the database once and encodes each variant once, however many ask at once', async () => {
    const url = await store(await scene(1000, 750, 300));
    const before = await scrape();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${url}?w=320`, BROWSER_ACCEPT)));
    const etags = new Set(answers.map((a) => a.headers.etag));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(etags.size).toBe(1);
    for (let i = 0; i < 5; i++) {
      expect((await get(url, WEBP_ONLY)).statusCode).toBe(200);
      expect((await get(`${url}?w=320`, BROWSER_ACCEPT)).statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('halwai_media_reads_total')).toBe(1);
    expect(delta('halwai_media_encode_seconds_count', { format: 'webp' })).toBe(1);
    expect(delta('halwai_media_encode_seconds_count', { format: 'avif' })).toBe(1);
    expect(sample(after, 'halwai_media_cache_bytes')).toBeGreaterThan(0);
  });

  it('answers a width not in the list with 400 and an unknown picture with 404, as problem+json', async () => {
    const url = await store(await scene(400, 300));
    const message = `Width must be one of ${MEDIA_WIDTHS.join(', ')}`;
    for (const query of [
      'w=333',
      'w=0',
      'w=-320',
      'w=abc',
      'w=',
      'w=320.0',
      'w=1e3',
      'w=0320',
      'w=99999',
      'w=2400',
      'w=320&w=640',
    ]) {
      const res = await get(`${url}?${query}`, BROWSER_ACCEPT);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message, query).toBe(message);
    }
    for (const bad of [
      '/media/0123456789abcdef0123456789abcdef.webp',
      '/media/nope.webp',
      '/media/..%2F..%2Fetc%2Fpasswd.webp',
    ]) {
      const res = await get(`${bad}?w=320`, BROWSER_ACCEPT);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers a stored picture that will not decode with its stored bytes rather than an error', async () => {
    const id = 'f'.repeat(32);
    const bytes = Buffer.from('RIFF....WEBPVP8 not really a picture');
    await t.database.db
      .insertInto('images')
      .values({ id, content_type: 'image/webp', bytes, width: 1200, height: 900, created_at: new Date().toISOString() })
      .execute();
    for (const accept of [BROWSER_ACCEPT, WEBP_ONLY]) {
      const res = await get(`/media/${id}.webp?w=320`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });
});

describe('the picture cache', () => {
  const MIB = 0.05;
  const t = useTestApp('sqlite', { SEED_DEMO: false, MEDIA_CACHE_MB: MIB });

  it('stays within MEDIA_CACHE_MB, the least recently used going first', async () => {
    const store = pictureStore(t);
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) urls.push(await store(await scene(800, 600, i * 50)));
    const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;
    let served = 0;
    for (const url of urls) {
      for (const query of ['', '?w=320', '?w=640']) {
        const res = await t.app.inject({ url: url + query, headers: { accept: WEBP_ONLY } });
        expect(res.statusCode).toBe(200);
        served += res.rawPayload.length;
        expect(sample(await scrape(), 'halwai_media_cache_bytes')).toBeLessThanOrEqual(MIB * 1024 * 1024);
      }
    }
    expect(served).toBeGreaterThan(MIB * 1024 * 1024); // more than fits: some were let go

    // The last picture is still held; the first was crowded out and is read again.
    const reads = () => scrape().then((text) => sample(text, 'halwai_media_reads_total'));
    const start = await reads();
    await t.app.inject({ url: urls.at(-1)! });
    expect(await reads()).toBe(start);
    await t.app.inject({ url: urls[0]! });
    expect(await reads()).toBe(start + 1);
  });
});
