import { OUTLET_MESSAGES, type ShopSettings, type StepMessageSettings } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeProvider } from './support/fake-message-providers.js';
import { cartLine, changeSettings, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

/** A shop called Halwai whose customer messages go to the fake WhatsApp, retried and polled quickly. */
const withWhatsApp = (whatsapp: FakeProvider) => ({
  SEED_DEMO: false,
  SHOP_NAME: 'Halwai',
  WHATSAPP_API_URL: whatsapp.url,
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_TOKEN: 'whatsapp-token',
  PUBLIC_URL: 'https://shop.example',
  NOTIFY_RETRY_BASE_MS: 20,
  NOTIFY_RETRY_MAX_MS: 100,
  NOTIFY_POLL_MS: 20,
});

describe.each(ENGINES)('tell me when it is back, on %s', (engine) => {
  let whatsapp: FakeProvider;
  let t: TestApp;
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  const ask = (id: number | string, payload: object) => t.app.inject({ method: 'POST', url: `/api/products/${id}/notify`, payload });
  const setStock = (id: number, stock: number) => t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock } });
  const callsTo = (mobile: string) => whatsapp.calls.filter((c) => (c.body as { to?: string }).to === `91${mobile}`);
  const waiting = async (productId: number) =>
    (await t.asAdmin({ url: `/api/admin/back-in-stock?productId=${productId}` })).json() as { waiting: number; packs: { label: string; waiting: number }[] }[];
  const setStep = async (change: Partial<StepMessageSettings>) => {
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    const steps = settings.customerMessages!.steps;
    steps.back_in_stock = { ...steps.back_in_stock, ...change };
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    t = await startTestApp(engine, withWhatsApp(whatsapp));
    await changeSettings(t, { minimumOrder: 0 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 550, '1 kg': 1100 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '250 g': 150 });
    expect((await setStock(kaju.id, 0)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  it('answers the same 202 to a new and a known mobile, and refuses a bad mobile, an unknown item or pack', async () => {
    const first = await ask(kaju.id, { mobile: '+91 98111 11111', variant: '500 g' });
    const again = await ask(kaju.id, { mobile: '9811111111', variant: '500 g' });
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);
    expect(first.json()).toEqual({ accepted: true });

    for (const mobile of ['12345', 'call me', '', '98111111112']) {
      const bad = await ask(kaju.id, { mobile });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.mobile).toEqual(['Enter a valid 10-digit mobile number']);
      expect(bad.json().codes.mobile[0].code).toBe('common.mobileInvalid');
    }
    const pack = await ask(kaju.id, { mobile: '9811111111', variant: '2 kg' });
    expect(pack.statusCode).toBe(400);
    expect(pack.json().errors.variant).toEqual(['This item has no such pack']);
    expect((await ask(999_999, { mobile: '9811111111' })).statusCode).toBe(404);
    expect((await ask('abc', { mobile: '9811111111' })).statusCode).toBe(404);

    // Asked twice for the same pack: one request waits.
    expect(await waiting(kaju.id)).toEqual([{ productId: kaju.id, waiting: 1, packs: [{ label: '500 g', waiting: 1 }] }]);
    expect((await t.app.inject({ url: '/api/admin/back-in-stock' })).statusCode).toBe(401);
  });

  it('keeps nothing for an item in stock, and at most its limit from one mobile', async () => {
    await setStock(ladoo.id, 5);
    expect((await ask(ladoo.id, { mobile: '9822222222' })).statusCode).toBe(202);
    expect(await waiting(ladoo.id)).toEqual([]);

    // A mobile asking for many items: the same answer, but only its first ten a day wait.
    const many: SeededProduct[] = [];
    for (let i = 0; i < 12; i++) {
      const item = await seedProduct(t.database.db, `Sold out ${i}`, { '1 kg': 100 });
      await setStock(item.id, 0);
      many.push(item);
    }
    for (const item of many) expect((await ask(item.id, { mobile: '9833333333' })).statusCode).toBe(202);
    const rows = await t.database.db.selectFrom('back_in_stock_requests').select('id').where('mobile', '=', '9833333333').execute();
    expect(rows).toHaveLength(10);
  });

  it('sends one WhatsApp message per request when staff restock, never to a STOP number, and ends the requests', async () => {
    await setStock(kaju.id, 0);
    const hindi = '9844444444';
    const stopped = '9855555555';
    await t.database.db.insertInto('customer_opt_outs').values({ mobile: `91${stopped}`, opted_out_at: new Date().toISOString() }).execute();
    expect((await ask(kaju.id, { mobile: hindi, language: 'hi' })).statusCode).toBe(202);
    expect((await ask(kaju.id, { mobile: stopped })).statusCode).toBe(202);
    expect((await ask(kaju.id, { mobile: '9866666666', variant: '1 kg' })).statusCode).toBe(202);
    expect((await waiting(kaju.id))[0]!.waiting).toBe(4);

    // 0.5 kg makes the 500 g pack, not the 1 kg one: its request keeps waiting.
    expect((await setStock(kaju.id, 0.5)).statusCode).toBe(200);
    await waitFor(() => callsTo('9811111111').length === 1 && callsTo(hindi).length === 1, 5000, 'the messages');
    const [call] = callsTo('9811111111');
    const body = call!.body as { template: { name: string; language: { code: string } } };
    expect(body.template.name).toBe('back_in_stock');
    expect(JSON.stringify(body)).toContain('Kaju Katli (500 g)');
    expect(JSON.stringify(body)).toContain(`https://shop.example/product/${kaju.id}`);
    expect((callsTo(hindi)[0]!.body as { template: { language: { code: string } } }).template.language.code).toBe('hi');
    expect(callsTo(stopped)).toEqual([]);
    expect(callsTo('9866666666')).toEqual([]);
    expect(await waiting(kaju.id)).toEqual([{ productId: kaju.id, waiting: 1, packs: [{ label: '1 kg', waiting: 1 }] }]);

    // Down and up again: the ended requests are not told twice.
    await setStock(kaju.id, 0);
    await setStock(kaju.id, 2);
    await waitFor(() => callsTo('9866666666').length === 1, 5000, 'the 1 kg message');
    expect(callsTo('9811111111')).toHaveLength(1);
    expect(callsTo(hindi)).toHaveLength(1);
    expect(await waiting(kaju.id)).toEqual([]);
    const messages = await t.database.db.selectFrom('customer_messages').select(['step', 'stock_request_id']).where('step', '=', 'back_in_stock').execute();
    expect(messages).toHaveLength(3);
  });

  it('sends when a cancelled order gives the stock back', async () => {
    await setStock(ladoo.id, 1);
    const placed = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 4)]));
    expect(placed.statusCode).toBe(201);
    expect((await ask(ladoo.id, { mobile: '9877777777' })).statusCode).toBe(202);
    expect((await waiting(ladoo.id))[0]!.waiting).toBe(1);
    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${placed.json().id}/status`, payload: { status: 2 } });
    expect(cancel.statusCode).toBe(200);
    await waitFor(() => callsTo('9877777777').length === 1, 5000, 'the message after the cancel');
    expect(await waiting(ladoo.id)).toEqual([]);
  });

  it('queues nothing while the owner does not send the message, and ends the request', async () => {
    await setStep({ send: false });
    await setStock(ladoo.id, 0);
    expect((await ask(ladoo.id, { mobile: '9888888888' })).statusCode).toBe(202);
    await setStock(ladoo.id, 3);
    expect(await waiting(ladoo.id)).toEqual([]);
    const rows = await t.database.db.selectFrom('back_in_stock_requests').select(['ended_at', 'notified_at']).where('mobile', '=', '9888888888').execute();
    expect(rows).toEqual([{ ended_at: expect.any(String), notified_at: null }]);
    await setStep({ send: true });
  });
});

// An outlet on the shop's hours and delivery, taking pickup orders.
const OUTLET = { address: '12 Central Market, New Delhi', phone: '9811122334', pickup: true, active: true };

describe.each(ENGINES)('tell me when it is back, per outlet, on %s', (engine) => {
  let whatsapp: FakeProvider;
  let t: TestApp;
  let north: number;
  let kaju: SeededProduct;

  const ask = (id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/products/${id}/notify`, payload });
  const setStock = (id: number, stock: number, outletId: number) =>
    t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock, outletId } });
  const transfer = (id: number, from: number, to: number, quantity: number) =>
    t.asAdmin({ method: 'POST', url: '/api/admin/transfers', payload: { from, to, lines: [{ productId: id, quantity }] } });
  const callsTo = (mobile: string) => whatsapp.calls.filter((c) => (c.body as { to?: string }).to === `91${mobile}`);
  const requests = (mobile: string) =>
    t.database.db.selectFrom('back_in_stock_requests').select(['outlet_id', 'ended_at', 'notified_at']).where('mobile', '=', mobile).execute();
  const queuedFor = async (mobile: string) =>
    (
      await t.database.db
        .selectFrom('customer_messages')
        .innerJoin('back_in_stock_requests as r', 'r.id', 'customer_messages.stock_request_id')
        .select('customer_messages.id')
        .where('r.mobile', '=', mobile)
        .execute()
    ).length;
  const addOutlet = async (name: string, nameHi: string | null = null) => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: { ...OUTLET, name, nameHi } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    t = await startTestApp(engine, withWhatsApp(whatsapp));
    await changeSettings(t, { minimumOrder: 0 });
    north = await addOutlet('Lajpat Nagar', 'लाजपत नगर');
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 550 });
    expect((await setStock(kaju.id, 2, 1)).statusCode).toBe(200);
    expect((await setStock(kaju.id, 0, north)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  it("waits on the outlet's own stock: the first outlet's restock tells no one, a transfer in tells once, naming the outlet", async () => {
    const mobile = '9811111111';
    // In stock at the first outlet: nothing to wait for there.
    expect((await ask(kaju.id, { mobile, outletId: 1 })).statusCode).toBe(202);
    expect(await requests(mobile)).toEqual([]);
    // Sold out at the outlet the customer shops at, though the shop has some: it waits there.
    expect((await ask(kaju.id, { mobile, outletId: north })).statusCode).toBe(202);
    expect(await requests(mobile)).toEqual([{ outlet_id: north, ended_at: null, notified_at: null }]);

    expect((await setStock(kaju.id, 5, 1)).statusCode).toBe(200);
    expect(await queuedFor(mobile)).toBe(0);
    expect(await requests(mobile)).toEqual([{ outlet_id: north, ended_at: null, notified_at: null }]);

    expect((await transfer(kaju.id, 1, north, 1)).statusCode).toBe(200);
    expect(await queuedFor(mobile)).toBe(1);
    await waitFor(() => callsTo(mobile).length === 1, 5000, 'the message after the transfer');
    expect(JSON.stringify(callsTo(mobile)[0]!.body)).toContain('Halwai · Lajpat Nagar');
    expect(await requests(mobile)).toEqual([{ outlet_id: north, ended_at: expect.any(String), notified_at: expect.any(String) }]);

    // Moved back out and in again: the ended request is not told twice.
    expect((await transfer(kaju.id, north, 1, 1)).statusCode).toBe(200);
    expect((await transfer(kaju.id, 1, north, 1)).statusCode).toBe(200);
    expect(await queuedFor(mobile)).toBe(1);
  });

  it("tells when staff set the outlet's stock or a cancel gives it back there, in Hindi with the outlet's Hindi name", async () => {
    await setStock(kaju.id, 0, north);
    const hindi = '9822222222';
    expect((await ask(kaju.id, { mobile: hindi, outletId: north, language: 'hi' })).statusCode).toBe(202);
    expect((await setStock(kaju.id, 0.5, north)).statusCode).toBe(200);
    await waitFor(() => callsTo(hindi).length === 1, 5000, 'the message after the stock set');
    expect(JSON.stringify(callsTo(hindi)[0]!.body)).toContain('Halwai · लाजपत नगर');

    // An order at the outlet takes its last pack; a customer waits; the cancel gives it back there.
    const placed = await postOrder(t.app, { ...orderBody([cartLine(kaju, '500 g', 1)]), outletId: north });
    expect(placed.statusCode, placed.body).toBe(201);
    const waiter = '9833333333';
    expect((await ask(kaju.id, { mobile: waiter, outletId: north })).statusCode).toBe(202);
    expect(await requests(waiter)).toHaveLength(1);
    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${placed.json().id}/status`, payload: { status: 2 } });
    expect(cancel.statusCode).toBe(200);
    await waitFor(() => callsTo(waiter).length === 1, 5000, 'the message after the cancel');
  });

  it('refuses an unknown or closed outlet at outletId, storing nothing', async () => {
    await setStock(kaju.id, 0, north);
    const closed = await addOutlet('Old Market');
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/outlets/${closed}`, payload: { ...OUTLET, name: 'Old Market', active: false } })).statusCode).toBe(200);
    const mobile = '9844444444';
    for (const [outletId, message, code] of [
      [999, OUTLET_MESSAGES.unknown, 'outlet.unknown'],
      [0, OUTLET_MESSAGES.unknown, 'outlet.unknown'],
      ['north', OUTLET_MESSAGES.unknown, 'outlet.unknown'],
      [closed, OUTLET_MESSAGES.closed, 'outlet.closed'],
    ] as const) {
      const res = await ask(kaju.id, { mobile, outletId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.outletId).toEqual([message]);
      expect(res.json().codes.outletId[0].code).toBe(code);
    }
    expect(await requests(mobile)).toEqual([]);
  });

  it('waits at the first outlet when none is named, and the same mobile may wait at two outlets', async () => {
    await setStock(kaju.id, 0, 1);
    await setStock(kaju.id, 0, north);
    const mobile = '9855555555';
    expect((await ask(kaju.id, { mobile })).statusCode).toBe(202);
    expect((await ask(kaju.id, { mobile, outletId: north })).statusCode).toBe(202);
    expect((await ask(kaju.id, { mobile, outletId: 1 })).statusCode).toBe(202);
    expect((await requests(mobile)).map((r) => r.outlet_id).sort()).toEqual([1, north]);
    // The first outlet is the shop itself: its message names the shop alone.
    expect((await setStock(kaju.id, 1, 1)).statusCode).toBe(200);
    await waitFor(() => callsTo(mobile).length === 1, 5000, "the first outlet's message");
    const body = JSON.stringify(callsTo(mobile)[0]!.body);
    expect(body).toContain('"Halwai"');
    expect(body).not.toContain('Lajpat');
    expect((await requests(mobile)).filter((r) => r.ended_at === null).map((r) => r.outlet_id)).toEqual([north]);
  });
});

describe('tell me when it is back, per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true });
  });
  afterAll(() => t.close());

  it('limits one address to ten requests a minute', async () => {
    const item = await seedProduct(t.database.db, 'Rasgulla', { '1 kg': 300 });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: `/api/products/${item.id}/notify`, payload: { mobile: `98000000${String(i).padStart(2, '0')}` } })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
