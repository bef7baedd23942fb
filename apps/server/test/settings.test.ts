import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS_MESSAGES, type ShopSettings } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/engine.js';
import { UNKNOWN_CATEGORY } from '../src/modules/settings/settings.service.js';
import { cartLine, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const webIndex = fileURLToPath(new URL('../../web/index.html', import.meta.url));

describe.each(ENGINES)('shop settings on %s', (engine) => {
  let t: TestApp;
  let ladoo: SeededProduct;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-settings-'));

  beforeAll(async () => {
    fs.copyFileSync(webIndex, path.join(dist, 'index.html'));
    t = await startTestApp(engine, {
      SEED_DEMO: false,
      webDistDir: dist,
      SHOP_NAME: 'Seeded Sweets',
      SHOP_PHONE: '9123456780',
      SHOP_ADDRESS: '5 Station Road, Jaipur',
    });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const read = async (): Promise<ShopSettings> => (await t.asAdmin({ url: '/api/admin/settings' })).json();
  const save = (body: unknown) => t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: body as object });

  it('start from the SHOP_* values and the defaults', async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      name: 'Seeded Sweets',
      phone: '9123456780',
      address: '5 Station Road, Jaipur',
      gstin: '',
      fssai: '',
      upiId: '',
      minimumOrder: 1000,
      invoicePrefix: 'HW',
    });
    expect(settings.categories).toEqual([{ categoryId: expect.any(Number), name: expect.any(String), hsn: '2106', gstRate: 5 }]);
    expect((await t.app.inject({ url: '/api/shop' })).json()).toMatchObject({ name: 'Seeded Sweets', minimumOrder: 1000, upiId: '' });
  });

  it('are for staff only', async () => {
    expect((await t.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    const before = await read();
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { ...before, name: 'X' } })).statusCode).toBe(401);
    expect((await read()).name).toBe('Seeded Sweets');
  });

  it.each([
    ['gstin', '27AAPFU0939F1ZW', SETTINGS_MESSAGES.gstin],
    ['gstin', '27AAPFU0939F1Z', SETTINGS_MESSAGES.gstin],
    ['fssai', '1234567890123', SETTINGS_MESSAGES.fssai],
    ['fssai', '1234567890123a', SETTINGS_MESSAGES.fssai],
    ['upiId', 'halwai.okaxis', SETTINGS_MESSAGES.upiId],
    ['phone', '+91 98765', SETTINGS_MESSAGES.phone],
    ['minimumOrder', -5, SETTINGS_MESSAGES.minimumOrder],
    ['invoicePrefix', 'hw/x', SETTINGS_MESSAGES.invoicePrefix],
  ])('refuse a bad %s (%j) with 400 naming the field, and change nothing', async (field, value, message) => {
    const before = await read();
    const res = await save({ ...before, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await read()).toEqual(before);
  });

  it.each(['+91 98765 43210', '098765 43210', '98765-43210'])('take a shop phone typed as the cart takes a mobile (%j), kept as its ten digits', async (typed) => {
    const before = await read();
    const res = await save({ ...before, phone: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).phone).toBe('9876543210');
    expect((await t.app.inject({ url: '/api/shop' })).json().phone).toBe('9876543210');
    expect((await save(before)).statusCode).toBe(200);
  });

  it("answer each category's Hindi name beside its English, and save with it sent back", async () => {
    const before = await read();
    const id = before.categories[0]!.categoryId;
    await t.database.db.updateTable('categories').set({ name_hi: 'मिठाई' }).where('id', '=', id).execute();
    const withHindi = await read();
    expect(withHindi.categories[0]).toMatchObject({ categoryId: id, name: before.categories[0]!.name, nameHi: 'मिठाई' });
    const res = await save({ ...withHindi, categories: [{ ...withHindi.categories[0]!, hsn: '1704' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).categories[0]).toMatchObject({ nameHi: 'मिठाई', hsn: '1704' });
    await t.database.db.updateTable('categories').set({ name_hi: null }).where('id', '=', id).execute();
    expect((await save(before)).statusCode).toBe(200);
    expect(await read()).toEqual(before);
  });

  it('refuse a bad HSN code or GST rate, naming the category row', async () => {
    const before = await read();
    const row = before.categories[0]!;
    const hsn = await save({ ...before, categories: [{ ...row, hsn: '12' }] });
    expect(hsn.statusCode).toBe(400);
    expect(hsn.json().errors['categories.0.hsn']).toEqual([SETTINGS_MESSAGES.hsn]);
    const rate = await save({ ...before, categories: [{ ...row, gstRate: 7 }] });
    expect(rate.json().errors['categories.0.gstRate']).toEqual([SETTINGS_MESSAGES.gstRate]);
    const gone = await save({ ...before, categories: [{ ...row, categoryId: 999_999 }] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().errors['categories.0.categoryId']).toEqual([UNKNOWN_CATEGORY]);
    expect(await read()).toEqual(before);
  });

  it('save everything, and the shop, page title and minimum order follow at once', async () => {
    const before = await read();
    const changed: ShopSettings = {
      ...before,
      name: 'Mithai Mahal',
      phone: '9000000001',
      address: '1 Mall Road, Shimla',
      openingHours: '9 AM to 9 PM',
      gstin: '27aapfu0939f1zv',
      fssai: '12345678901234',
      upiId: 'mithai.mahal@okaxis',
      upiPayee: 'Mithai Mahal',
      minimumOrder: 1500.5,
      invoicePrefix: 'MM',
      categories: [{ ...before.categories[0]!, hsn: '17049020', gstRate: 12 }],
    };
    const res = await save(changed);
    expect(res.statusCode).toBe(200);
    // Hours as text (an older client's) are kept as the words the footer shows; only a list governs ordering.
    const saved = { ...changed, gstin: '27AAPFU0939F1ZV', openingHours: null };
    expect(res.json()).toEqual(saved);
    expect(await read()).toEqual(saved);

    expect((await t.app.inject({ url: '/api/shop' })).json()).toEqual({
      name: 'Mithai Mahal',
      phone: '9000000001',
      address: '1 Mall Road, Shimla',
      openingHours: null,
      openingHoursText: '9 AM to 9 PM',
      // Free text the owner wrote stays as written on a Hindi page too.
      openingHoursTextHi: '9 AM to 9 PM',
      holidays: [],
      ordersWhenClosed: 'next-open',
      gstin: '27AAPFU0939F1ZV',
      fssai: '12345678901234',
      upiId: 'mithai.mahal@okaxis',
      upiPayee: 'Mithai Mahal',
      minimumOrder: 1500.5,
      delivery: { enabled: false, pincodes: [], charge: 0, freeFrom: null },
      timeZone: 'Asia/Kolkata',
      // No WhatsApp or SMS set up here: the storefront offers no sign-in by code.
      customerSignIn: false,
      // No pickup or delivery slots set: the cart asks for none.
      slots: { pickup: false, delivery: false },
      cartReminder: false,
    });
    const page = await t.app.inject({ url: '/cart' });
    expect(page.body).toContain('<title>Mithai Mahal · ');

    const orders = await countRows(t.database.db, 'orders');
    const below = await postOrder(t.app, orderBody([cartLine(ladoo, '1kg', 2)]));
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('Minimum Order Value is ₹1500.50');
    expect(await countRows(t.database.db, 'orders')).toBe(orders);
    expect((await postOrder(t.app, orderBody([cartLine(ladoo, '1kg', 3)]))).statusCode).toBe(201);
  });

  it('survive a restart: SHOP_* only seed the first start', async () => {
    const config = { ...t.config, SHOP_NAME: 'Env Name' };
    const database = openDatabase(config);
    const again = await buildApp(config, database);
    try {
      expect((await again.inject({ url: '/api/shop' })).json().name).toBe('Mithai Mahal');
    } finally {
      await again.close();
      await database.close();
    }
  });
});
