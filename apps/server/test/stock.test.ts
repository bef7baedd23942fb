import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cartLine, changeSettings, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp, useTwoInstances, type TestApp } from './support/test-app.js';


const setStock = (t: TestApp, id: number, stock: number | null, reason?: string) =>
  t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock, ...(reason && { reason }) } });

const productOf = async (app: FastifyInstance, id: number) =>
  (await app.inject({ method: 'GET', url: `/get-product/${id}` })).json() as { stock: number | null; isAvailable: boolean };

describe.each(ENGINES)('stock on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 0 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 550, '1 kg': 1100 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '250 g': 150 });
  });

  it('is null (not counted) by default, and staff set it in the product unit with a reason kept in its history', async () => {
    expect((await productOf(t.app, kaju.id)).stock).toBeNull();
    const res = await setStock(t, kaju.id, 1.5, "Morning's batch");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: kaju.id, stock: 1.5 });
    expect((await productOf(t.app, kaju.id)).stock).toBe(1.5);
    const summaries = (await t.asAdmin({ method: 'GET', url: '/api/Items/GetProductDetails' })).json() as { id: number; stock: number | null }[];
    expect(summaries.find((s) => s.id === kaju.id)?.stock).toBe(1.5);
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json() as { items: { id: number; stock: number | null }[] };
    expect(catalogue.items.find((i) => i.id === kaju.id)?.stock).toBe(1.5);

    const history = (await t.asAdmin({ method: 'GET', url: `/api/admin/products/${kaju.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ by: 'owner@halwai.test', before: null, after: 1.5, reason: "Morning's batch", orderId: null });
  });

  it('refuses a bad stock with the words, and an unknown product with 404', async () => {
    const bad = await setStock(t, kaju.id, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.stock[0]).toMatch(/Enter a stock from 0/);
    expect((await setStock(t, 999_999, 3)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 3 } })).statusCode).toBe(401);
  });

  it('takes each pack\'s share (500 g = 0.5 kg) and answers 409 naming the line when too little is left, storing nothing', async () => {
    await setStock(t, kaju.id, 1.5, 'Recount');
    const before = await countRows(t.database.db, 'orders');
    const res = await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 4)]));
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json().message).toBe('Only 3 left of Kaju Katli (500 g)');
    expect(res.json().errors['cartItems.0']).toEqual(['Only 3 left of Kaju Katli (500 g)']);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    expect((await productOf(t.app, kaju.id)).stock).toBe(1.5);

    const ok = await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 1), cartLine(kaju, '1 kg', 1)]));
    expect(ok.statusCode).toBe(201);
    const after = await productOf(t.app, kaju.id);
    expect(after).toMatchObject({ stock: 0, isAvailable: false });
    const history = (await t.asAdmin({ method: 'GET', url: `/api/admin/products/${kaju.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 1.5, after: 0, orderId: ok.json().id, reason: 'Ordered' });

    const soldOut = await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 1)]));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Kaju Katli (500 g) is sold out');
  });

  it('gives a cancelled order\'s stock back, kept in the history', async () => {
    await setStock(t, ladoo.id, 2);
    const placed = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 4)]));
    expect(placed.statusCode).toBe(201);
    expect((await productOf(t.app, ladoo.id)).stock).toBe(1);
    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${placed.json().id}/status`, payload: { status: 2 } });
    expect(cancel.statusCode).toBe(200);
    expect((await productOf(t.app, ladoo.id)).stock).toBe(2);
    const history = (await t.asAdmin({ method: 'GET', url: `/api/admin/products/${ladoo.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 1, after: 2, reason: 'Order cancelled', orderId: placed.json().id });
  });

  it('gives stock back on a cancel by step name, and will not reopen that order by Undo', async () => {
    await setStock(t, ladoo.id, 2);
    const placed = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 4)]));
    const id = placed.json().id as number;
    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 'cancelled', reason: 'Out of milk' } });
    expect(cancel.statusCode).toBe(200);
    expect((await productOf(t.app, ladoo.id)).stock).toBe(2);
    const undo = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/status/undo` });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toMatch(/gave its stock, offer or payment back/);
    expect((await productOf(t.app, ladoo.id)).stock).toBe(2);
  });

  it('lists what is low for the dashboard, and the staff switch still works on its own', async () => {
    await setStock(t, ladoo.id, 1); // 4 packs of 250 g
    const low = (await t.asAdmin({ method: 'GET', url: '/api/admin/stock/low' })).json() as { id: number; packsLeft: number }[];
    // With its item type, which names the unit its stock is counted in (kg here); a shop of one outlet reads the total there.
    expect(low.find((l) => l.id === ladoo.id)).toMatchObject({ stock: 1, itemType: 'ByKilo', packsLeft: 4, label: '250 g', outletId: 1 });
    expect(low.filter((l) => l.id === ladoo.id)).toHaveLength(1);
    await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${ladoo.id}` });
    expect((await productOf(t.app, ladoo.id)).isAvailable).toBe(false);
    await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${ladoo.id}` });
    expect((await productOf(t.app, ladoo.id)).isAvailable).toBe(true);
  });

  it('keeps quantities from 1 to 999 and a gift message of up to 200 characters with the order', async () => {
    await setStock(t, ladoo.id, null);
    const many = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 999)]), giftMessage: 'Happy Diwali, Mehta family!' });
    expect(many.statusCode).toBe(201);
    const { id, accessKey } = many.json();
    const view = (await t.app.inject({ method: 'GET', url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(view).toMatchObject({ giftMessage: 'Happy Diwali, Mehta family!', discount: 0, offerCode: null });
    const staff = (await t.asAdmin({ method: 'GET', url: `/api/admin/orders/${id}` })).json();
    expect(staff.giftMessage).toBe('Happy Diwali, Mehta family!');
    const tooMany = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1000)]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Choose a quantity from 1 to 999 for Motichoor Ladoo');
    const longGift = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), giftMessage: 'x'.repeat(201) });
    expect(longGift.statusCode).toBe(400);
    expect(longGift.json().errors.giftMessage).toEqual(['A gift message can be at most 200 characters']);
  });
});

/** 40 customers at once for the last 10 packs: exactly 10 orders, 30 refusals naming the line. */
async function raceForTheLastPacks(apps: FastifyInstance[], product: SeededProduct) {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      postOrder(apps[i % apps.length]!, orderBody([cartLine(product, '500 g', 1)], `Customer ${i}`, `98765${String(43210 + i).slice(-5)}`)),
    ),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(10);
  expect(codes.filter((c) => c === 409)).toHaveLength(30);
  for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toMatch(/Kaju Katli \(500 g\)/);
}

describe.each(ENGINES)('a race for the last packs on %s', (engine) => {
  // 40 orders at once are more than one instance takes in flight by default (it answers 503): the race is for the stock.
  const t = useTestApp(engine, { SEED_DEMO: false, ORDERS_IN_FLIGHT_MAX: 64 });
  it('gives exactly 10 orders for 10 packs among 40 at once, and leaves none', async () => {
    await changeSettings(t, { minimumOrder: 0 });
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 550 });
    await setStock(t, kaju.id, 5);
    await raceForTheLastPacks([t.app], kaju);
    expect((await productOf(t.app, kaju.id)).stock).toBe(0);
    expect(await countRows(t.database.db, 'orders')).toBe(10);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a race for the last packs across two instances on PostgreSQL', () => {
  const instances = useTwoInstances();

  it('gives exactly 10 orders, whichever instance takes them', async () => {
    const { a, b } = instances;
    await changeSettings(a, { minimumOrder: 0 });
    const kaju = await seedProduct(a.database.db, 'Kaju Katli', { '500 g': 550 });
    await setStock(a, kaju.id, 5);
    await raceForTheLastPacks([a.app, b], kaju);
    expect(await countRows(a.database.db, 'orders')).toBe(10);
    expect((await productOf(a.app, kaju.id)).stock).toBe(0);
  });
});
