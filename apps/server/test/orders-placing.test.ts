import { createHash } from 'node:crypto';
import { MESSAGES, type AdminOrder } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, cartLine, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, postCutOffJson, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('placing orders on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let mathri: SeededProduct;
  let soldOut: SeededProduct;

  const place = (payload: unknown, headers: Record<string, string> = {}) => postOrder(t.app, payload, headers);
  const count = (table: Parameters<typeof countRows>[1]) => countRows(t.database.db, table);

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
    mathri = await seedProduct(t.database.db, 'Mathri', { '250g': 333.33 });
    soldOut = await seedProduct(t.database.db, 'Rasmalai', { '1kg': 800 }, { isAvailable: false });
  });

  describe('placing an order', () => {
    it('answers 201 with an id and a long access key, and the key reads the order back', async () => {
      const res = await place(orderBody([cartLine(kaju, '1kg', 1), cartLine(ladoo, '1kg', 2)], '  Asha Verma  '));
      expect(res.statusCode).toBe(201);
      const { id, accessKey } = res.json();
      expect(id).toEqual(expect.any(Number));
      expect(accessKey).toMatch(/^[\w-]{43}$/);

      const read = await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` });
      expect(read.statusCode).toBe(200);
      const view = read.json();
      expect(view).toEqual({
        id,
        customerName: 'Asha Verma',
        customerMobile: MOBILE,
        orderDate: expect.any(String),
        orderStatus: 0,
        status: 'pending',
        history: [{ status: 'pending', at: view.orderDate }],
        paid: false,
        payment: { paid: false, method: null, reference: null, paidAt: null, by: null, refund: null },
        payOnline: false,
        fulfilment: { type: 'pickup', deliveryCharge: 0 },
        offerCode: null,
        discount: 0,
        giftMessage: null,
        language: 'en',
        products: [
          { productId: kaju.id, name: 'Kaju Katli', quantity: 1, variant: '1kg', price: 1150 },
          { productId: ladoo.id, name: 'Motichoor Ladoo', quantity: 2, variant: '1kg', price: 520 },
        ],
        itemsTotal: 2190,
      });
      expect(Number.isNaN(Date.parse(view.orderDate))).toBe(false);
    });

    it('stores only the hash of the access key', async () => {
      const { id, accessKey } = (await place(orderBody([cartLine(kaju, '1kg', 1)]))).json();
      const row = await t.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.access_key_hash).toBe(createHash('sha256').update(accessKey).digest('hex'));
      const keys = await t.database.db.selectFrom('idempotency_keys').selectAll().execute();
      expect(JSON.stringify(keys)).not.toContain(accessKey);
    });

    it('totals from database prices in exact paise, with no GST added', async () => {
      const below = await place(orderBody([cartLine(mathri, '250g', 3)]));
      expect(below.statusCode).toBe(400); // 3 × ₹333.33 = ₹999.99
      expect(below.json().message).toBe(MESSAGES.minimumOrder(1000));

      const res = await place(orderBody([cartLine(mathri, '250g', 4), cartLine(kaju, '500g', 1)]));
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      const admin = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrder;
      expect(admin.orderTotal).toBe(1933.32);
      const row = await t.database.db.selectFrom('orders').select('total_paise').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.total_paise).toBe(4 * 33_333 + 60_000);
    });

    it('never takes the price from the client: a different price is refused, not used', async () => {
      const cheap = { ...cartLine(kaju, '1kg', 1), price: 11.5 };
      const res = await place(orderBody([cheap]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.priceChanged('Kaju Katli', '1kg'));
    });

    it('merges the same product and variant sent twice into one line', async () => {
      const res = await place(orderBody([cartLine(kaju, '500g', 1), cartLine(ladoo, '1kg', 1), cartLine(kaju, '500g', 2)]));
      expect(res.statusCode).toBe(201);
      const { id, accessKey } = res.json();
      const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
      expect(view.products).toEqual([
        { productId: kaju.id, name: 'Kaju Katli', quantity: 3, variant: '500g', price: 600 },
        { productId: ladoo.id, name: 'Motichoor Ladoo', quantity: 1, variant: '1kg', price: 520 },
      ]);
      expect(view.itemsTotal).toBe(2320);
    });

    it('takes a mobile number as people type it and stores its 10 digits', async () => {
      for (const typed of ['+91 98765 43210', '098765 43210', '98765-43210']) {
        const res = await place(orderBody([cartLine(kaju, '1kg', 1)], 'Asha', typed));
        expect(res.statusCode, typed).toBe(201);
        const admin = (await t.asAdmin({ url: `/api/admin/orders/${res.json().id}` })).json() as AdminOrder;
        expect(admin.customerMobile).toBe('9876543210');
      }
    });

    it('refuses with the spec messages', async () => {
      const ok = [cartLine(kaju, '1kg', 1)];
      const cases: [string, unknown, string][] = [
        ['empty cart', orderBody([]), MESSAGES.cartEmpty],
        ['blank name', orderBody(ok, '   '), MESSAGES.nameAndPhone],
        ['short mobile', orderBody(ok, 'Asha', '987654321'), MESSAGES.nameAndPhone],
        ['long mobile', orderBody(ok, 'Asha', '98765432101'), MESSAGES.nameAndPhone],
        ['letters in mobile', orderBody(ok, 'Asha', '98765abcde'), MESSAGES.nameAndPhone],
        ['below the minimum', orderBody([cartLine(ladoo, '1kg', 1)]), MESSAGES.minimumOrder(1000)],
        [
          '51 lines',
          orderBody(Array.from({ length: 51 }, (_, i) => ({ ...cartLine(kaju, '1kg', 1), selectedWeight: `v${i}` }))),
          MESSAGES.tooManyLines,
        ],
      ];
      for (const [what, payload, message] of cases) {
        const res = await place(payload);
        expect(res.statusCode, what).toBe(400);
        expect(res.headers['content-type'], what).toContain('application/problem+json');
        expect(res.json(), what).toMatchObject({ status: 400, title: 'Bad Request', message });
      }
    });

    it('refuses a quantity outside 1..999 naming the item and its line', async () => {
      for (const quantity of [0, -1, 1000]) {
        const res = await place(orderBody([cartLine(kaju, '1kg', 1), cartLine(ladoo, '1kg', quantity)]));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.quantityRange('Motichoor Ladoo'));
        expect(res.json().errors).toEqual({ 'cartItems.1': [MESSAGES.quantityRange('Motichoor Ladoo')] });
      }
      const merged = await place(orderBody([cartLine(kaju, '1kg', 600), cartLine(kaju, '1kg', 400)]));
      expect(merged.statusCode).toBe(400);
      expect(merged.json().errors).toEqual({ 'cartItems.0': [MESSAGES.quantityRange('Kaju Katli')] });
    });

    it('refuses a stale cart with 409, naming the item on its cartItems line', async () => {
      const good = cartLine(kaju, '1kg', 1);
      const cases: [string, unknown, string][] = [
        ['unknown product', { ...good, id: 987_654, name: 'Ghost Barfi' }, MESSAGES.itemGone('Ghost Barfi')],
        ['unknown product, no name', { ...good, id: 987_654, name: undefined }, MESSAGES.itemGone('An item')],
        ['unavailable', cartLine(soldOut, '1kg', 1), MESSAGES.itemUnavailable('Rasmalai')],
        ['unknown variant', { ...good, selectedWeight: '5kg' }, MESSAGES.variantGone('Kaju Katli', '5kg')],
        ['changed price', { ...good, price: 1100 }, MESSAGES.priceChanged('Kaju Katli', '1kg')],
      ];
      const orders = await count('orders');
      const outbox = await count('notification_outbox');
      for (const [what, bad, message] of cases) {
        const res = await place(orderBody([cartLine(ladoo, '1kg', 2), bad]));
        expect(res.statusCode, what).toBe(409);
        expect(res.json(), what).toMatchObject({ status: 409, title: 'Conflict', message, errors: { 'cartItems.1': [message] } });
        expect(res.json().codes['cartItems.1'][0].code, what).toBe(res.json().code);
      }
      expect(await count('orders')).toBe(orders);
      expect(await count('notification_outbox')).toBe(outbox);
    });

    it('reports every stale line at once', async () => {
      const res = await place(
        orderBody([cartLine(soldOut, '1kg', 1), cartLine(kaju, '1kg', 1), { ...cartLine(ladoo, '1kg', 1), price: 1 }]),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.itemUnavailable('Rasmalai'));
      expect(Object.keys(res.json().errors)).toEqual(['cartItems.0', 'cartItems.2']);
    });

    it('follows a deleted product: its order lines stay, a new order is refused', async () => {
      const barfi = await seedProduct(t.database.db, 'Milk Barfi', { '1kg': 1200 });
      const placed = (await place(orderBody([cartLine(barfi, '1kg', 1)]))).json();
      await t.database.db.deleteFrom('products').where('id', '=', barfi.id).execute();
      const again = await place(orderBody([cartLine(barfi, '1kg', 1)]));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MESSAGES.itemGone('Milk Barfi'));
      const admin = (await t.asAdmin({ url: `/api/admin/orders/${placed.id}` })).json() as AdminOrder;
      expect(admin.items).toEqual([{ id: null, name: 'Milk Barfi', variant: '1kg', quantity: 1, price: 1200 }]);
    });

    it('answers malformed bodies with 400 and a message, never 500', async () => {
      const ok = cartLine(kaju, '1kg', 1);
      const bodies: [string, unknown][] = [
        ['no fields', {}],
        ['cartItems not an array', { ...orderBody([]), cartItems: 'kaju' }],
        ['cartItems null', { ...orderBody([]), cartItems: null }],
        ['line not an object', orderBody([42])],
        ['quantity as text', orderBody([{ ...ok, quantity: 'two' }])],
        ['fractional quantity', orderBody([{ ...ok, quantity: 1.5 }])],
        ['price as text', orderBody([{ ...ok, price: '1150' }])],
        ['id missing', orderBody([{ ...ok, id: undefined }])],
        ['negative id', orderBody([{ ...ok, id: -3 }])],
        ['mobile as a number', { ...orderBody([ok]), customerMobile: 9876543210 }],
        ['half a megabyte of name', orderBody([ok], 'x'.repeat(500_000))],
        ['half a megabyte of variant', orderBody([{ ...ok, selectedWeight: 'x'.repeat(500_000) }])],
        ['too many lines', orderBody(Array.from({ length: 1000 }, () => ok))],
      ];
      for (const [what, payload] of bodies) {
        const res = await place(payload);
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toEqual(expect.any(String));
      }
      const broken = await postCutOffJson(t.app, '/api/Notify/OrderTotal', '{"cartItems": [');
      expect(broken.statusCode).toBe(400);
      const huge = await place(orderBody([ok], 'x'.repeat(1_100_000)));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toEqual(expect.any(String));
    });

    it('writes the order, its lines and one outbox notification together', async () => {
      const { id } = (await place(orderBody([cartLine(kaju, '1kg', 1), cartLine(ladoo, '1kg', 1)]))).json();
      const lines = await t.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', id).execute();
      expect(lines).toHaveLength(2);
      const events = await t.database.db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('subject_id', '=', id)
        .where('kind', '=', 'order.placed')
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]!.event_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(events[0]!.payload)).toMatchObject({
        id,
        customerName: 'Asha Verma',
        customerMobile: MOBILE,
        orderTotal: 1670,
        items: expect.any(Array),
      });
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and creates nothing', async () => {
      const body = orderBody([cartLine(kaju, '1kg', 1)]);
      const headers = { 'idempotency-key': 'retry-me-1' };
      const first = await place(body, headers);
      expect(first.statusCode).toBe(201);
      const orders = await count('orders');
      const outbox = await count('notification_outbox');
      const again = await place(body, headers);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await count('orders')).toBe(orders);
      expect(await count('notification_outbox')).toBe(outbox);
    });

    it('refuses the same key with a different body', async () => {
      const headers = { 'idempotency-key': 'retry-me-2' };
      expect((await place(orderBody([cartLine(kaju, '1kg', 1)]), headers)).statusCode).toBe(201);
      const other = await place(orderBody([cartLine(kaju, '1kg', 2)]), headers);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        status: 422,
        title: 'Unprocessable Content',
        message: MESSAGES.idempotencyMismatch,
        code: 'common.idempotencyMismatch',
        params: {},
      });
    });

    it('does not remember a refused order, so the fixed cart may use the key', async () => {
      const headers = { 'idempotency-key': 'retry-me-3' };
      const body = orderBody([cartLine(kaju, '1kg', 1)], '');
      expect((await place(body, headers)).statusCode).toBe(400);
      expect((await place(body, headers)).statusCode).toBe(400);
      expect((await place({ ...body, customerName: 'Asha' }, headers)).statusCode).toBe(201);
    });

    it('refuses a key longer than 200 characters', async () => {
      const res = await place(orderBody([cartLine(kaju, '1kg', 1)]), { 'idempotency-key': 'k'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Idempotency-Key');
      expect((await place(orderBody([cartLine(kaju, '1kg', 1)]), { 'idempotency-key': 'k'.repeat(200) })).statusCode).toBe(201);
    });

    it('creates exactly one order from 10 concurrent requests with one key', async () => {
      const body = orderBody([cartLine(kaju, '1kg', 1), cartLine(ladoo, '1kg', 1)], 'Concurrent Customer');
      const orders = await count('orders');
      const outbox = await count('notification_outbox');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => place(body, { 'idempotency-key': 'one-key-ten-requests' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      const ids = new Set(answers.map((a) => a.json().id));
      const keys = new Set(answers.map((a) => a.json().accessKey));
      expect(ids.size).toBe(1);
      expect(keys.size).toBe(1);
      expect(await count('orders')).toBe(orders + 1);
      expect(await count('notification_outbox')).toBe(outbox + 1);
      const [id] = [...ids];
      const read = await t.app.inject({ url: `/get-order/${id}?key=${[...keys][0]}` });
      expect(read.json().customerName).toBe('Concurrent Customer');
    });
  });
});

describe.each(ENGINES)('order rate limits on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false, RATE_LIMIT: true });

  it('limits placing orders to 20 a minute and reading them to 60', async () => {
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Notify/OrderTotal',
        payload: { cartItems: [], customerName: 'A', customerMobile: MOBILE },
      });
    for (let i = 0; i < 20; i++) expect((await place()).statusCode).toBe(400);
    const limited = await place();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);

    for (let i = 0; i < 60; i++) expect((await t.app.inject({ url: '/get-order/1?key=guess' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/get-order/1?key=guess' })).statusCode).toBe(429);
  });
});
