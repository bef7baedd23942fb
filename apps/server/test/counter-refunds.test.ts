import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, changeSettings, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('refunds at the counter on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  const stockOf = async (id: number) =>
    (
      (await t.asAdmin({ method: 'GET', url: '/api/Items/GetProductDetails' })).json() as { id: number; stock: number | null }[]
    ).find((p) => p.id === id)!.stock;
  const refund = (id: number, payload: object = {}) =>
    t.asAdmin({ method: 'POST', url: `/api/counter/sales/${id}/refund`, payload });
  const sell = async (payload: object) => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/counter/sales', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 0 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 150, '1 kg': 560 });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240 });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 2 } });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${ladoo.id}/stock`, payload: { stock: 10 } });
  });

  it('refunds a line, then the rest, each a credit note in its own series, stock back and money back in cash, counted in the shift', async () => {
    const shift = (await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: 0 } })).json();
    // 500 g at ₹560/kg + 2 × ₹240 = ₹760, less ₹76 = ₹684.
    const sale = await sell({
      lines: [
        { productId: kaju.id, weightGrams: 500, quantity: 1 },
        { productId: ladoo.id, variant: '500 g', quantity: 2 },
      ],
      payments: [{ method: 'cash', amount: 700 }],
      discount: 76,
    });
    expect(sale).toMatchObject({ orderTotal: 684, change: 16 });
    expect([await stockOf(kaju.id), await stockOf(ladoo.id)]).toEqual([1.5, 9]);

    const one = await refund(sale.id, { lines: [{ productId: ladoo.id, variant: '500 g', quantity: 1 }] });
    expect(one.statusCode, one.body).toBe(201);
    // ₹240 less its share of the discount (₹76 × 240 / 760 = ₹24).
    expect(one.json()).toMatchObject({
      orderId: sale.id,
      invoiceNumber: sale.invoiceNumber,
      amount: 216,
      lines: [{ productId: ladoo.id, variant: '500 g', quantity: 1, amount: 216 }],
      paidBack: [{ method: 'cash', amount: 216 }],
    });
    expect(one.json().number).toMatch(/^CN\/\d{4}-\d{2}\/0001$/);
    expect(await stockOf(ladoo.id)).toBe(9.5);
    const history = (await t.asAdmin({ method: 'GET', url: `/api/admin/products/${ladoo.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 9, after: 9.5, reason: 'Refunded at the counter', orderId: sale.id });

    const tooMany = await refund(sale.id, { lines: [{ productId: ladoo.id, variant: '500 g', quantity: 2 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().codes['lines.0'][0].code).toBe('counter.refundMoreThanSold');

    const rest = await refund(sale.id);
    expect(rest.json()).toMatchObject({ amount: 468, paidBack: [{ method: 'cash', amount: 468 }] });
    expect(rest.json().number).toMatch(/\/0002$/);
    expect([await stockOf(kaju.id), await stockOf(ladoo.id)]).toEqual([2, 10]);
    const again = await refund(sale.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('counter.alreadyRefunded');

    const closed = (
      await t.asAdmin({ method: 'POST', url: `/api/counter/shifts/${shift.id}/close`, payload: { counted: {} } })
    ).json();
    expect(closed).toMatchObject({
      expected: 0,
      counted: 0,
      difference: 0,
      report: { bills: 1, total: 684, refunds: { count: 2, amount: 684 } },
    });
  });

  it('refunds only counter bills, and only within the days the owner set', async () => {
    const web = await postOrder(t.app, orderBody([cartLine(ladoo, '500 g', 1)]));
    const refused = await refund(web.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('counter.refundCounterOnly');
    expect((await refund(999_999)).statusCode).toBe(404);

    const old = await sell({ lines: [{ productId: ladoo.id, quantity: 1 }], payments: [{ method: 'upi', amount: 240 }] });
    await t.database.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    const late = await refund(old.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'counter.refundTooLate', params: { days: 7 } });
    await changeSettings(t, { counter: { refundDays: 10 } });
    expect((await refund(old.id)).json()).toMatchObject({ amount: 240, paidBack: [{ method: 'upi', amount: 240 }] });
  });

  it('finds a bill by its invoice number, with what was refunded of it, and reads a credit note back', async () => {
    const shift = (await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: 0 } })).json();
    const sale = await sell({ lines: [{ productId: ladoo.id, quantity: 3 }], payments: [{ method: 'cash', amount: 720 }] });
    const note = (await refund(sale.id, { lines: [{ productId: ladoo.id, variant: '500 g', quantity: 1 }] })).json();

    const found = await t.asAdmin({
      method: 'GET',
      url: `/api/counter/sales?invoice=${encodeURIComponent(sale.invoiceNumber.toLowerCase())}`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({
        id: sale.id,
        invoiceNumber: sale.invoiceNumber,
        refunded: [{ productId: ladoo.id, variant: '500 g', quantity: 1 }],
        creditNotes: [{ id: note.id, number: note.number }],
      }),
    ]);
    expect((await t.asAdmin({ method: 'GET', url: '/api/counter/sales?invoice=NOPE/1' })).json()).toEqual([]);
    const tooLong = await t.asAdmin({ method: 'GET', url: `/api/counter/sales?invoice=${'9'.repeat(41)}` });
    expect(tooLong.statusCode).toBe(400);
    // Without an invoice number: the caller's open shift's latest bills, newest first.
    const latest = (await t.asAdmin({ method: 'GET', url: '/api/counter/sales' })).json();
    expect(latest.map((b: { id: number }) => b.id)).toEqual([sale.id]);

    const read = await t.asAdmin({ method: 'GET', url: `/api/counter/credit-notes/${note.id}` });
    expect(read.json()).toEqual(note);
    expect((await t.asAdmin({ method: 'GET', url: '/api/counter/credit-notes/999999' })).statusCode).toBe(404);
    await t.asAdmin({ method: 'POST', url: `/api/counter/shifts/${shift.id}/close`, payload: { counted: {} } });
    expect((await t.asAdmin({ method: 'GET', url: '/api/counter/sales' })).json()).toEqual([]);
  });
});
