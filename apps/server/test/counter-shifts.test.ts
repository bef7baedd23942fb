import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShiftsRepository } from '../src/modules/shifts/shifts.repository.js';
import { seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const CASHIER = { email: 'till@halwai.test', password: 'till-secret-123' };

describe.each(ENGINES)('counter shifts on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let cashier: string;
  const asCashier = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: { authorization: `Bearer ${cashier}` } });

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 150, '1 kg': 560 });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240 });
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: CASHIER });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${created.json().id}/role`, payload: { role: 'cashier' } });
    cashier = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: CASHIER })).json().token;
  });

  it('opens with a float, counts the drawer at the close against the bills, and keeps a Z report that adds up', async () => {
    const opened = await asCashier('POST', '/api/counter/shifts', { float: 1000 });
    expect(opened.statusCode).toBe(201);
    const shift = opened.json();
    expect(shift).toMatchObject({ openedBy: CASHIER.email, float: 1000, closedAt: null });
    expect((await asCashier('POST', '/api/counter/shifts', { float: 500 })).statusCode).toBe(409);
    expect((await asCashier('GET', '/api/counter/shifts/current')).json().id).toBe(shift.id);

    const sell = (payload: object) => asCashier('POST', '/api/counter/sales', payload);
    const a = (
      await sell({ lines: [{ productId: kaju.id, weightGrams: 350, quantity: 1 }], payments: [{ method: 'cash', amount: 500 }] })
    ).json();
    const b = (await sell({ lines: [{ productId: ladoo.id, quantity: 1 }], payments: [{ method: 'upi', amount: 240 }] })).json();
    const c = (
      await sell({
        lines: [{ productId: ladoo.id, quantity: 2 }],
        payments: [
          { method: 'card', amount: 300, reference: 'SLIP-7' },
          { method: 'cash', amount: 200 },
        ],
      })
    ).json();
    expect([a.change, b.change, c.change]).toEqual([304, 0, 20]);
    // An owner's sale outside any shift does not count in the cashier's drawer.
    await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: { lines: [{ productId: ladoo.id, quantity: 1 }], payments: [{ method: 'cash', amount: 240 }] },
    });

    // Expected: ₹1000 float + ₹196 (₹500 less ₹304 change) + ₹180 (₹200 less ₹20 change, the rest of ₹480 by card) = ₹1376.
    const counted = { '500': 2, '200': 1, '100': 1, '20': 2 }; // ₹1340: ₹36 short
    const closed = await asCashier('POST', `/api/counter/shifts/${shift.id}/close`, { counted });
    expect(closed.statusCode, closed.body).toBe(200);
    const result = closed.json();
    expect(result).toMatchObject({ expected: 1376, counted: 1340, difference: -36 });
    expect(result.report).toMatchObject({
      bills: 3,
      firstInvoice: a.invoiceNumber,
      lastInvoice: c.invoiceNumber,
      total: 196 + 240 + 480,
      byMethod: { cash: 376, upi: 240, card: 300 },
      discounts: 0,
      refunds: { count: 0, amount: 0 },
    });
    const taxed = result.report.byGstRate.reduce(
      (sum: number, r: { taxable: number; cgst: number; sgst: number }) => sum + r.taxable + r.cgst + r.sgst,
      0,
    );
    expect(Math.round(taxed * 100)).toBe(91600);

    expect((await asCashier('POST', `/api/counter/shifts/${shift.id}/close`, { counted })).statusCode).toBe(409);
    const kept = (await t.asAdmin({ method: 'GET', url: `/api/admin/shifts/${shift.id}` })).json();
    expect(kept).toMatchObject({ expected: 1376, counted: 1340, difference: -36, countedNotes: counted, report: { bills: 3 } });
    expect((await t.asAdmin({ method: 'GET', url: '/api/admin/shifts' })).json()[0].id).toBe(shift.id);
    expect((await asCashier('GET', '/api/admin/shifts')).statusCode).toBe(403);
    expect((await asCashier('GET', '/api/counter/shifts/current')).statusCode).toBe(404);
  });

  it("refuses a bad count, and a cashier closing someone else's shift", async () => {
    const owners = (await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: 0 } })).json();
    expect((await asCashier('POST', `/api/counter/shifts/${owners.id}/close`, { counted: {} })).statusCode).toBe(403);
    for (const counted of [{ '3': 1 }, { '500': -1 }, { '10': 1.5 }]) {
      const res = await t.asAdmin({ method: 'POST', url: `/api/counter/shifts/${owners.id}/close`, payload: { counted } });
      expect(res.statusCode, JSON.stringify(counted)).toBe(400);
    }
    expect((await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: -5 } })).statusCode).toBe(400);
    const closed = await t.asAdmin({ method: 'POST', url: `/api/counter/shifts/${owners.id}/close`, payload: { counted: {} } });
    expect(closed.json()).toMatchObject({ expected: 0, counted: 0, difference: 0, report: { bills: 0, firstInvoice: null } });
    expect(
      (await t.asAdmin({ method: 'POST', url: '/api/counter/shifts/999999/close', payload: { counted: {} } })).statusCode,
    ).toBe(404);
  });

  it("pays cash out of the drawer with a reason, shows the drawer's running sums, and counts paid-outs in the close and the Z report", async () => {
    const shift = (await asCashier('POST', '/api/counter/shifts', { float: 500 })).json();
    await asCashier('POST', '/api/counter/sales', {
      lines: [{ productId: ladoo.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: 300 }],
    });
    const paid = await asCashier('POST', `/api/counter/shifts/${shift.id}/paid-outs`, { amount: 45.5, reason: '  Milk  ' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ shiftId: shift.id, amount: 45.5, reason: 'Milk', createdBy: CASHIER.email });
    for (const bad of [{ amount: 0, reason: 'Milk' }, { amount: 10, reason: ' ' }, { amount: 100_001, reason: 'x' }, {}]) {
      const res = await asCashier('POST', `/api/counter/shifts/${shift.id}/paid-outs`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const current = (await asCashier('GET', '/api/counter/shifts/current')).json();
    // ₹500 float + ₹240 cash (₹300 less ₹60 change) − ₹45.50 paid out.
    expect(current).toMatchObject({
      id: shift.id,
      drawer: { bills: 1, cashTaken: 240, cashRefunded: 0, paidOut: 45.5, expected: 694.5 },
      paidOuts: [{ amount: 45.5, reason: 'Milk' }],
    });
    expect((await asCashier('GET', `/api/counter/shifts/${shift.id}`)).json().drawer.expected).toBe(694.5);

    // Someone else's shift is not the cashier's to read, pay out of or close.
    const owners = (await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: 0 } })).json();
    expect((await asCashier('GET', `/api/counter/shifts/${owners.id}`)).statusCode).toBe(403);
    expect((await asCashier('POST', `/api/counter/shifts/${owners.id}/paid-outs`, { amount: 5, reason: 'x' })).statusCode).toBe(
      403,
    );
    await t.asAdmin({ method: 'POST', url: `/api/counter/shifts/${owners.id}/close`, payload: { counted: {} } });

    const closed = (
      await asCashier('POST', `/api/counter/shifts/${shift.id}/close`, { counted: { '500': 1, '100': 1, '50': 1, '20': 2 } })
    ).json();
    expect(closed).toMatchObject({
      expected: 694.5,
      counted: 690,
      difference: -4.5,
      report: { paidOuts: { count: 1, amount: 45.5 } },
    });
    const late = await asCashier('POST', `/api/counter/shifts/${shift.id}/paid-outs`, { amount: 5, reason: 'Late' });
    expect(late.statusCode).toBe(409);
    expect((await asCashier('GET', `/api/counter/shifts/${shift.id}`)).json()).toMatchObject({
      closedAt: expect.any(String),
      report: { bills: 1, paidOuts: { count: 1 } },
    });
  });

  it("never leaves a bill outside its shift's Z report when the shift closes while bills are being sold", async () => {
    const shift = (await asCashier('POST', '/api/counter/shifts', { float: 0 })).json();
    const sale = () =>
      asCashier('POST', '/api/counter/sales', {
        lines: [{ productId: ladoo.id, quantity: 1 }],
        payments: [{ method: 'cash', amount: 240 }],
      });
    const before = [sale(), sale(), sale()];
    const close = asCashier('POST', `/api/counter/shifts/${shift.id}/close`, { counted: {} });
    const after = [sale(), sale(), sale()];
    const answers = await Promise.all([...before, close, ...after]);
    expect(
      answers.every((a) => a.statusCode < 300),
      answers.map((a) => a.body).join('\n'),
    ).toBe(true);
    const report = (await close).json().report;
    const inShift = await t.database.db
      .selectFrom('orders')
      .select(['id', 'invoice_number'])
      .where('shift_id', '=', shift.id)
      .orderBy('id')
      .execute();
    // Every bill tagged with the shift is in its report, and the drawer expected its cash.
    expect(report.bills).toBe(inShift.length);
    expect(report.byMethod.cash).toBe(240 * inShift.length);
    expect((await close).json().expected).toBe(240 * inShift.length);
  });

  it.runIf(engine === 'postgres')(
    'makes a close wait for a bill that holds the shift, and a later bill find it closed',
    async () => {
      const shift = (await asCashier('POST', '/api/counter/shifts', { float: 0 })).json();
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // A bill's transaction, as a sale opens it: the shift's row locked first.
      const bill = t.database.db.transaction().execute(async (trx) => {
        expect(await createShiftsRepository(trx).lockOpen(CASHIER.email)).toBe(shift.id);
        locked();
        await holding;
      });
      await isLocked;
      const close = asCashier('POST', `/api/counter/shifts/${shift.id}/close`, { counted: {} });
      // The close waits on the bill's lock until the bill commits.
      await expect
        .poll(async () => {
          const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like 'update "counter_shifts"%'`.execute(
            t.database.db,
          );
          return waiting.rows[0]!.n;
        })
        .toBe(1);
      release();
      await bill;
      expect((await close).statusCode).toBe(200);
      // Once the close has committed, a bill finds no open shift to join.
      await t.database.db.transaction().execute(async (trx) => {
        expect(await createShiftsRepository(trx).lockOpen(CASHIER.email)).toBeNull();
      });
    },
  );
});
