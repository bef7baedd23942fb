import { beforeAll, describe, expect, it } from 'vitest';
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
});
