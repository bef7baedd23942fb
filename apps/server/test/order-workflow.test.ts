import type { AdminOrder, OrderView, ShopSettings } from '@halwai/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as orderWorkflowMigration } from '../src/db/migrations/013-order-workflow.js';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ADMIN, ENGINES, startTestApp, useTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;

describe.each(ENGINES)('the order workflow on %s', (engine) => {
  // Step changes and the Undo window read this clock; the test moves it instead of sleeping.
  let now = new Date();
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false }, { clock });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...settings, deliveryEnabled: true, deliveryPincodes: ['110005'], deliveryCharge: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  const place = async (type: 'pickup' | 'delivery' = 'pickup') => {
    const fulfilment = type === 'delivery' ? { type, address: '12 MG Road', pincode: '110005' } : undefined;
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), ...(fulfilment && { fulfilment }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const move = (id: number, payload: object) => t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload });
  const undo = (id: number) => t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/status/undo` });
  const moved = async (id: number, payload: object): Promise<AdminOrder> => {
    const res = await move(id, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const refused = async (res: Awaited<ReturnType<typeof move>>, message: string | RegExp) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  };
  const staffView = async (id: number) => (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrder;

  it('starts every order pending, with its placing as the first entry of its history', async () => {
    const { id, accessKey } = await place();
    const admin = await staffView(id);
    expect(admin).toMatchObject({ status: 'pending', orderStatus: 0, history: [{ status: 'pending', at: admin.orderDate }] });
    const customer = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json() as OrderView;
    expect(customer).toMatchObject({ status: 'pending', orderStatus: 0, history: [{ status: 'pending', at: admin.orderDate }] });
  });

  it('walks a pickup order through every step, recording who moved it and when; the number stays 0 until the end', async () => {
    const { id } = await place();
    for (const status of ['confirmed', 'preparing', 'ready'] as const) {
      later(MINUTE);
      expect(await moved(id, { status })).toMatchObject({ status, orderStatus: 0 });
    }
    later(MINUTE);
    const done = await moved(id, { status: 'completed' });
    expect(done.orderStatus).toBe(1);
    expect(done.history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'completed']);
    expect(done.history.at(-1)).toEqual({ status: 'completed', at: now.toISOString(), by: ADMIN.email });
  });

  it('walks a delivery order through out for delivery, and refuses ready for pickup on it', async () => {
    const { id } = await place('delivery');
    await moved(id, { status: 'preparing' });
    await refused(await move(id, { status: 'ready' }), 'Ready for pickup is only for pickup orders; this order is for delivery');
    expect((await moved(id, { status: 'out_for_delivery' })).status).toBe('out_for_delivery');
    const { id: pickup } = await place();
    await refused(await move(pickup, { status: 'out_for_delivery' }), 'Out for delivery is only for delivery orders; this order is a pickup');
  });

  it('lets a walk-in pickup go straight to completed', async () => {
    const { id } = await place();
    expect(await moved(id, { status: 'completed' })).toMatchObject({ status: 'completed', orderStatus: 1 });
  });

  it('refuses backward moves, the same step again and anything after completed or cancelled', async () => {
    const { id } = await place();
    await moved(id, { status: 'preparing' });
    await refused(await move(id, { status: 'confirmed' }), /^An order cannot go back from Preparing to Confirmed; use Undo within 10 minutes/);
    await refused(await move(id, { status: 'pending' }), /cannot go back from Preparing to Pending/);
    await refused(await move(id, { status: 'preparing' }), 'The order is already preparing');
    await moved(id, { status: 'completed' });
    for (const status of ['cancelled', 'ready', 2])
      await refused(await move(id, { status }), /^The order is completed: it cannot change any more, except by Undo within 10 minutes/);
    expect((await staffView(id)).history).toHaveLength(3);
  });

  it('cancels an open order with a reason the customer reads; staff see who cancelled it', async () => {
    const { id, accessKey } = await place();
    await moved(id, { status: 'confirmed' });
    const cancelled = await moved(id, { status: 'cancelled', reason: '  Kaju Katli is sold out today  ' });
    expect(cancelled).toMatchObject({ status: 'cancelled', orderStatus: 2 });
    expect(cancelled.history.at(-1)).toEqual({ status: 'cancelled', at: now.toISOString(), by: ADMIN.email, reason: 'Kaju Katli is sold out today' });
    const customer = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json() as OrderView;
    expect(customer.status).toBe('cancelled');
    expect(customer.history.at(-1)).toEqual({ status: 'cancelled', at: now.toISOString(), reason: 'Kaju Katli is sold out today' });
    expect(JSON.stringify(customer)).not.toContain(ADMIN.email);
    await refused(await move(id, { status: 'completed' }), /^The order is cancelled: it cannot change any more/);
  });

  it('still takes the old numeric body: 1 completes, 2 cancels', async () => {
    const a = (await place()).id;
    expect(await moved(a, { status: 1 })).toMatchObject({ status: 'completed', orderStatus: 1 });
    const b = (await place()).id;
    await moved(b, { status: 'preparing' });
    expect(await moved(b, { status: 2 })).toMatchObject({ status: 'cancelled', orderStatus: 2 });
  });

  it('refuses a bad body with a message, and a reason on anything but a cancel, changing nothing', async () => {
    const { id } = await place();
    for (const status of [0, 3, '1', null, 'shipped', undefined]) {
      const res = await move(id, { status });
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().message).toMatch(/status must be one of pending, confirmed, preparing, ready, out_for_delivery, completed, cancelled/);
    }
    const withReason = await move(id, { status: 'confirmed', reason: 'because' });
    expect(withReason.statusCode).toBe(400);
    expect(withReason.json().errors).toEqual({ reason: ['A reason goes only with cancelling an order'] });
    const long = await move(id, { status: 'cancelled', reason: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The reason is too long (at most 300 characters)');
    expect(await staffView(id)).toMatchObject({ status: 'pending', history: [{ status: 'pending' }] });
    expect((await move(987654, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await undo(987654)).statusCode).toBe(404);
  });

  it('undoes the last step once within 10 minutes, and not after', async () => {
    const { id } = await place();
    await moved(id, { status: 'confirmed' });
    later(MINUTE);
    await moved(id, { status: 'preparing' });
    later(10 * MINUTE);
    const back = await undo(id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'confirmed', orderStatus: 0 });
    expect((back.json() as AdminOrder).history.at(-1)).toEqual({ status: 'confirmed', at: now.toISOString(), by: ADMIN.email, undo: true });
    await refused(await undo(id), 'The last step was already undone; an Undo cannot be undone');

    later(MINUTE);
    await moved(id, { status: 'ready' });
    later(10 * MINUTE + 1);
    await refused(await undo(id), 'Ready for pickup was set more than 10 minutes ago: it can no longer be undone');
    expect((await staffView(id)).status).toBe('ready');

    const { id: fresh } = await place();
    await refused(await undo(fresh), 'There is no step to undo on this order');
  });

  it('undoes a cancel or a completion: the order is open again at its step before', async () => {
    const { id, accessKey } = await place();
    await moved(id, { status: 'preparing' });
    await moved(id, { status: 'cancelled', reason: 'Shop closed' });
    later(5 * MINUTE);
    expect((await undo(id)).json()).toMatchObject({ status: 'preparing', orderStatus: 0 });
    const customer = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json() as OrderView;
    expect(customer.status).toBe('preparing');
    expect(customer.history.map((h) => h.status)).toEqual(['pending', 'preparing', 'cancelled', 'preparing']);

    await moved(id, { status: 'completed' });
    expect((await undo(id)).json()).toMatchObject({ status: 'preparing', orderStatus: 0 });
    expect((await moved(id, { status: 'ready' })).status).toBe('ready');
  });

  it('lets only one of two staff moving the same order at once succeed, with one history entry', async () => {
    const { id } = await place();
    const results = await Promise.all([move(id, { status: 'confirmed' }), move(id, { status: 'confirmed' }), move(id, { status: 'preparing' })]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200).length, results.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    const { history, status } = await staffView(id);
    // Whatever won, the history is a forward path without repeats and ends at the current step.
    expect(history.at(-1)!.status).toBe(status);
    expect(new Set(history.map((h) => h.status)).size).toBe(history.length);
    expect(history.length).toBe(1 + codes.filter((c) => c === 200).length);

    const undos = await Promise.all([undo(id), undo(id)]);
    expect(undos.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('tells the live board of each step, with the status and history', async () => {
    const { id } = await place();
    await moved(id, { status: 'confirmed' });
    const events = await t.database.db
      .selectFrom('notification_outbox')
      .select('payload')
      .where('kind', '=', 'order.updated')
      .where('subject_id', '=', id)
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.payload)).toMatchObject({ id, status: 'confirmed', history: [{ status: 'pending' }, { status: 'confirmed' }] });
  });

  it('filters the orders list by step by name, and 0 still lists every open order', async () => {
    const { id } = await place('delivery');
    await moved(id, { status: 'out_for_delivery' });
    const orders = async (query: string) => (await t.asAdmin({ url: `/api/Orders/GetAllOrders?${query}` })).json() as AdminOrder[];
    const list = async (query: string) => (await orders(query)).map((o) => o.id);
    const outForDelivery = await orders('status=out_for_delivery');
    expect(outForDelivery.map((o) => o.id)).toContain(id);
    expect(outForDelivery.every((o) => o.status === 'out_for_delivery')).toBe(true);
    expect(await list('status=0')).toContain(id);
    expect(await list('status=1')).not.toContain(id);
    const all = (await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as AdminOrder[];
    expect(all.every((o) => typeof o.status === 'string' && o.history.length >= 1)).toBe(true);
    const bad = await t.asAdmin({ url: '/api/Orders/GetAllOrders?status=shipped' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status must be 0 \(open\), 1, 2 or a step/);
  });

  it('writes the step in the CSV status column and counts orders by step in the sales report', async () => {
    const { id } = await place('delivery');
    await moved(id, { status: 'out_for_delivery' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const csv = await t.asAdmin({ url: `/api/admin/orders.csv?from=${today}&to=${today}` });
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    const row = rows.find((r) => r.startsWith(`${id},`))!.split(',');
    expect(row[columns.indexOf('status')]).toBe('Out for delivery');
    const report = (await t.asAdmin({ url: `/api/admin/reports/sales?from=${today}&to=${today}` })).json();
    expect(report.byStatus.out_for_delivery).toBeGreaterThanOrEqual(1);
    expect(Object.keys(report.byStatus)).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled']);
  });

  it('describes the calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(paths['/api/admin/orders/{id}/status/undo'].post).toBeDefined();
    expect(JSON.stringify(paths['/api/admin/orders/{id}/status'].put)).toContain('out_for_delivery');
  });
});

describe.each(ENGINES)('moving existing orders to the workflow on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });

  it('makes status 0, 1 and 2 pending, completed and cancelled, each with its history', async () => {
    const db = t.database.db;
    const row = (status: number) => ({
      access_key_hash: `hash-${status}`,
      customer_name: 'Old Customer',
      customer_mobile: '9876543210',
      status,
      total_paise: 100_000,
      created_at: '2025-01-10T05:00:00.000Z',
      updated_at: '2025-01-10T06:00:00.000Z',
    });
    const ids = [];
    for (const status of [0, 1, 2]) ids.push((await db.insertInto('orders').values(row(status)).returning('id').executeTakeFirstOrThrow()).id);
    // As before migration 013: the columns it adds are not there yet.
    await sql`alter table orders drop column step`.execute(db);
    await sql`alter table orders drop column status_history`.execute(db);
    await orderWorkflowMigration(db as never);

    const orders = await Promise.all(ids.map(async (id) => (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrder));
    expect(orders.map((o) => [o.orderStatus, o.status, o.history])).toEqual([
      [0, 'pending', [{ status: 'pending', at: '2025-01-10T05:00:00.000Z' }]],
      [1, 'completed', [{ status: 'pending', at: '2025-01-10T05:00:00.000Z' }, { status: 'completed', at: '2025-01-10T06:00:00.000Z' }]],
      [2, 'cancelled', [{ status: 'pending', at: '2025-01-10T05:00:00.000Z' }, { status: 'cancelled', at: '2025-01-10T06:00:00.000Z' }]],
    ]);
  });
});
