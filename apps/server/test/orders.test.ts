import { createHash } from 'node:crypto';
import { MESSAGES, type AdminOrder, type CartLine } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from './helper.js';

interface Fixture {
  id: number;
  name: string;
  /** variant label → rupees */
  prices: Record<string, number>;
}

const MOBILE = '9876543210';

describe.each(ENGINES)('orders on %s', (engine) => {
  let t: TestApp;
  let kaju: Fixture;
  let ladoo: Fixture;
  let mathri: Fixture;
  let soldOut: Fixture;

  /** Products go straight into the database, so these tests depend on no seed and no product API. */
  async function addProduct(name: string, prices: Record<string, number>, isAvailable = true): Promise<Fixture> {
    const db = t.database.db;
    const now = new Date().toISOString();
    const category = await db
      .insertInto('categories')
      .values({ name: `Orders test ${name}`, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('subcategories')
      .values({ category_id: category.id, name: 'All', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await db
      .insertInto('products')
      .values({
        name,
        category_id: category.id,
        sub_category_id: sub.id,
        price_paise: Math.round(Object.values(prices)[0]! * 100),
        price_unit: 'kg',
        item_type: 'ByKilo',
        thumbnail: '',
        description: '',
        discount_percent: 0,
        is_available: isAvailable ? 1 : 0,
        featured: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_prices')
      .values(
        Object.entries(prices).map(([label, rupees], position) => ({
          product_id: product.id,
          label,
          price_paise: Math.round(rupees * 100),
          position,
        })),
      )
      .execute();
    return { id: product.id, name, prices };
  }

  const line = (p: Fixture, label: string, quantity: number): CartLine => ({
    id: p.id,
    name: p.name,
    price: p.prices[label]!,
    selectedWeight: label,
    quantity,
    thumbnail: '/logo.svg',
  });

  const order = (cartItems: unknown[], customerName = 'Asha Verma', customerMobile = MOBILE) => ({
    cartItems,
    customerName,
    customerMobile,
  });

  const place = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Notify/OrderTotal', payload: payload as object, headers });

  const count = async (table: 'orders' | 'notification_outbox' | 'idempotency_keys') => {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    kaju = await addProduct('Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await addProduct('Motichoor Ladoo', { '1kg': 520 });
    mathri = await addProduct('Mathri', { '250g': 333.33 });
    soldOut = await addProduct('Rasmalai', { '1kg': 800 }, false);
  });
  afterAll(() => t.close());

  describe('placing an order', () => {
    it('answers 201 with an id and a long access key, and the key reads the order back', async () => {
      const res = await place(order([line(kaju, '1kg', 1), line(ladoo, '1kg', 2)], '  Asha Verma  '));
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
        products: [
          { name: 'Kaju Katli', quantity: 1, variant: '1kg', price: 1150 },
          { name: 'Motichoor Ladoo', quantity: 2, variant: '1kg', price: 520 },
        ],
        itemsTotal: 2190,
      });
      expect(Number.isNaN(Date.parse(view.orderDate))).toBe(false);
    });

    it('stores only the hash of the access key', async () => {
      const { id, accessKey } = (await place(order([line(kaju, '1kg', 1)]))).json();
      const row = await t.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.access_key_hash).toBe(createHash('sha256').update(accessKey).digest('hex'));
      const keys = await t.database.db.selectFrom('idempotency_keys').selectAll().execute();
      expect(JSON.stringify(keys)).not.toContain(accessKey);
    });

    it('totals from database prices in exact paise, with no GST added', async () => {
      const below = await place(order([line(mathri, '250g', 3)]));
      expect(below.statusCode).toBe(400); // 3 × ₹333.33 = ₹999.99
      expect(below.json().message).toBe(MESSAGES.minimumOrder);

      const res = await place(order([line(mathri, '250g', 4), line(kaju, '500g', 1)]));
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      const admin = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrder;
      expect(admin.orderTotal).toBe(1933.32);
      const row = await t.database.db.selectFrom('orders').select('total_paise').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.total_paise).toBe(4 * 33_333 + 60_000);
    });

    it('never takes the price from the client: a different price is refused, not used', async () => {
      const cheap = { ...line(kaju, '1kg', 1), price: 11.5 };
      const res = await place(order([cheap]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.priceChanged('Kaju Katli', '1kg'));
    });

    it('merges the same product and variant sent twice into one line', async () => {
      const res = await place(order([line(kaju, '500g', 1), line(ladoo, '1kg', 1), line(kaju, '500g', 2)]));
      expect(res.statusCode).toBe(201);
      const { id, accessKey } = res.json();
      const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
      expect(view.products).toEqual([
        { name: 'Kaju Katli', quantity: 3, variant: '500g', price: 600 },
        { name: 'Motichoor Ladoo', quantity: 1, variant: '1kg', price: 520 },
      ]);
      expect(view.itemsTotal).toBe(2320);
    });

    it('refuses with the spec messages', async () => {
      const ok = [line(kaju, '1kg', 1)];
      const cases: [string, unknown, string][] = [
        ['empty cart', order([]), MESSAGES.cartEmpty],
        ['blank name', order(ok, '   '), MESSAGES.nameAndPhone],
        ['short mobile', order(ok, 'Asha', '987654321'), MESSAGES.nameAndPhone],
        ['long mobile', order(ok, 'Asha', '98765432101'), MESSAGES.nameAndPhone],
        ['letters in mobile', order(ok, 'Asha', '98765abcde'), MESSAGES.nameAndPhone],
        ['below the minimum', order([line(ladoo, '1kg', 1)]), MESSAGES.minimumOrder],
        [
          '51 lines',
          order(Array.from({ length: 51 }, (_, i) => ({ ...line(kaju, '1kg', 1), selectedWeight: `v${i}` }))),
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

    it('refuses a quantity outside 1..99 naming the item and its line', async () => {
      for (const quantity of [0, -1, 100]) {
        const res = await place(order([line(kaju, '1kg', 1), line(ladoo, '1kg', quantity)]));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.quantityRange('Motichoor Ladoo'));
        expect(res.json().errors).toEqual({ 'cartItems.1': [MESSAGES.quantityRange('Motichoor Ladoo')] });
      }
      const merged = await place(order([line(kaju, '1kg', 60), line(kaju, '1kg', 40)]));
      expect(merged.statusCode).toBe(400);
      expect(merged.json().errors).toEqual({ 'cartItems.0': [MESSAGES.quantityRange('Kaju Katli')] });
    });

    it('refuses a stale cart with 409, naming the item on its cartItems line', async () => {
      const good = line(kaju, '1kg', 1);
      const cases: [string, unknown, string][] = [
        ['unknown product', { ...good, id: 987_654, name: 'Ghost Barfi' }, MESSAGES.itemGone('Ghost Barfi')],
        ['unknown product, no name', { ...good, id: 987_654, name: undefined }, MESSAGES.itemGone('An item')],
        ['unavailable', line(soldOut, '1kg', 1), MESSAGES.itemUnavailable('Rasmalai')],
        ['unknown variant', { ...good, selectedWeight: '5kg' }, MESSAGES.variantGone('Kaju Katli', '5kg')],
        ['changed price', { ...good, price: 1100 }, MESSAGES.priceChanged('Kaju Katli', '1kg')],
      ];
      const orders = await count('orders');
      const outbox = await count('notification_outbox');
      for (const [what, bad, message] of cases) {
        const res = await place(order([line(ladoo, '1kg', 2), bad]));
        expect(res.statusCode, what).toBe(409);
        expect(res.json(), what).toEqual({ status: 409, title: 'Conflict', message, errors: { 'cartItems.1': [message] } });
      }
      expect(await count('orders')).toBe(orders);
      expect(await count('notification_outbox')).toBe(outbox);
    });

    it('reports every stale line at once', async () => {
      const res = await place(order([line(soldOut, '1kg', 1), line(kaju, '1kg', 1), { ...line(ladoo, '1kg', 1), price: 1 }]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.itemUnavailable('Rasmalai'));
      expect(Object.keys(res.json().errors)).toEqual(['cartItems.0', 'cartItems.2']);
    });

    it('follows a deleted product: its order lines stay, a new order is refused', async () => {
      const barfi = await addProduct('Milk Barfi', { '1kg': 1200 });
      const placed = (await place(order([line(barfi, '1kg', 1)]))).json();
      await t.database.db.deleteFrom('products').where('id', '=', barfi.id).execute();
      const again = await place(order([line(barfi, '1kg', 1)]));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MESSAGES.itemGone('Milk Barfi'));
      const admin = (await t.asAdmin({ url: `/api/admin/orders/${placed.id}` })).json() as AdminOrder;
      expect(admin.items).toEqual([{ id: null, name: 'Milk Barfi', variant: '1kg', quantity: 1, price: 1200 }]);
    });

    it('answers malformed bodies with 400 and a message, never 500', async () => {
      const ok = line(kaju, '1kg', 1);
      const bodies: [string, unknown][] = [
        ['no fields', {}],
        ['cartItems not an array', { ...order([]), cartItems: 'kaju' }],
        ['cartItems null', { ...order([]), cartItems: null }],
        ['line not an object', order([42])],
        ['quantity as text', order([{ ...ok, quantity: 'two' }])],
        ['fractional quantity', order([{ ...ok, quantity: 1.5 }])],
        ['price as text', order([{ ...ok, price: '1150' }])],
        ['id missing', order([{ ...ok, id: undefined }])],
        ['negative id', order([{ ...ok, id: -3 }])],
        ['mobile as a number', { ...order([ok]), customerMobile: 9876543210 }],
        ['half a megabyte of name', order([ok], 'x'.repeat(500_000))],
        ['half a megabyte of variant', order([{ ...ok, selectedWeight: 'x'.repeat(500_000) }])],
        ['too many lines', order(Array.from({ length: 1000 }, () => ok))],
      ];
      for (const [what, payload] of bodies) {
        const res = await place(payload);
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toEqual(expect.any(String));
      }
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/Notify/OrderTotal',
        payload: '{"cartItems": [',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      const huge = await place(order([ok], 'x'.repeat(1_100_000)));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toEqual(expect.any(String));
    });

    it('writes the order, its lines and one outbox notification together', async () => {
      const { id } = (await place(order([line(kaju, '1kg', 1), line(ladoo, '1kg', 1)]))).json();
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
      const body = order([line(kaju, '1kg', 1)]);
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
      expect((await place(order([line(kaju, '1kg', 1)]), headers)).statusCode).toBe(201);
      const other = await place(order([line(kaju, '1kg', 2)]), headers);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(MESSAGES.idempotencyMismatch);
    });

    it('does not remember a refused order, so the fixed cart may use the key', async () => {
      const headers = { 'idempotency-key': 'retry-me-3' };
      const body = order([line(kaju, '1kg', 1)], '');
      expect((await place(body, headers)).statusCode).toBe(400);
      expect((await place(body, headers)).statusCode).toBe(400);
      expect((await place({ ...body, customerName: 'Asha' }, headers)).statusCode).toBe(201);
    });

    it('refuses a key longer than 200 characters', async () => {
      const res = await place(order([line(kaju, '1kg', 1)]), { 'idempotency-key': 'k'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Idempotency-Key');
      expect((await place(order([line(kaju, '1kg', 1)]), { 'idempotency-key': 'k'.repeat(200) })).statusCode).toBe(201);
    });

    it('creates exactly one order from 10 concurrent requests with one key', async () => {
      const body = order([line(kaju, '1kg', 1), line(ladoo, '1kg', 1)], 'Concurrent Customer');
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

  describe('reading an order', () => {
    let placed: { id: number; accessKey: string };
    beforeAll(async () => {
      placed = (await place(order([line(kaju, '1kg', 1)], 'Reader'))).json();
    });

    it('answers a wrong or missing key, an unknown id and a malformed id with the same 404', async () => {
      const urls: [string, string][] = [
        [`/get-order/${placed.id}?key=wrong-key`, String(placed.id)],
        [`/get-order/${placed.id}?key=${placed.accessKey.slice(0, -1)}`, String(placed.id)],
        [`/get-order/${placed.id}`, String(placed.id)],
        [`/get-order/${placed.id}?key=`, String(placed.id)],
        [`/get-order/${placed.id}?key=a&key=b`, String(placed.id)],
        [`/get-order/987654?key=${placed.accessKey}`, '987654'],
        [`/get-order/abc?key=${placed.accessKey}`, 'abc'],
        [`/get-order/1.5?key=${placed.accessKey}`, '1.5'],
        [`/get-order/99999999999999999999?key=${placed.accessKey}`, '99999999999999999999'],
      ];
      for (const [url, typed] of urls) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toContain('application/problem+json');
        expect(res.json(), url).toEqual({ status: 404, title: 'Not Found', message: MESSAGES.orderNotFound(typed) });
      }
    });

    it('lets staff read any order without the key, but not a bad token', async () => {
      const res = await t.asAdmin({ url: `/get-order/${placed.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: placed.id, customerName: 'Reader', orderStatus: 0, itemsTotal: 1150 });
      const bad = await t.app.inject({ url: `/get-order/${placed.id}`, headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode).toBe(404);
      const missing = await t.asAdmin({ url: '/get-order/987654' });
      expect(missing.json().message).toBe(MESSAGES.orderNotFound(987654));
    });
  });

  describe('back office', () => {
    let a: number;
    let b: number;
    let c: number;
    beforeAll(async () => {
      a = (await place(order([line(kaju, '1kg', 1)], 'Priya Nair', '9000000001'))).json().id;
      b = (await place(order([line(kaju, '500g', 2)], 'Rohan MEHTA', '9000000002'))).json().id;
      c = (await place(order([line(ladoo, '1kg', 2)], 'priya_sharma', '9111111111'))).json().id;
    });

    it('lists every order newest first in the admin shape', async () => {
      const res = await t.asAdmin({ url: '/api/Orders/GetAllOrders' });
      expect(res.statusCode).toBe(200);
      const list = res.json() as AdminOrder[];
      expect(list.length).toBe(await count('orders'));
      const ids = list.map((o) => o.id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      expect(list.slice(0, 3).map((o) => o.id)).toEqual([c, b, a]);
      expect(list[1]).toEqual({
        id: b,
        customerName: 'Rohan MEHTA',
        customerMobile: '9000000002',
        orderDate: expect.any(String),
        orderStatus: 0,
        items: [{ id: kaju.id, name: 'Kaju Katli', variant: '500g', quantity: 2, price: 600 }],
        orderTotal: 1200,
      });
      expect(list.every((o) => o.items.length > 0)).toBe(true);
    });

    it('is the same call whatever the case of its path', async () => {
      expect((await t.asAdmin({ url: '/api/orders/getallorders' })).statusCode).toBe(200);
    });

    it('filters by name or mobile fragment, case-insensitively, and by status', async () => {
      const find = async (query: string) =>
        ((await t.asAdmin({ url: `/api/Orders/GetAllOrders?${query}` })).json() as AdminOrder[]).map((o) => o.id);
      expect(await find('q=PRIYA')).toEqual([c, a]);
      expect(await find('q=mehta')).toEqual([b]);
      expect(await find('q=91111')).toEqual([c]);
      expect(await find('q=priya_')).toEqual([c]);
      expect(await find('q=%25')).toEqual([]);
      expect(await find('q=priya&limit=1')).toEqual([c]);
      expect(await find('q=priya&limit=1&offset=1')).toEqual([a]);
      expect(await find('q=priya&offset=1')).toEqual([a]);

      await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${a}/status`, payload: { status: 2 } });
      expect(await find('q=priya&status=2')).toEqual([a]);
      expect(await find('q=priya&status=0')).toEqual([c]);
      expect(await find('status=1')).not.toContain(a);
    });

    it('refuses a bad filter with 400', async () => {
      for (const query of ['status=3', 'status=', 'limit=501', 'limit=0', 'offset=-1', `q=${'x'.repeat(101)}`]) {
        const res = await t.asAdmin({ url: `/api/Orders/GetAllOrders?${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('answers 401 without a token or with a bad one', async () => {
      for (const [method, url] of [
        ['GET', '/api/Orders/GetAllOrders'],
        ['GET', `/api/admin/orders/${a}`],
        ['PUT', `/api/admin/orders/${a}/status`],
      ] as const) {
        expect((await t.app.inject({ method, url, payload: method === 'PUT' ? { status: 1 } : undefined })).statusCode, url).toBe(
          401,
        );
        const bad = await t.app.inject({ method, url, headers: { authorization: 'Bearer nope' } });
        expect(bad.statusCode, url).toBe(401);
        expect(bad.json().message).toBe(MESSAGES.signInRequired);
      }
    });

    it('reads one order for staff', async () => {
      const res = await t.asAdmin({ url: `/api/admin/orders/${b}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: b, orderTotal: 1200 });
      const missing = await t.asAdmin({ url: '/api/admin/orders/987654' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.orderNotFound(987654));
    });

    it('completes a pending order once, and refuses a second change', async () => {
      const done = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${b}/status`, payload: { status: 1 } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ id: b, orderStatus: 1, orderTotal: 1200 });
      expect(done.json().items).toHaveLength(1);

      for (const status of [1, 2]) {
        const again = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${b}/status`, payload: { status } });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Only a pending order can be completed or cancelled');
      }
      const view = (await t.asAdmin({ url: `/get-order/${b}` })).json();
      expect(view.orderStatus).toBe(1);
    });

    it('refuses a status other than 1 or 2, and an unknown order', async () => {
      for (const status of [0, 3, '1', null]) {
        const res = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${c}/status`, payload: { status } });
        expect(res.statusCode, String(status)).toBe(400);
      }
      const missing = await t.asAdmin({ method: 'PUT', url: '/api/admin/orders/987654/status', payload: { status: 1 } });
      expect(missing.statusCode).toBe(404);
    });
  });

  it('describes its calls in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Notify/OrderTotal',
        '/get-order/{id}',
        '/api/Orders/GetAllOrders',
        '/api/admin/orders/{id}/status',
      ]),
    );
  });
});

describe.each(ENGINES)('order notifications on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
  });
  afterAll(() => t.close());

  it('the dispatcher marks queued notifications processed while the server runs', async () => {
    const db = t.database.db;
    const now = new Date().toISOString();
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({ name: 'Dispatch', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: subId } = await db
      .insertInto('subcategories')
      .values({ category_id: categoryId, name: 'All', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: productId } = await db
      .insertInto('products')
      .values({
        name: 'Soan Papdi',
        category_id: categoryId,
        sub_category_id: subId,
        price_paise: 150_000,
        price_unit: 'kg',
        item_type: 'ByKilo',
        thumbnail: '',
        description: '',
        discount_percent: 0,
        is_available: 1,
        featured: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_prices')
      .values({ product_id: productId, label: '1kg', price_paise: 150_000, position: 0 })
      .execute();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Notify/OrderTotal',
      payload: {
        cartItems: [{ id: productId, name: 'Soan Papdi', price: 1500, selectedWeight: '1kg', quantity: 1, thumbnail: '' }],
        customerName: 'Asha',
        customerMobile: MOBILE,
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();

    const deadline = Date.now() + 3000;
    let processedAt: string | null = null;
    while (Date.now() < deadline) {
      const row = await db
        .selectFrom('notification_outbox')
        .select('processed_at')
        .where('subject_id', '=', id)
        .where('kind', '=', 'order.placed')
        .executeTakeFirstOrThrow();
      processedAt = row.processed_at;
      if (processedAt) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(processedAt).not.toBeNull();
  });
});

describe.each(ENGINES)('order rate limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false, RATE_LIMIT: true });
  });
  afterAll(() => t.close());

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
