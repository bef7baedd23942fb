import type { AdminOrder, AdminOrderDetails, ProductionList, RunSheet, SalesReport, ShopSettings } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/engine.js';
import { cartLine, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const DAY = '2026-11-06'; // a Friday
const DHANTERAS = '2026-11-07';
/** The shop's clock in India, which the tests move. */
const kolkata = (local: string) => new Date(`${local}+05:30`);

const DAILY = {
  pickup: [
    { start: '16:00', end: '18:00', capacity: 2 },
    { start: '10:00', end: '12:00', capacity: 3 },
  ],
  delivery: [{ start: '18:00', end: '20:00', capacity: 5 }],
};
const FESTIVAL = { pickup: [{ start: '08:00', end: '22:00', capacity: 100 }], delivery: [] };

async function changeSettings(t: Pick<TestApp, 'asAdmin'>, change: Record<string, unknown>) {
  const current = (await t.asAdmin({ method: 'GET', url: '/api/admin/settings' })).json() as Record<string, unknown>;
  return t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...current, ...change } });
}

const slotsOf = async (app: FastifyInstance, date: string, type = 'pickup') => {
  const res = await app.inject({ url: `/api/slots?date=${date}&type=${type}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { slot: string; capacity: number; left: number }[];
};
const leftIn = async (app: FastifyInstance, date: string, slot: string, type = 'pickup') =>
  (await slotsOf(app, date, type)).find((s) => s.slot === slot)?.left;

describe.each(ENGINES)('slots that fill up on %s', (engine) => {
  let now = kolkata(`${DAY}T09:00:00`);
  const clock = () => now;
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false }, { clock });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 600 });
    const saved = await changeSettings(t, { minimumOrder: 0, deliveryEnabled: true, deliveryPincodes: ['1100*'] });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  const order = (fulfilment: Record<string, unknown>, headers: Record<string, string> = {}) =>
    postOrder(t.app, { ...orderBody([cartLine(kaju, '500 g', 1)]), fulfilment }, headers);
  const pickup = (slot?: string, preferredDate = DAY) => order({ type: 'pickup', preferredDate, ...(slot && { slot }) });

  it('take no slot from an order while none are set, as before', async () => {
    expect((await t.asAdmin({ url: '/api/admin/settings' })).json()).toMatchObject({
      slots: { pickup: [], delivery: [] },
      slotOverrides: {},
    });
    expect((await t.app.inject({ url: '/api/shop' })).json().slots).toEqual({ pickup: false, delivery: false });
    expect(await slotsOf(t.app, DAY)).toEqual([]);
    const placed = await pickup();
    expect(placed.statusCode, placed.body).toBe(201);
    const details = (await t.asAdmin({ url: `/api/admin/orders/${placed.json().id}` })).json() as AdminOrderDetails;
    expect(details.fulfilment).not.toHaveProperty('slot');
  });

  it('are checked when the owner saves them, field by field, in English with codes; nothing changes', async () => {
    const refused = async (change: Record<string, unknown>) => {
      const res = await changeSettings(t, change);
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { errors: Record<string, string[]>; codes: Record<string, { code: string }[]> };
    };
    const overlap = await refused({
      slots: {
        pickup: [
          { start: '10:00', end: '12:00', capacity: 3 },
          { start: '11:00', end: '13:00', capacity: 3 },
        ],
        delivery: [],
      },
    });
    expect(overlap.errors['slots.pickup.1']).toEqual(['The 11:00-13:00 slot overlaps another slot']);
    expect(overlap.codes['slots.pickup.1']![0]!.code).toBe('slot.overlap');
    const bad = await refused({
      slots: { pickup: [{ start: '10:00', end: '09:00', capacity: 0 }], delivery: [{ start: '7', end: '09:00', capacity: 1 }] },
    });
    expect(bad.errors).toMatchObject({
      'slots.pickup.0.end': ["A slot's end must be after its start"],
      'slots.pickup.0.capacity': ['Each slot takes 1 to 10,000 orders'],
      'slots.delivery.0.start': ['Slot times are like 10:00 (24-hour clock)'],
    });
    const date = await refused({ slotOverrides: { '2026-13-01': FESTIVAL } });
    expect(date.errors['slotOverrides.2026-13-01']).toEqual(['Slots of a date: use dates like 2026-11-14']);
    expect((await t.asAdmin({ url: '/api/admin/settings' })).json()).toMatchObject({
      slots: { pickup: [], delivery: [] },
      slotOverrides: {},
    });
  });

  it('are saved with dates of their own (past dates dropped), and kept when a save leaves them out', async () => {
    const saved = await changeSettings(t, { slots: DAILY, slotOverrides: { [DHANTERAS]: FESTIVAL, '2026-11-01': FESTIVAL } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ slots: DAILY, slotOverrides: { [DHANTERAS]: FESTIVAL } });
    expect(Object.keys(saved.json().slotOverrides)).toEqual([DHANTERAS]);
    const { slots: _slots, slotOverrides: _overrides, ...rest } = saved.json() as ShopSettings;
    const again = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: rest });
    expect(again.json()).toMatchObject({ slots: DAILY, slotOverrides: { [DHANTERAS]: FESTIVAL } });
    expect((await t.app.inject({ url: '/api/shop' })).json().slots).toEqual({ pickup: true, delivery: true });
  });

  it("are listed for a day in time order with the places left, past ones left out in the shop's time zone, never cached", async () => {
    now = kolkata(`${DAY}T09:00:00`);
    const res = await t.app.inject({ url: `/api/slots?date=${DAY}&type=pickup` });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      { slot: '10:00-12:00', capacity: 3, left: 3 },
      { slot: '16:00-18:00', capacity: 2, left: 2 },
    ]);
    expect(await slotsOf(t.app, DAY, 'delivery')).toEqual([{ slot: '18:00-20:00', capacity: 5, left: 5 }]);
    // 12:00 in India (06:30 UTC): the morning slot has ended.
    now = new Date(`${DAY}T06:30:00Z`);
    expect((await slotsOf(t.app, DAY)).map((s) => s.slot)).toEqual(['16:00-18:00']);
    now = kolkata(`${DAY}T09:00:00`);
    expect(await slotsOf(t.app, '2026-11-05')).toEqual([]);
    // The date's own day wins, for both types.
    expect(await slotsOf(t.app, DHANTERAS)).toEqual([{ slot: '08:00-22:00', capacity: 100, left: 100 }]);
    expect(await slotsOf(t.app, DHANTERAS, 'delivery')).toEqual([]);
  });

  it('are none on a day the shop is closed', async () => {
    expect((await changeSettings(t, { holidays: ['2026-11-09'] })).statusCode).toBe(200);
    expect(await slotsOf(t.app, '2026-11-09')).toEqual([]);
    expect((await changeSettings(t, { holidays: [] })).statusCode).toBe(200);
    expect(await slotsOf(t.app, '2026-11-09')).toHaveLength(2);
  });

  it('refuse a bad date or type with the field named', async () => {
    const bad = await t.app.inject({ url: '/api/slots?date=2026-02-30&type=pickup' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.date).toEqual(['date must be a date written YYYY-MM-DD']);
    const type = await t.app.inject({ url: `/api/slots?date=${DAY}&type=courier` });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.type).toEqual(['type is pickup or delivery']);
  });

  it('make an order name one of the day, not past: 400 on fulfilment.slot otherwise, and nothing is stored', async () => {
    const before = await countRows(t.database.db, 'orders');
    const expectRefused = async (slot: string | undefined, code: string, message: string) => {
      const res = await pickup(slot);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, message, errors: { 'fulfilment.slot': [message] } });
    };
    await expectRefused(undefined, 'slot.required', 'Choose a time slot');
    await expectRefused('09:00-10:00', 'slot.unknown', '09:00-10:00 is not a time slot of that day. Choose another.');
    now = kolkata(`${DAY}T12:00:00`);
    await expectRefused('10:00-12:00', 'slot.past', 'The 10:00-12:00 slot has passed. Choose a later one.');
    now = kolkata(`${DAY}T09:00:00`);
    // Without a preferred date the order is for today, and today has slots.
    const today = await order({ type: 'pickup' });
    expect(today.statusCode).toBe(400);
    expect(today.json().code).toBe('slot.required');
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('take a place in the slot; the order carries its slot everywhere staff and the customer read it', async () => {
    const placed = await pickup('16:00-18:00');
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, accessKey } = placed.json();
    expect(await leftIn(t.app, DAY, '16:00-18:00')).toBe(1);
    const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(view.fulfilment).toMatchObject({ type: 'pickup', preferredDate: DAY, slot: '16:00-18:00' });
    const details = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrderDetails;
    expect(details.fulfilment.slot).toBe('16:00-18:00');
    const listed = (
      await t.asAdmin({ url: `/api/Orders/GetAllOrders?preferredDate=${DAY}&slot=16:00-18:00` })
    ).json() as AdminOrder[];
    expect(listed.map((o) => o.id)).toEqual([id]);
    // Without a preferred date, the order is today's, and carries today's date.
    const todays = await order({ type: 'pickup', slot: '10:00-12:00' });
    expect(todays.statusCode, todays.body).toBe(201);
    const today = (await t.asAdmin({ url: `/api/admin/orders/${todays.json().id}` })).json() as AdminOrderDetails;
    expect(today.fulfilment).toMatchObject({ preferredDate: DAY, slot: '10:00-12:00' });
  });

  it('refuse the order once the slot is full (409), storing nothing and remembering no answer for its key', async () => {
    expect((await pickup('16:00-18:00')).statusCode).toBe(201);
    expect(await leftIn(t.app, DAY, '16:00-18:00')).toBe(0);
    const [orders, keys] = [await countRows(t.database.db, 'orders'), await countRows(t.database.db, 'idempotency_keys')];
    const full = await pickup('16:00-18:00');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'slot.full',
      message: 'That slot is full — please choose another',
      errors: { 'fulfilment.slot': ['That slot is full — please choose another'] },
    });
    const keyed = await order({ type: 'pickup', preferredDate: DAY, slot: '16:00-18:00' }, { 'idempotency-key': 'full-slot-1' });
    expect(keyed.statusCode).toBe(409);
    expect(await countRows(t.database.db, 'orders')).toBe(orders);
    expect(await countRows(t.database.db, 'idempotency_keys')).toBe(keys);
    // The same key, once the customer picks a slot with room, places the order.
    const retried = await order(
      { type: 'pickup', preferredDate: DAY, slot: '10:00-12:00' },
      { 'idempotency-key': 'full-slot-1' },
    );
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('get a place back when the order is cancelled, and take it again when the cancel is undone', async () => {
    const listed = (
      await t.asAdmin({ url: `/api/Orders/GetAllOrders?preferredDate=${DAY}&slot=16:00-18:00` })
    ).json() as AdminOrder[];
    const id = listed[0]!.id;
    const cancel = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${id}/status`,
      payload: { status: 'cancelled', reason: 'Out of town' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await leftIn(t.app, DAY, '16:00-18:00')).toBe(1);
    const undo = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/status/undo` });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await leftIn(t.app, DAY, '16:00-18:00')).toBe(0);
    // Cancelled again, and the place taken by another order meanwhile: the Undo is refused.
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 'cancelled' } });
    expect((await pickup('16:00-18:00')).statusCode).toBe(201);
    const refused = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/status/undo` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('slot.full');
    expect((await t.asAdmin({ url: `/api/admin/orders/${id}` })).json().status).toBe('cancelled');
  });

  it('let staff move an open order to another slot: the places move with it; full 409, unknown or past 400, finished 409, missing 404', async () => {
    const placed = await pickup('10:00-12:00');
    const id = placed.json().id as number;
    const leftBefore = await leftIn(t.app, DAY, '10:00-12:00');
    const move = (payload: Record<string, unknown>, orderId = id) =>
      t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${orderId}/slot`, payload });

    const full = await move({ preferredDate: DAY, slot: '16:00-18:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'slot.full', errors: { slot: ['That slot is full — please choose another'] } });
    expect(await leftIn(t.app, DAY, '10:00-12:00')).toBe(leftBefore);

    const unknown = await move({ preferredDate: DAY, slot: '13:00-14:00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.slot).toEqual(['13:00-14:00 is not a time slot of that day. Choose another.']);
    now = kolkata(`${DAY}T12:30:00`);
    expect((await move({ preferredDate: DAY, slot: '10:00-12:00' })).json().code).toBe('slot.past');
    now = kolkata(`${DAY}T09:00:00`);

    const moved = await move({ preferredDate: DHANTERAS, slot: '08:00-22:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as AdminOrderDetails).fulfilment).toMatchObject({ preferredDate: DHANTERAS, slot: '08:00-22:00' });
    expect(moved.json()).toHaveProperty('notifications');
    expect(await leftIn(t.app, DAY, '10:00-12:00')).toBe(leftBefore! + 1);
    expect(await leftIn(t.app, DHANTERAS, '08:00-22:00')).toBe(99);
    const event = await t.database.db
      .selectFrom('notification_outbox')
      .select('payload')
      .where('kind', '=', 'order.updated')
      .where('subject_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload).fulfilment.slot).toBe('08:00-22:00');

    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 'completed' } });
    const finished = await move({ preferredDate: DAY, slot: '10:00-12:00' });
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({
      code: 'slot.orderClosed',
      message: 'This order is completed or cancelled; its slot cannot change',
    });
    expect(await leftIn(t.app, DHANTERAS, '08:00-22:00')).toBe(99); // a completed order keeps its place
    expect((await move({ preferredDate: DAY, slot: '10:00-12:00' }, 999_999)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${id}/slot`,
          payload: { preferredDate: DAY, slot: '10:00-12:00' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('are obeyed by phone orders as by the storefront', async () => {
    const phone = (fulfilment: Record<string, unknown>, key: string) =>
      t.asAdmin({
        method: 'POST',
        url: '/api/admin/orders',
        headers: { 'idempotency-key': key },
        payload: {
          lines: [{ productId: kaju.id, variant: '500 g', quantity: 1 }],
          customerName: 'Meena',
          customerMobile: '9876501234',
          fulfilment,
        },
      });
    const none = await phone({ type: 'delivery', address: '1 MG Road', pincode: '110001', preferredDate: DAY }, 'phone-1');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors['fulfilment.slot']).toEqual(['Choose a time slot']);
    const placed = await phone(
      { type: 'delivery', address: '1 MG Road', pincode: '110001', preferredDate: DAY, slot: '18:00-20:00' },
      'phone-2',
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await leftIn(t.app, DAY, '18:00-20:00', 'delivery')).toBe(4);
  });

  it("put each order's slot on the run sheet and the production list, which counts packs by slot", async () => {
    const sheet = (await t.asAdmin({ url: `/api/admin/reports/run-sheet?date=${DAY}` })).json() as RunSheet;
    expect(sheet.pincodes.flatMap((p) => p.orders).map((o) => o.slot)).toEqual(['18:00-20:00']);
    const list = (await t.asAdmin({ url: `/api/admin/reports/production?date=${DAY}` })).json() as ProductionList;
    const bySlot = Object.fromEntries(list.slots!.map((s) => [String(s.slot), s]));
    expect(Object.keys(bySlot)).toEqual(['10:00-12:00', '16:00-18:00', '18:00-20:00', 'null']);
    expect(bySlot['16:00-18:00']).toMatchObject({
      orders: 2,
      items: [{ name: 'Kaju Katli', variant: '500 g', quantity: 2, orders: 2 }],
    });
    expect(list.slots!.reduce((n, s) => n + s.orders, 0)).toBe(list.orders);
    expect(list.items).toEqual([
      { productId: kaju.id, name: 'Kaju Katli', variant: '500 g', quantity: list.orders, orders: list.orders },
    ]);
  });

  it('give exactly one order the last place when many race for it', async () => {
    expect(
      (
        await changeSettings(t, {
          slotOverrides: { '2026-11-10': { pickup: [{ start: '10:00', end: '11:00', capacity: 1 }], delivery: [] } },
        })
      ).statusCode,
    ).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, () => pickup('10:00-11:00', '2026-11-10')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(11).fill(409)]);
    expect(await leftIn(t.app, '2026-11-10', '10:00-11:00')).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the last place of a slot, raced for on two instances of one PostgreSQL database',
  () => {
    const now = kolkata(`${DAY}T09:00:00`);
    const clock = () => now;
    let a: TestApp;
    let b: { app: FastifyInstance; close(): Promise<void> };
    let kaju: SeededProduct;

    beforeAll(async () => {
      a = await startTestApp('postgres', { SEED_DEMO: false }, { clock });
      const database = openDatabase(a.config);
      const app = await buildApp(a.config, database, { clock });
      await app.ready();
      b = { app, close: async () => (await app.close(), await database.close()) };
      kaju = await seedProduct(a.database.db, 'Kaju Katli', { '500 g': 600 });
      const saved = await changeSettings(a, {
        minimumOrder: 0,
        slots: { pickup: [{ start: '10:00', end: '12:00', capacity: 3 }], delivery: [] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('is taken by exactly one of 12 orders, whichever instance takes each', async () => {
      const place = (app: FastifyInstance) =>
        postOrder(app, {
          ...orderBody([cartLine(kaju, '500 g', 1)]),
          fulfilment: { type: 'pickup', preferredDate: DAY, slot: '10:00-12:00' },
        });
      // Two of three places taken first: one is left.
      expect((await place(a.app)).statusCode).toBe(201);
      expect((await place(b.app)).statusCode).toBe(201);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => place(i % 2 === 0 ? a.app : b.app)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(11).fill(409)]);
      expect(await leftIn(b.app, DAY, '10:00-12:00')).toBe(0);
      const inSlot = await a.database.db.selectFrom('orders').select('id').where('slot', '=', '10:00-12:00').execute();
      expect(inSlot).toHaveLength(3);
    });
  },
);

describe.each(ENGINES)("the dashboard's hours and slots of today on %s", (engine) => {
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 600 });
    const saved = await changeSettings(t, {
      minimumOrder: 0,
      slots: {
        pickup: [{ start: '00:00', end: '23:59', capacity: 10 }],
        delivery: [{ start: '00:00', end: '00:01', capacity: 4 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('count the orders placed today by hour, every channel, and show the places left in each of today’s slots', async () => {
    const placed = await postOrder(t.app, {
      ...orderBody([cartLine(kaju, '500 g', 1)]),
      fulfilment: { type: 'pickup', slot: '00:00-23:59' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const counter = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: { lines: [{ productId: kaju.id, variant: '500 g', quantity: 1 }], payments: [{ method: 'cash', amount: 600 }] },
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const report = (await t.asAdmin({ url: `/api/admin/reports/sales?from=${today}&to=${today}` })).json() as SalesReport;
    expect(report.ordersPerHour).toHaveLength(24);
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    // The hour may have turned between the orders and now: the two are in this hour or the one before.
    const recent = report
      .ordersPerHour!.filter((h) => h.hour === hour || h.hour === (hour + 23) % 24)
      .reduce((n, h) => n + h.orders, 0);
    expect(recent).toBe(2);
    expect(report.slotsToday).toEqual([
      { type: 'pickup', outletId: 1, slot: '00:00-23:59', capacity: 10, left: 9 },
      { type: 'delivery', outletId: 1, slot: '00:00-00:01', capacity: 4, left: 4 },
    ]);
  });
});
