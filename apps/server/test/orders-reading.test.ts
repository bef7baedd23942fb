import { MESSAGES, type AdminOrder } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartLine,
  countRows,
  orderBody,
  orderPlacedEvent,
  placeOrder,
  postOrder,
  seedProduct,
  type SeededProduct,
} from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

describe.each(ENGINES)('reading orders on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  const place = (payload: unknown, headers: Record<string, string> = {}) => postOrder(t.app, payload, headers);
  const count = (table: Parameters<typeof countRows>[1]) => countRows(t.database.db, table);

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
  });

  describe('reading an order', () => {
    let placed: { id: number; accessKey: string };
    beforeAll(async () => {
      placed = (await place(orderBody([cartLine(kaju, '1kg', 1)], 'Reader'))).json();
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
        expect(res.json(), url).toEqual({
          status: 404,
          title: 'Not Found',
          message: MESSAGES.orderNotFound(typed),
          code: 'common.orderNotFound',
          params: { id: expect.anything() },
        });
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
      a = (await place(orderBody([cartLine(kaju, '1kg', 1)], 'Priya Nair', '9000000001'))).json().id;
      b = (await place(orderBody([cartLine(kaju, '500g', 2)], 'Rohan MEHTA', '9000000002'))).json().id;
      c = (await place(orderBody([cartLine(ladoo, '1kg', 2)], 'priya_sharma', '9111111111'))).json().id;
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
        status: 'pending',
        history: [{ status: 'pending', at: list[1]!.orderDate }],
        fulfilment: { type: 'pickup', deliveryCharge: 0 },
        items: [{ id: kaju.id, name: 'Kaju Katli', variant: '500g', quantity: 2, price: 600 }],
        orderTotal: 1200,
        outletId: 1,
        paid: false,
        offerCode: null,
        discount: 0,
        giftMessage: null,
        language: 'en',
        payment: { paid: false, method: null, reference: null, paidAt: null, by: null, refund: null, flag: null, flagCode: null },
        // Placed on the storefront, by the customer: no staff account placed it.
        channel: 'web',
        placedBy: null,
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
      // A number typed as people type it: +91, spaces, a leading 0.
      expect(await find(`q=${encodeURIComponent('+91 91111 11111')}`)).toEqual([c]);
      expect(await find(`q=${encodeURIComponent('091111 11111')}`)).toEqual([c]);
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
      expect(done.json()).toMatchObject({ id: b, orderStatus: 1, status: 'completed', orderTotal: 1200 });
      expect(done.json().items).toHaveLength(1);

      for (const status of [1, 2]) {
        const again = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${b}/status`, payload: { status } });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toMatch(/^The order is completed: it cannot change any more/);
      }
      const view = (await t.asAdmin({ url: `/get-order/${b}` })).json();
      expect(view.orderStatus).toBe(1);
    });

    it('refuses a status that is neither a step nor 1 or 2, and an unknown order', async () => {
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
  const t = useTestApp(engine, { SEED_DEMO: false });

  it('the dispatcher marks queued notifications processed while the server runs', async () => {
    const soanPapdi = await seedProduct(t.database.db, 'Soan Papdi', { '1kg': 1500 });
    const id = await placeOrder(t.app, [cartLine(soanPapdi, '1kg', 1)], 'Asha');
    const processedAt = await waitFor(
      async () => (await orderPlacedEvent(t.database.db, id)).processed_at,
      3000,
      'the outbox row to be processed',
    );
    expect(processedAt).not.toBeNull();
  });
});
