import type { AddressInfo } from 'node:net';
import type { AdminOrder, ProductionList, StaffAccount } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { cartLine, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const MANAGER = { email: 'north@halwai.test', password: 'north-secret-123' };
const CASHIER = { email: 'north-till@halwai.test', password: 'till-secret-123' };
const NORTH = { name: 'Lajpat Nagar', address: '12 Central Market, New Delhi', phone: '9811122334' };

describe.each(ENGINES)('staff limited to outlets on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false, NOTIFY_POLL_MS: 50 });
  let kaju: SeededProduct;
  let north: number;
  let managerId: number;
  let manager: string;
  let cashier: string;
  let mainOrder: number;
  let northOrder: number;
  const streams: EventStream[] = [];
  let phoneKey = 0;

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: { ...headers, authorization: `Bearer ${token}` } });
  const account = async (login: { email: string; password: string }, role: 'owner' | 'cashier', outlets: number[] | null) => {
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: login });
    const id = (created.json() as StaffAccount).id;
    await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${id}/role`, payload: { role } });
    const limited = await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${id}/outlets`, payload: { outlets } });
    expect(limited.statusCode, limited.body).toBe(200);
    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).json().token as string;
    return { id, token };
  };
  const phoneOrder = (token: string, over: object = {}) =>
    as(
      token,
      'POST',
      '/api/admin/orders',
      { customerName: 'Meena Gupta', customerMobile: '9812345678', lines: [{ productId: kaju.id, variant: '1 kg', quantity: 2 }], ...over },
      { 'idempotency-key': `phone-${++phoneKey}` },
    );
  const ids = (res: { json(): unknown }) => (res.json() as AdminOrder[]).map((o) => o.id);

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 150, '1 kg': 560 });
    north = (await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: NORTH })).json().id;
    ({ id: managerId, token: manager } = await account(MANAGER, 'owner', [north]));
    ({ token: cashier } = await account(CASHIER, 'cashier', [north]));
    mainOrder = await placeOrder(t.app, [cartLine(kaju, '1 kg', 2)], 'Main Customer');
    const placed = await phoneOrder(manager);
    expect(placed.statusCode, placed.body).toBe(201);
    northOrder = placed.json().id;
  });
  afterAll(() => streams.forEach((s) => s.close()));

  it('sets, answers and frees the outlets of an account; an unknown outlet is refused at the field', async () => {
    const listed = (await t.asAdmin({ url: '/api/admin/accounts' })).json() as StaffAccount[];
    expect(listed.find((a) => a.email === MANAGER.email)?.outlets).toEqual([north]);
    expect(listed.find((a) => a.email === 'owner@halwai.test')?.outlets).toBeNull();
    expect((await as(manager, 'GET', '/api/auth/me')).json()).toEqual({ email: MANAGER.email, role: 'owner', outlets: [north] });

    const unknown = await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${managerId}/outlets`, payload: { outlets: [north, 999] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ outlets: ['That outlet is not one of ours; choose another'] });
    const freed = await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${managerId}/outlets`, payload: { outlets: [] } });
    expect(freed.json().outlets).toBeNull();
    const again = await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${managerId}/outlets`, payload: { outlets: [north, north] } });
    expect(again.json().outlets).toEqual([north]);

    // A limited account could free itself or make a free account: it changes no accounts.
    const self = await as(manager, 'PUT', `/api/admin/accounts/${managerId}/outlets`, { outlets: null });
    expect(self.statusCode).toBe(403);
    expect((await as(manager, 'POST', '/api/admin/accounts', { email: 'x@halwai.test', password: 'x-secret-1234' })).statusCode).toBe(403);
  });

  it("a limited account lists only its outlets' orders; the admin sees all, and filters by outlet", async () => {
    expect(ids(await as(manager, 'GET', '/api/Orders/GetAllOrders'))).toEqual([northOrder]);
    expect(ids(await as(manager, 'GET', '/api/Orders/GetAllOrders?outlet=1'))).toEqual([]);
    const all = (await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as AdminOrder[];
    expect(all.map((o) => [o.id, o.outletId])).toEqual([
      [northOrder, north],
      [mainOrder, 1],
    ]);
    expect(ids(await t.asAdmin({ url: `/api/Orders/GetAllOrders?outlet=${north}` }))).toEqual([northOrder]);
    expect(ids(await as(manager, 'GET', '/api/admin/customers/9876543210/orders'))).toEqual([]);
  });

  it("another outlet's order is missing to a limited account, on its details and every action, as an unknown order is", async () => {
    const own = await as(manager, 'GET', `/api/admin/orders/${northOrder}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().outletId).toBe(north);

    const other = await as(manager, 'GET', `/api/admin/orders/${mainOrder}`);
    const unknown = await as(manager, 'GET', '/api/admin/orders/99999');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ...unknown.json(), message: unknown.json().message.replace('99999', String(mainOrder)), params: { id: mainOrder } });
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/orders/${mainOrder}/status`, { status: 'confirmed' }],
      ['POST', `/api/admin/orders/${mainOrder}/status/undo`, undefined],
      ['PUT', `/api/admin/orders/${mainOrder}/payment`, { paid: true }],
      ['GET', `/get-order/${mainOrder}`, undefined],
    ] as const) {
      const res = await as(manager, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing changed: the admin still finds it pending and unpaid.
    expect((await t.asAdmin({ url: `/api/admin/orders/${mainOrder}` })).json()).toMatchObject({ status: 'pending', paid: false });
    expect((await t.asAdmin({ url: `/api/admin/orders/${northOrder}` })).statusCode).toBe(200);
  });

  it("the production list and run sheet keep to the account's outlets", async () => {
    const { timeZone } = (await t.asAdmin({ url: '/api/admin/settings' })).json() as { timeZone: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const mine = (await as(manager, 'GET', `/api/admin/reports/production?date=${today}`)).json() as ProductionList;
    const all = (await t.asAdmin({ url: `/api/admin/reports/production?date=${today}` })).json() as ProductionList;
    expect(all.orders).toBe(2);
    expect(mine.orders).toBe(1);
    expect(mine.items).toEqual([expect.objectContaining({ name: 'Kaju Katli', quantity: 2 })]);
  });

  it("the live stream tells a limited account only of its outlets' orders", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const open = async (token: string) => {
      const stream = await openEventStream(`${base}/api/admin/events`, { authorization: `Bearer ${token}` });
      streams.push(stream);
      await stream.next('ready');
      return stream;
    };
    const [mine, everything] = [await open(manager), await open(await t.adminToken())];
    const elsewhere = await placeOrder(t.app, [cartLine(kaju, '1 kg', 2)], 'Elsewhere');
    const here = (await phoneOrder(manager)).json().id as number;
    expect((await everything.next('order.placed')).data).toMatchObject({ id: elsewhere, outletId: 1 });
    expect((await everything.next('order.placed')).data).toMatchObject({ id: here, outletId: north });
    // The first order.placed the limited stream hears is its own outlet's.
    expect((await mine.next('order.placed')).data).toMatchObject({ id: here, outletId: north });

    // A replay keeps to its outlets too (from the first event: the first order's, at the first outlet).
    const replay = await openEventStream(`${base}/api/admin/events?lastEventId=1`, { authorization: `Bearer ${manager}` });
    streams.push(replay);
    const replayed: number[] = [];
    for (;;) {
      const event = await replay.next();
      if (event.event === 'ready') break;
      if (event.event === 'order.placed') replayed.push((event.data as AdminOrder).id);
    }
    expect(replayed).toEqual([northOrder, here]);
  });

  it("a counter shift opens at the account's outlet, and its sales are that outlet's", async () => {
    const refused = await as(cashier, 'POST', '/api/counter/shifts', { float: 500, outletId: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ outletId: ['Your account does not work at this outlet; choose one of yours'] });

    const opened = await as(cashier, 'POST', '/api/counter/shifts', { float: 500 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ outletId: north, openedBy: CASHIER.email });
    expect((await as(cashier, 'GET', '/api/counter/shifts/current')).json().outletId).toBe(north);

    const sold = await as(cashier, 'POST', '/api/counter/sales', {
      lines: [{ productId: kaju.id, quantity: 1, variant: '250 g' }],
      payments: [{ method: 'cash', amount: 150 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const sale = sold.json() as { id: number };
    expect((await t.asAdmin({ url: `/api/admin/orders/${sale.id}` })).json()).toMatchObject({ channel: 'counter', outletId: north });

    // The admin opens at the shop's first outlet unless it chooses another; its bills are that outlet's.
    const adminShift = await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: 0 } });
    expect(adminShift.json().outletId).toBe(1);
    const adminSale = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: { lines: [{ productId: kaju.id, quantity: 1, variant: '250 g' }], payments: [{ method: 'cash', amount: 150 }] },
    });
    expect((await t.asAdmin({ url: `/api/admin/orders/${adminSale.json().id}` })).json().outletId).toBe(1);
    // Another outlet's bill is missing to the limited cashier, as an unknown one.
    expect((await as(cashier, 'GET', `/api/counter/sales/${adminSale.json().id}`)).statusCode).toBe(404);
    expect((await as(cashier, 'GET', `/api/counter/sales/${sale.id}`)).statusCode).toBe(200);
  });
});
