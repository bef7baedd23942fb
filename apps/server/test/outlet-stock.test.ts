import { OUTLET_MESSAGES } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { nowIso } from '../src/lib/clock.js';
import { createCategoriesService } from '../src/modules/categories/categories.service.js';
import { createMediaService } from '../src/modules/media/media.service.js';
import { createOutletsService } from '../src/modules/outlets/outlets.service.js';
import { createProductsService } from '../src/modules/products/products.service.js';
import { createSettingsService } from '../src/modules/settings/settings.service.js';
import { createStockService } from '../src/modules/stock/stock.service.js';
import { cartLine, changeSettings, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, useTwoInstances, type TestApp } from './support/test-app.js';

const NORTH = { name: 'Lajpat Nagar', address: '12 Central Market, Lajpat Nagar, New Delhi', phone: '+91 98111 22334' };

interface OutletStock {
  outletId: number;
  stock: number;
}

const setStock = (t: Pick<TestApp, 'asAdmin'>, id: number, stock: number | null, outletId?: number) =>
  t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock, ...(outletId !== undefined && { outletId }) } });

const transfer = (t: Pick<TestApp, 'asAdmin'>, payload: unknown) => t.asAdmin({ method: 'POST', url: '/api/admin/transfers', payload: payload as object });

const total = async (app: FastifyInstance, id: number) => ((await app.inject({ url: `/get-product/${id}` })).json() as { stock: number | null }).stock;

const byOutlet = async (t: Pick<TestApp, 'asAdmin'>, id: number) =>
  ((await t.asAdmin({ url: `/api/admin/products/${id}` })).json() as { stockByOutlet: OutletStock[] }).stockByOutlet;

const history = async (t: Pick<TestApp, 'asAdmin'>, id: number) =>
  (await t.asAdmin({ url: `/api/admin/products/${id}/stock-history` })).json() as {
    outletId: number;
    before: number | null;
    after: number | null;
    reason: string;
    orderId: number | null;
  }[];

async function addOutlet(t: Pick<TestApp, 'asAdmin'>, name = NORTH.name): Promise<number> {
  const res = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: { ...NORTH, name } });
  if (res.statusCode !== 201) throw new Error(`adding an outlet failed: ${res.body}`);
  return (res.json() as { id: number }).id;
}

/**
 * The stock module as the app builds it, on the test's database: no channel names an outlet yet (the
 * storefront's and counter's choosers do), so an order at another outlet takes its stock through it.
 */
function stockModule(db: Kysely<Database>) {
  const settings = createSettingsService(db);
  const products = createProductsService(db, { categories: createCategoriesService(db), media: createMediaService(db, { cacheBytes: 1 << 20 }) });
  return { products, stock: createStockService(db, { products, outlets: createOutletsService(db, { settings }) }) };
}

describe.each(ENGINES)('stock per outlet on %s', (engine) => {
  let t: TestApp;
  let north: number;
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    await changeSettings(t, { minimumOrder: 0 });
    north = await addOutlet(t);
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 550, '1 kg': 1100 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '250 g': 150 });
  });
  afterAll(() => t?.close());

  it('sets stock at an outlet (the first when none is named), answers the total, and names the outlet in the history', async () => {
    expect((await setStock(t, kaju.id, 2)).json()).toEqual({ id: kaju.id, stock: 2 });
    expect((await setStock(t, kaju.id, 3, north)).json()).toEqual({ id: kaju.id, stock: 5 });
    expect(await total(t.app, kaju.id)).toBe(5);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 2 },
      { outletId: north, stock: 3 },
    ]);
    expect((await setStock(t, kaju.id, 1, north)).json()).toEqual({ id: kaju.id, stock: 3 });
    const [last, before, first] = await history(t, kaju.id);
    expect(last).toMatchObject({ outletId: north, before: 3, after: 1 });
    expect(before).toMatchObject({ outletId: north, before: 0, after: 3 });
    expect(first).toMatchObject({ outletId: 1, before: null, after: 2 });
    expect(await byOutlet(t, ladoo.id)).toEqual([]);
  });

  it('refuses an outlet that is not ours at outletId', async () => {
    for (const outletId of [999, 0, 'north']) {
      const res = await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 1, outletId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.outletId).toEqual([OUTLET_MESSAGES.unknown]);
    }
    expect(await total(t.app, kaju.id)).toBe(3);
  });

  it("takes an order from its outlet's stock alone, refusing with what is left there; a cancel gives it back there", async () => {
    await setStock(t, kaju.id, 1); // 2 packs of 500 g at the first outlet
    await setStock(t, kaju.id, 5, north);
    const before = await countRows(t.database.db, 'orders');
    const refused = await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 3)]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors['cartItems.0']).toEqual(['Only 2 left of Kaju Katli (500 g)']);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    expect(await total(t.app, kaju.id)).toBe(6);

    const placed = await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 2)]));
    expect(placed.statusCode).toBe(201);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 0 },
      { outletId: north, stock: 5 },
    ]);
    expect(await total(t.app, kaju.id)).toBe(5);
    expect((await history(t, kaju.id))[0]).toMatchObject({ outletId: 1, before: 1, after: 0, reason: 'Ordered', orderId: placed.json().id });

    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${placed.json().id}/status`, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 1 },
      { outletId: north, stock: 5 },
    ]);
    expect((await history(t, kaju.id))[0]).toMatchObject({ outletId: 1, before: 0, after: 1, reason: 'Order cancelled' });
  });

  it('takes an order at another outlet there, never more than it has, gives it back there on a cancel; a counter sale goes below zero there', async () => {
    const { stock, products } = stockModule(t.database.db);
    await setStock(t, kaju.id, 1);
    await setStock(t, kaju.id, 1.5, north); // 3 packs of 500 g
    const placed = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1)])); // a real order to take for
    const orderId = placed.json().id as number;
    await t.database.db.updateTable('orders').set({ outlet_id: north }).where('id', '=', orderId).execute();
    const pricing = await products.pricingFor([kaju.id]);
    const line = (quantity: number) => [{ productId: kaju.id, name: 'Kaju Katli', variant: '500 g', quantity, index: 0 }];
    const take = (quantity: number, handedOver = false) =>
      inTransaction(t.database.db, (trx) => stock.take(trx, orderId, line(quantity), pricing, nowIso(), { outletId: north, handedOver }));

    await expect(take(4)).rejects.toThrow('Only 3 left of Kaju Katli (500 g)');
    expect(await take(2)).toEqual([kaju.id]);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 1 },
      { outletId: north, stock: 0.5 },
    ]);
    expect(await total(t.app, kaju.id)).toBe(1.5);

    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${orderId}/status`, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 1 },
      { outletId: north, stock: 1.5 },
    ]);
    expect((await history(t, kaju.id))[0]).toMatchObject({ outletId: north, before: 0.5, after: 1.5, reason: 'Order cancelled', orderId });

    await take(4, true);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 1 },
      { outletId: north, stock: -0.5 },
    ]);
    expect(await total(t.app, kaju.id)).toBe(0.5);
    expect((await history(t, kaju.id))[0]).toMatchObject({ outletId: north, before: 1.5, after: -0.5, reason: 'Sold at the counter, below zero' });
  });

  it('moves stock between outlets both ways, all of it in one go, kept in both histories', async () => {
    await setStock(t, kaju.id, 2);
    await setStock(t, kaju.id, 1, north);
    await setStock(t, ladoo.id, 3);
    const moved = await transfer(t, { from: 1, to: north, lines: [{ productId: kaju.id, quantity: 0.5 }, { productId: ladoo.id, quantity: 1 }] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      from: 1,
      to: north,
      lines: [
        { productId: kaju.id, quantity: 0.5, fromStock: 1.5, toStock: 1.5 },
        { productId: ladoo.id, quantity: 1, fromStock: 2, toStock: 1 },
      ],
    });
    expect(await total(t.app, kaju.id)).toBe(3);
    expect(await byOutlet(t, ladoo.id)).toEqual([
      { outletId: 1, stock: 2 },
      { outletId: north, stock: 1 },
    ]);
    const [into, out] = await history(t, kaju.id);
    expect(out).toMatchObject({ outletId: 1, before: 2, after: 1.5, reason: `Transfer to outlet ${north}`, orderId: null });
    expect(into).toMatchObject({ outletId: north, before: 1, after: 1.5, reason: 'Transfer from outlet 1' });

    const back = await transfer(t, { from: north, to: 1, lines: [{ productId: kaju.id, quantity: 1.5 }] });
    expect(back.statusCode).toBe(200);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 3 },
      { outletId: north, stock: 0 },
    ]);
  });

  it('refuses a transfer whole when the outlet it leaves has too little of a line, changing nothing', async () => {
    await setStock(t, kaju.id, 2);
    await setStock(t, ladoo.id, 1);
    const before = [await byOutlet(t, kaju.id), await byOutlet(t, ladoo.id), (await history(t, kaju.id)).length];
    const res = await transfer(t, { from: 1, to: north, lines: [{ productId: kaju.id, quantity: 1 }, { productId: ladoo.id, quantity: 1.5 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stock.transferTooLittle');
    expect(res.json().errors['lines.1.quantity']).toEqual(['Only 1 of Motichoor Ladoo left at the outlet it leaves; move less']);
    expect([await byOutlet(t, kaju.id), await byOutlet(t, ladoo.id), (await history(t, kaju.id)).length]).toEqual(before);
  });

  it('refuses a bad transfer at its field', async () => {
    await setStock(t, kaju.id, 2);
    const counted = { productId: kaju.id, quantity: 1 };
    const refusals: [unknown, string][] = [
      [{ from: 1, to: 1, lines: [counted] }, 'to'],
      [{ from: 999, to: 1, lines: [counted] }, 'from'],
      [{ from: 1, to: 999, lines: [counted] }, 'to'],
      [{ from: 1, to: north, lines: [] }, 'lines'],
      [{ from: 1, to: north, lines: [{ productId: kaju.id, quantity: 0 }] }, 'lines.0.quantity'],
      [{ from: 1, to: north, lines: [{ productId: kaju.id, quantity: 0.0001 }] }, 'lines.0.quantity'],
      [{ from: 1, to: north, lines: [counted, { productId: 999_999, quantity: 1 }] }, 'lines.1.productId'],
    ];
    for (const [payload, field] of refusals) {
      const res = await transfer(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    await setStock(t, ladoo.id, null);
    const uncounted = await transfer(t, { from: 1, to: north, lines: [{ productId: ladoo.id, quantity: 1 }] });
    expect(uncounted.statusCode).toBe(400);
    expect(uncounted.json().errors['lines.0.productId']).toEqual(["Motichoor Ladoo's stock is not counted; set its stock before moving it"]);
    expect(await byOutlet(t, kaju.id)).toEqual([
      { outletId: 1, stock: 2 },
      { outletId: north, stock: 0 },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/transfers', payload: { from: 1, to: north, lines: [counted] } })).statusCode).toBe(401);
  });

  it("stops counting a product at every outlet, kept in each outlet's history", async () => {
    await setStock(t, kaju.id, 2);
    await setStock(t, kaju.id, 1, north);
    expect((await setStock(t, kaju.id, null, north)).json()).toEqual({ id: kaju.id, stock: null });
    expect(await total(t.app, kaju.id)).toBeNull();
    expect(await byOutlet(t, kaju.id)).toEqual([]);
    const [a, b] = await history(t, kaju.id);
    expect([a, b]).toEqual(expect.arrayContaining([expect.objectContaining({ outletId: 1, before: 2, after: null }), expect.objectContaining({ outletId: north, before: 1, after: null })]));
    // Counted again: nothing is left over from before at the other outlet.
    expect((await setStock(t, kaju.id, 4, north)).json()).toEqual({ id: kaju.id, stock: 4 });
    expect(await byOutlet(t, kaju.id)).toEqual([{ outletId: north, stock: 4 }]);
  });

  it("answers the catalogue with one outlet's availability, from memory, and as before without one", async () => {
    await setStock(t, kaju.id, 1.5);
    await setStock(t, kaju.id, 0, north);
    await setStock(t, ladoo.id, null);
    type Item = { id: number; stock: number | null; isAvailable: boolean };
    const items = async (query = '') => {
      const res = await t.app.inject({ url: `/api/catalogue${query}` });
      expect(res.statusCode).toBe(200);
      return new Map(((res.json() as { items: Item[] }).items).map((i) => [i.id, i]));
    };
    expect((await items()).get(kaju.id)).toMatchObject({ stock: 1.5, isAvailable: true });
    expect((await items('?outlet=1')).get(kaju.id)).toMatchObject({ stock: 1.5, isAvailable: true });
    expect((await items(`?outlet=${north}`)).get(kaju.id)).toMatchObject({ stock: 0, isAvailable: false });
    expect((await items(`?outlet=${north}`)).get(ladoo.id)).toMatchObject({ stock: null, isAvailable: true });

    // A change at the outlet is in its catalogue at once; a transfer leaves the total as it was.
    const etag = (await t.app.inject({ url: `/api/catalogue?outlet=${north}` })).headers.etag;
    expect((await transfer(t, { from: 1, to: north, lines: [{ productId: kaju.id, quantity: 0.25 }] })).statusCode).toBe(200);
    expect((await items(`?outlet=${north}`)).get(kaju.id)).toMatchObject({ stock: 0.25, isAvailable: false }); // not a 500 g pack
    expect((await t.app.inject({ url: `/api/catalogue?outlet=${north}` })).headers.etag).not.toBe(etag);
    await setStock(t, kaju.id, 0.5, north);
    expect((await items(`?outlet=${north}`)).get(kaju.id)).toMatchObject({ stock: 0.5, isAvailable: true });
    expect((await items()).get(kaju.id)).toMatchObject({ stock: 1.75 });
    expect((await t.app.inject({ url: '/catalogue?outlet=1' })).statusCode).toBe(200);

    for (const bad of ['999', '0', 'north', '']) {
      const res = await t.app.inject({ url: `/api/catalogue?outlet=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.outlet).toEqual([OUTLET_MESSAGES.unknown]);
    }
  });

  it("answers one product as an outlet's catalogue shows it: sold out there while the first outlet has stock", async () => {
    await setStock(t, kaju.id, 1.5);
    await setStock(t, kaju.id, 0.25, north); // less than its smallest pack, 500 g
    await setStock(t, ladoo.id, null);
    type Item = { id: number; stock: number | null; isAvailable: boolean };
    const product = async (id: number, query = '') => {
      const res = await t.app.inject({ url: `/get-product/${id}${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as Item;
    };
    const inCatalogue = async (id: number, query: string) =>
      ((await t.app.inject({ url: `/api/catalogue${query}` })).json() as { items: Item[] }).items.find((i) => i.id === id);

    expect(await product(kaju.id)).toMatchObject({ stock: 1.75, isAvailable: true });
    expect(await product(kaju.id, '?outlet=1')).toMatchObject({ stock: 1.5, isAvailable: true });
    expect(await product(kaju.id, `?outlet=${north}`)).toMatchObject({ stock: 0.25, isAvailable: false });
    expect(await product(ladoo.id, `?outlet=${north}`)).toMatchObject({ stock: null, isAvailable: true });
    for (const query of ['', '?outlet=1', `?outlet=${north}`]) {
      expect(await product(kaju.id, query), query).toEqual(await inCatalogue(kaju.id, query));
    }
    await setStock(t, kaju.id, 0.5, north);
    expect(await product(kaju.id, `?outlet=${north}`)).toMatchObject({ stock: 0.5, isAvailable: true });

    for (const bad of ['999', '0', 'north', '']) {
      const res = await t.app.inject({ url: `/get-product/${kaju.id}?outlet=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.outlet).toEqual([OUTLET_MESSAGES.unknown]);
    }
    expect((await t.app.inject({ url: `/get-product/999999?outlet=${north}` })).statusCode).toBe(404);

    // A closed outlet takes no orders: its page is refused as the slots are.
    const closed = await addOutlet(t, 'Closed Outlet');
    const put = await t.asAdmin({ method: 'PUT', url: `/api/admin/outlets/${closed}`, payload: { ...NORTH, name: 'Closed Outlet', active: false } });
    expect(put.statusCode, put.body).toBe(200);
    const res = await t.app.inject({ url: `/get-product/${kaju.id}?outlet=${closed}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.outlet).toEqual([OUTLET_MESSAGES.unknown]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a race for one outlet's last packs across two instances on PostgreSQL", () => {
  const instances = useTwoInstances({ ORDERS_IN_FLIGHT_MAX: 64 });

  it('gives exactly the packs the outlet had, whichever instance takes them, and leaves the other outlet as it was', async () => {
    const { a, b } = instances;
    await changeSettings(a, { minimumOrder: 0 });
    const north = await addOutlet(a);
    const kaju = await seedProduct(a.database.db, 'Kaju Katli', { '500 g': 550 });
    await setStock(a, kaju.id, 5); // 10 packs at the first outlet, where these orders are taken
    await setStock(a, kaju.id, 7, north);
    const apps = [a.app, b];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postOrder(apps[i % 2]!, orderBody([cartLine(kaju, '500 g', 1)], `Customer ${i}`, `98765${String(43210 + i).slice(-5)}`)),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    expect(await countRows(a.database.db, 'orders')).toBe(10);
    expect(await byOutlet(a, kaju.id)).toEqual([
      { outletId: 1, stock: 0 },
      { outletId: north, stock: 7 },
    ]);
    expect(await total(a.app, kaju.id)).toBe(7);
  });
});
