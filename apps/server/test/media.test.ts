import { MAX_UPLOAD_BYTES, MESSAGES } from '@halwai/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from './support/test-app.js';

const png = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A form carrying one file, plus any text fields. */
function formWithFile(
  field: string,
  bytes: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append(field, new Blob([bytes], { type }), filename);
  return data;
}

describe.each(ENGINES)('media and thumbnail uploads on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let productFields: Record<string, string>;

  const createWithFile = (bytes: Buffer, filename = 'photo.png', type = 'image/png') =>
    t.asAdmin({
      method: 'POST',
      url: '/api/products',
      payload: formWithFile('thumbnailFile', bytes, filename, type, productFields),
    });

  beforeAll(async () => {
    const categoryId = (await t.asAdmin({ method: 'POST', url: '/api/admin/categories', payload: { name: 'Sweets' } })).json().id;
    const subId = (
      await t.asAdmin({ method: 'POST', url: '/api/admin/subcategories', payload: { name: 'Barfi', categoryId } })
    ).json().id;
    productFields = {
      name: 'Pista Barfi',
      categoryId: String(categoryId),
      subCategoryId: String(subId),
      price: '960',
      priceUnit: 'kg',
      thumbnail: '',
      isAvailable: 'true',
      itemType: 'ByKilo',
      description: 'Pistachio fudge',
      prices: JSON.stringify([{ label: '500 g', price: 480 }]),
    };
  });

  it('stores an uploaded PNG as WebP and serves it from /media with immutable caching', async () => {
    const res = await createWithFile(await png(2000, 1000));
    expect(res.statusCode, res.body).toBe(201);
    const thumbnail = res.json().thumbnail as string;
    expect(thumbnail).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);

    const image = await t.app.inject({ url: thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });

    const cached = await t.app.inject({ url: thumbnail, headers: { 'if-none-match': image.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    // The product row and the image were written together, and the catalogue points at the image.
    const product = await t.app.inject({ url: `/get-product/${res.json().id}` });
    expect(product.json().thumbnail).toBe(thumbnail);
  });

  it('uses the file over the thumbnail URL, and the same picture twice is stored once', async () => {
    const bytes = await png(300, 300, '#27ae60');
    const a = (
      await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        payload: formWithFile('thumbnailFile', bytes, 'a.png', 'image/png', {
          ...productFields,
          thumbnail: 'https://example.com/x.png',
        }),
      })
    ).json();
    const b = (await createWithFile(bytes, 'b.png')).json();
    expect(a.thumbnail).toBe(b.thumbnail);
    expect(a.thumbnail).toMatch(/^\/media\//);
    const id = a.thumbnail.slice('/media/'.length, -'.webp'.length);
    const rows = await t.database.db.selectFrom('images').select(['id', 'width', 'height']).where('id', '=', id).execute();
    expect(rows).toEqual([{ id, width: 300, height: 300 }]);
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2980b9' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await createWithFile(sideways, 'phone.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const image = await t.app.inject({ url: res.json().thumbnail });
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('judges a file by its bytes: text named photo.png is not an image', async () => {
    for (const [bytes, filename, type] of [
      [Buffer.from('definitely not a picture'), 'photo.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.concat([(await png(50, 50)).subarray(0, 60), Buffer.alloc(200)]), 'cut.png', 'image/png'],
    ] as const) {
      const res = await createWithFile(bytes, filename, type);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json()).toMatchObject({
        message: MESSAGES.fileMustBeImage,
        errors: { thumbnailFile: [MESSAGES.fileMustBeImage] },
      });
    }
    // ...and a real picture sent with a wrong declared type is still a picture.
    expect((await createWithFile(await png(20, 20), 'photo.txt', 'text/plain')).statusCode).toBe(201);
  });

  it('refuses an upload over 4 MB', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7);
    const res = await createWithFile(big, 'huge.png');
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toBe(MESSAGES.imageTooLarge);
  });

  it('refuses an empty file', async () => {
    const res = await createWithFile(Buffer.alloc(0), 'empty.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.invalidFile, errors: { thumbnailFile: [MESSAGES.invalidFile] } });
  });

  it('treats an untouched file input (no name, no bytes) as no file', async () => {
    const res = await createWithFile(Buffer.alloc(0), '', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().thumbnail).toBe('/logo.svg');
  });

  it('does not write the product when its picture is refused', async () => {
    const before = (await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json().length;
    await createWithFile(Buffer.from('nope'), 'photo.png');
    expect((await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json()).toHaveLength(before);
  });

  it('replaces the thumbnail on edit with an uploaded file', async () => {
    const created = (
      await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        payload: { ...productFields, prices: [{ label: '500 g', price: 480 }] },
      })
    ).json();
    expect(created.thumbnail).toBe('/logo.svg');
    const res = await t.asAdmin({
      method: 'PUT',
      url: '/update-product',
      payload: formWithFile('thumbnailFile', await png(64, 64, '#8e44ad'), 'new.png', 'image/png', {
        ...productFields,
        id: String(created.id),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thumbnail).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ url: res.json().thumbnail })).statusCode).toBe(200);
  });

  it('answers an unknown or malformed media id with a problem+json 404', async () => {
    for (const url of [
      '/media/0123456789abcdef0123456789abcdef.webp',
      '/media/nope.webp',
      '/media/..%2F..%2Fetc%2Fpasswd.webp',
      '/media/abc.png',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
