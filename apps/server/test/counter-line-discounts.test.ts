import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@halwai/domain';
import { changeSettings, countRows, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const CASHIER = { email: 'lines@halwai.test', password: 'lines-secret-123' };

describe.each(ENGINES)('line discounts at the counter on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let cashierToken: string;

  const sell = (payload: object, token?: string) =>
    token
      ? t.app.inject({ method: 'POST', url: '/api/counter/sales', payload, headers: { authorization: `Bearer ${token}` } })
      : t.asAdmin({ method: 'POST', url: '/api/counter/sales', payload });
  // Two boxes of kaju (₹300) and a ladoo box (₹240).
  const lines = (kajuOff?: number, ladooOff?: number) => [
    { productId: kaju.id, variant: '250 g', quantity: 2, ...(kajuOff !== undefined && { discount: kajuOff }) },
    { productId: ladoo.id, variant: '500 g', quantity: 1, ...(ladooOff !== undefined && { discount: ladooOff }) },
  ];

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 0 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 150, '1 kg': 560 });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240 });
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: CASHIER });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${created.json().id}/role`, payload: { role: 'cashier' } });
    cashierToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: CASHIER })).json().token;
  });

  it('takes a line’s discount off that line, and the invoice taxes each line on its value after its own and its share of the bill’s', async () => {
    const res = await sell({ lines: lines(20), payments: [{ method: 'cash', amount: 510 }], discount: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    // ₹540 less ₹20 on the kaju and ₹10 on the bill.
    expect(sale).toMatchObject({ orderTotal: 510, discount: 30, change: 0 });
    expect(sale.items[0]).toMatchObject({ variant: '250 g', quantity: 2, price: 150, discount: 20 });
    expect(sale.items[1]).not.toHaveProperty('discount');

    const invoice = (await t.app.inject({ url: `/api/orders/${sale.id}/invoice?key=${sale.accessKey}` })).json() as Invoice;
    // The bill's ₹10 is spread over ₹280 and ₹240: ₹5.38 and ₹4.62.
    expect(invoice.lines.map((l) => [l.discount ?? 0, l.amount])).toEqual([
      [25.38, 274.62],
      [4.62, 235.38],
    ]);
    for (const line of invoice.lines)
      expect(Math.round((line.taxable + line.cgst + line.sgst + line.igst) * 100)).toBe(Math.round(line.amount * 100));
    expect(invoice.totals).toMatchObject({ discount: 30, amount: 510 });

    const read = await t.app.inject({
      url: `/api/counter/sales/${sale.id}`,
      headers: { authorization: `Bearer ${cashierToken}` },
    });
    expect(read.json().items[0]).toMatchObject({ discount: 20 });
  });

  it('refuses a line discount above the line’s amount by its field, storing nothing', async () => {
    const before = await countRows(t.database.db, 'orders');
    const res = await sell({ lines: lines(0, 240.01), payments: [{ method: 'cash', amount: 300 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().codes['lines.1.discount'][0]).toMatchObject({
      code: 'counter.lineDiscountRange',
      params: { amount: 24_000 },
    });
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    // A line given away whole is allowed.
    expect((await sell({ lines: lines(0, 240), payments: [{ method: 'cash', amount: 300 }] })).json()).toMatchObject({
      orderTotal: 300,
    });
  });

  it('counts a cashier’s line discounts and bill discount together against the owner’s limit; the owner has none', async () => {
    await changeSettings(t, { counter: { cashierDiscountLimit: 20 } });
    const over = await sell({ lines: lines(15), payments: [{ method: 'cash', amount: 515 }], discount: 10 }, cashierToken);
    expect(over.statusCode).toBe(400);
    const codes = over.json().codes;
    expect(codes['lines.0.discount'][0]).toMatchObject({ code: 'counter.discountRange', params: { limit: 2000 } });
    expect(codes.discount[0]).toMatchObject({ code: 'counter.discountRange', params: { limit: 2000 } });
    const linesOnly = await sell({ lines: lines(15, 10), payments: [{ method: 'cash', amount: 515 }] }, cashierToken);
    expect(Object.keys(linesOnly.json().codes).sort()).toEqual(['lines.0.discount', 'lines.1.discount']);
    const within = await sell({ lines: lines(15), payments: [{ method: 'cash', amount: 520 }], discount: 5 }, cashierToken);
    expect(within.json()).toMatchObject({ orderTotal: 520, discount: 20 });
    expect((await sell({ lines: lines(100), payments: [{ method: 'cash', amount: 440 }] })).statusCode).toBe(201);
    await changeSettings(t, { counter: { cashierDiscountLimit: 0 } });
  });

  it('reckons an offer code on the items after the lines’ discounts, the same before paying as in the sale', async () => {
    await t.asAdmin({ method: 'POST', url: '/api/admin/offers', payload: { code: 'TILL10', type: 'percent', value: 10 } });
    const check = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/offer-check',
      payload: { offerCode: 'till10', lines: lines(40) },
    });
    // 10% of ₹500.
    expect(check.json()).toEqual({ offerCode: 'TILL10', discount: 50 });
    const sale = await sell({ lines: lines(40), payments: [{ method: 'upi', amount: 450 }], offerCode: 'till10' });
    expect(sale.json()).toMatchObject({ orderTotal: 450, discount: 90, offerCode: 'TILL10' });
    const unknown = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/offer-check',
      payload: { offerCode: 'NOPE', lines: lines() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().codes.offerCode[0].code).toBe('offer.unknown');
  });

  it('gives back a refunded line’s value less its own discount', async () => {
    const sale = (await sell({ lines: lines(20), payments: [{ method: 'cash', amount: 520 }] })).json();
    const one = await t.asAdmin({
      method: 'POST',
      url: `/api/counter/sales/${sale.id}/refund`,
      payload: { lines: [{ productId: kaju.id, variant: '250 g', quantity: 1 }] },
    });
    expect(one.json()).toMatchObject({ amount: 140 });
    const rest = await t.asAdmin({ method: 'POST', url: `/api/counter/sales/${sale.id}/refund`, payload: {} });
    expect(rest.json()).toMatchObject({ amount: 380 });
  });
});
