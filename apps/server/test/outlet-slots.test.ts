import { OUTLET_MESSAGES, type SalesReport } from '@halwai/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as outletSlotPlaces from '../src/db/migrations/038-outlet-slot-places.js';
import {
  cartLine,
  changeSettings,
  countRows,
  orderBody,
  postOrder,
  seedProduct,
  type SeededProduct,
} from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29'; // Lajpat Nagar's holiday
/** The shop's clock in India, which the tests move. */
const kolkata = (local: string) => new Date(`${local}+05:30`);

const MORNING = '10:00-12:00';
const EVENING = '16:00-18:00';
const SLOTS = {
  pickup: [
    { start: '10:00', end: '12:00', capacity: 1 },
    { start: '16:00', end: '18:00', capacity: 2 },
  ],
  delivery: [{ start: '18:00', end: '20:00', capacity: 3 }],
};

// Open every day, whatever the shop's hours, but for its holiday; delivers in Delhi.
const LAJPAT = {
  name: 'Lajpat Nagar',
  nameHi: 'लाजपत नगर',
  address: '12 Central Market, New Delhi',
  phone: '9811122334',
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' })),
  holidays: [SUNDAY],
  pickup: true,
  delivery: { pincodes: ['1100*'], charge: 40, freeFrom: null },
  gstin: null,
  email: null,
  active: true,
};

type Slot = { slot: string; capacity: number; left: number };

describe.each(ENGINES)("each outlet's slots on %s", (engine) => {
  let now = kolkata(`${FRIDAY}T09:00:00`);
  let t: TestApp;
  let ladoo: SeededProduct;
  let lajpat: number;
  let closed: number;
  let key = 0;

  const slotsAt = async (outlet: number | null, date = FRIDAY, type = 'pickup') => {
    const res = await t.app.inject({ url: `/api/slots?date=${date}&type=${type}${outlet === null ? '' : `&outlet=${outlet}`}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Slot[];
  };
  const leftAt = async (outlet: number | null, slot: string, date = FRIDAY) =>
    (await slotsAt(outlet, date)).find((s) => s.slot === slot)?.left;
  const pickupAt = (outletId: number, slot: string, preferredDate = FRIDAY) =>
    postOrder(t.app, {
      ...orderBody([cartLine(ladoo, '250 g', 1)]),
      outletId,
      fulfilment: { type: 'pickup', preferredDate, slot },
    });
  const phoneAt = (outletId: number, slot: string) =>
    t.asAdmin({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { 'idempotency-key': `outlet-slot-phone-${++key}` },
      payload: {
        customerName: 'Meena Gupta',
        customerMobile: '9876500000',
        lines: [{ productId: ladoo.id, variant: '250 g', quantity: 1 }],
        outletId,
        fulfilment: { type: 'pickup', preferredDate: FRIDAY, slot },
      },
    });
  const addOutlet = async (payload: object) => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const placesRows = () =>
    t.database.db
      .selectFrom('slot_places')
      .select(['outlet_id', 'slot_date', 'slot', 'taken'])
      .where('taken', '>', 0)
      .orderBy('outlet_id')
      .orderBy('slot')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false }, { clock: () => now });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '250 g': 150 });
    // The shop (the first outlet) opens Monday to Friday.
    await changeSettings(t, {
      minimumOrder: 0,
      slots: SLOTS,
      openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '20:00' })),
    });
    lajpat = await addOutlet(LAJPAT);
    closed = await addOutlet({ ...LAJPAT, name: 'Old Market', active: false });
  });
  afterAll(() => t?.close());

  it('fill apart: the last place of a slot taken at one outlet leaves the same slot open at another', async () => {
    expect(await slotsAt(lajpat)).toEqual([
      { slot: MORNING, capacity: 1, left: 1 },
      { slot: EVENING, capacity: 2, left: 2 },
    ]);
    const placed = await pickupAt(lajpat, MORNING);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await leftAt(lajpat, MORNING)).toBe(0);
    // The first outlet's, asked for by id or by leaving the outlet out, still has its place.
    expect(await leftAt(1, MORNING)).toBe(1);
    expect(await leftAt(null, MORNING)).toBe(1);

    const full = await pickupAt(lajpat, MORNING);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'slot.full',
      errors: { 'fulfilment.slot': ['That slot is full — please choose another'] },
    });
    const atFirst = await pickupAt(1, MORNING);
    expect(atFirst.statusCode, atFirst.body).toBe(201);
    expect(await leftAt(1, MORNING)).toBe(0);
    expect(await placesRows()).toEqual([
      { outlet_id: 1, slot_date: FRIDAY, slot: MORNING, taken: 1 },
      { outlet_id: lajpat, slot_date: FRIDAY, slot: MORNING, taken: 1 },
    ]);
  });

  it("follow the outlet's own hours and holidays: none on a day it is closed, while another outlet has them", async () => {
    // Saturday: the shop is closed, Lajpat Nagar open.
    expect(await slotsAt(1, SATURDAY)).toEqual([]);
    expect(await slotsAt(null, SATURDAY, 'delivery')).toEqual([]);
    expect(await slotsAt(lajpat, SATURDAY)).toHaveLength(2);
    expect(await slotsAt(lajpat, SATURDAY, 'delivery')).toEqual([{ slot: '18:00-20:00', capacity: 3, left: 3 }]);
    // Sunday: Lajpat Nagar's holiday.
    expect(await slotsAt(lajpat, SUNDAY)).toEqual([]);
    const onHoliday = await pickupAt(lajpat, EVENING, SUNDAY);
    expect(onHoliday.statusCode).toBe(400);
    expect(onHoliday.json().errors['fulfilment.preferredDate']).toBeDefined();
    expect((await pickupAt(lajpat, EVENING, SATURDAY)).statusCode).toBe(201);
    expect(await leftAt(lajpat, EVENING, SATURDAY)).toBe(1);
  });

  it('refuse an unknown or closed outlet at `outlet`, in the words the catalogue uses', async () => {
    for (const bad of ['999', String(closed), '0', 'north', '']) {
      const res = await t.app.inject({ url: `/api/slots?date=${FRIDAY}&type=pickup&outlet=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.outlet).toEqual([OUTLET_MESSAGES.unknown]);
    }
  });

  it('a phone order takes its place at the outlet staff chose; a cancel gives it back there and an Undo takes it again', async () => {
    const phoned = await phoneAt(lajpat, EVENING);
    expect(phoned.statusCode, phoned.body).toBe(201);
    const id = phoned.json().id as number;
    expect(await leftAt(lajpat, EVENING)).toBe(1);
    expect(await leftAt(1, EVENING)).toBe(2);

    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await leftAt(lajpat, EVENING)).toBe(2);
    expect(await leftAt(1, EVENING)).toBe(2);
    const undo = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/status/undo` });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await leftAt(lajpat, EVENING)).toBe(1);
    expect(await leftAt(1, EVENING)).toBe(2);
  });

  it("moves an order's place within its own outlet, on that outlet's days", async () => {
    const placed = await pickupAt(lajpat, EVENING);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as number;
    const move = (payload: object) => t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/slot`, payload });
    expect(await leftAt(lajpat, EVENING)).toBe(0);
    // The morning is full at Lajpat Nagar (and at the first outlet: neither lends its place).
    const full = await move({ preferredDate: FRIDAY, slot: MORNING });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('slot.full');
    // Saturday: the shop is closed, the order's outlet is open.
    const moved = await move({ preferredDate: SATURDAY, slot: MORNING });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await leftAt(lajpat, EVENING)).toBe(1);
    expect(await leftAt(lajpat, MORNING, SATURDAY)).toBe(0);
    expect(await leftAt(1, EVENING)).toBe(2);
    const holiday = await move({ preferredDate: SUNDAY, slot: EVENING });
    expect(holiday.statusCode).toBe(400);
    expect(holiday.json().errors.preferredDate).toEqual([`We're closed on ${SUNDAY}. Choose another day.`]);
    expect(await leftAt(lajpat, MORNING, SATURDAY)).toBe(0);
  });

  it("show today's places outlet by outlet on the dashboard, to a limited account its outlets' only; an outlet closed today shows none", async () => {
    const report = async () =>
      (await t.asAdmin({ url: `/api/admin/reports/sales?from=${FRIDAY}&to=${FRIDAY}` })).json() as SalesReport;
    const today = (await report()).slotsToday!;
    expect(today.filter((s) => s.type === 'pickup')).toEqual([
      { type: 'pickup', outletId: 1, slot: MORNING, capacity: 1, left: 0 },
      { type: 'pickup', outletId: 1, slot: EVENING, capacity: 2, left: 2 },
      { type: 'pickup', outletId: lajpat, slot: MORNING, capacity: 1, left: 0 },
      { type: 'pickup', outletId: lajpat, slot: EVENING, capacity: 2, left: 1 },
    ]);
    // An account limited to Lajpat Nagar sees its slots only.
    const login = { email: 'lajpat@halwai.test', password: 'lajpat-secret-123' };
    const account = (await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: login })).json() as { id: number };
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${account.id}/outlets`, payload: { outlets: [lajpat] } })).statusCode).toBe(200);
    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).json().token as string;
    const theirs = await t.app.inject({ url: `/api/admin/reports/sales?from=${FRIDAY}&to=${FRIDAY}`, headers: { authorization: `Bearer ${token}` } });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((theirs.json() as SalesReport).slotsToday).toEqual(today.filter((s) => s.outletId === lajpat));
    now = kolkata(`${SUNDAY}T09:00:00`); // the shop is closed on Sundays, Lajpat Nagar on its holiday
    expect((await report()).slotsToday).toEqual([]);
    now = kolkata(`${SATURDAY}T09:00:00`);
    expect((await report()).slotsToday!.map((s) => s.outletId)).toEqual([lajpat, lajpat, lajpat]);
    now = kolkata(`${FRIDAY}T09:00:00`);
  });

  it('refuse nothing else and store nothing for a bad outlet on an order with a slot', async () => {
    const before = await countRows(t.database.db, 'orders');
    const rows = await placesRows();
    const res = await pickupAt(closed, EVENING);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.outletId).toEqual([OUTLET_MESSAGES.unknown]);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    expect(await placesRows()).toEqual(rows);
  });
});

describe.each(ENGINES)('migration 038 on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
  });
  afterAll(() => t?.close());

  it("moves the places taken so far to the first outlet, each slot's count kept", async () => {
    const db = t.database.db;
    // The table as migration 029 made it, with places taken before outlets.
    await db.schema.dropTable('slot_places').execute();
    await db.schema
      .createTable('slot_places')
      .addColumn('slot_date', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('slot_places_pk', ['slot_date', 'type', 'slot'])
      .execute();
    await sql`insert into slot_places (slot_date, type, slot, taken) values (${FRIDAY}, 'pickup', ${MORNING}, 3), (${FRIDAY}, 'delivery', ${MORNING}, 1)`.execute(
      db,
    );
    await outletSlotPlaces.up(db as never);
    const rows = await db.selectFrom('slot_places').selectAll().orderBy('type').execute();
    expect(rows.map((r) => ({ ...r, outlet_id: Number(r.outlet_id), taken: Number(r.taken) }))).toEqual([
      { outlet_id: 1, slot_date: FRIDAY, type: 'delivery', slot: MORNING, taken: 1 },
      { outlet_id: 1, slot_date: FRIDAY, type: 'pickup', slot: MORNING, taken: 3 },
    ]);
    // The same slot and day at another outlet is a row of its own.
    await db
      .insertInto('slot_places')
      .values({ outlet_id: 2, slot_date: FRIDAY, type: 'pickup', slot: MORNING, taken: 1 })
      .execute();
    expect(await db.selectFrom('slot_places').select('outlet_id').where('type', '=', 'pickup').execute()).toHaveLength(2);
  });
});
