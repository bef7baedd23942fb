import { beforeAll, describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '@halwai/domain';
import {
  cartLine,
  changeSettings,
  countRows,
  orderBody,
  postOrder,
  seedProduct,
  type SeededProduct,
} from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const CASHIER = { email: 'till@halwai.test', password: 'till-secret-123' };

describe.each(ENGINES)('selling at the counter on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let namkeen: SeededProduct;
  let cashierToken: string;

  const sell = (payload: unknown, headers: Record<string, string> = {}, token?: string) =>
    token
      ? t.app.inject({
          method: 'POST',
          url: '/api/counter/sales',
          payload: payload as object,
          headers: { ...headers, authorization: `Bearer ${token}` },
        })
      : t.asAdmin({ method: 'POST', url: '/api/counter/sales', payload: payload as object, headers });
  const setStock = (id: number, stock: number | null) =>
    t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock } });
  const stockOf = async (id: number) =>
    (
      (await t.asAdmin({ method: 'GET', url: '/api/Items/GetProductDetails' })).json() as { id: number; stock: number | null }[]
    ).find((p) => p.id === id)!.stock;

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 500 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 150, '1 kg': 560 });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240 });
    namkeen = await seedProduct(t.database.db, 'Aloo Bhujia', { '200 g': 55, '400 g': 100 });
    await t.database.db.updateTable('products').set({ item_type: 'ByPackets' }).where('id', '=', namkeen.id).execute();
    await t.database.db
      .updateTable('product_prices')
      .set({ barcode: '8901234567890' })
      .where('product_id', '=', namkeen.id)
      .where('label', '=', '400 g')
      .execute();
    await t.database.db.updateTable('products').set({ barcode: '1234' }).where('id', '=', kaju.id).execute();

    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: CASHIER });
    expect(created.statusCode).toBe(201);
    const role = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/accounts/${created.json().id}/role`,
      payload: { role: 'cashier' },
    });
    expect(role.json()).toMatchObject({ email: CASHIER.email, role: 'cashier' });
    cashierToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: CASHIER })).json().token;
  });

  it('sells a weight priced from the 1 kg pack to the paisa, paid in cash with change, completed and invoiced at once, below the minimum order', async () => {
    await setStock(kaju.id, 2);
    const res = await sell({
      lines: [{ productId: kaju.id, weightGrams: 350, quantity: 1 }],
      payments: [{ method: 'cash', amount: 500 }],
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      channel: 'counter',
      status: 'completed',
      paid: true,
      orderTotal: 196,
      change: 304,
      placedBy: 'owner@halwai.test',
      items: [{ id: kaju.id, name: 'Kaju Katli', variant: '350 g', quantity: 1, price: 196 }],
      payment: { paid: true, method: 'cash' },
    });
    expect(sale.invoiceNumber).toMatch(/\/\d{4}-\d{2}\/\d{4,}$/);
    expect(await stockOf(kaju.id)).toBe(1.65);
    const history = (await t.asAdmin({ method: 'GET', url: `/api/admin/products/${kaju.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 2, after: 1.65, reason: 'Sold at the counter', orderId: sale.id });
    // A bill without a mobile is in no customer's list; one with a mobile is in that customer's.
    const withMobile = await sell({
      lines: [{ productId: ladoo.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: 240 }],
      customerMobile: '+91 98765 00011',
      customerName: 'Ravi',
    });
    expect(withMobile.json()).toMatchObject({ customerMobile: '9876500011', customerName: 'Ravi' });
    const customers = (await t.asAdmin({ method: 'GET', url: '/api/admin/customers' })).json();
    const mobiles = (Array.isArray(customers) ? customers : customers.items).map((c: { mobile: string }) => c.mobile);
    expect(mobiles).toEqual(['9876500011']);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/counter/sales/${sale.id}`,
      headers: { authorization: `Bearer ${cashierToken}` },
    });
    expect(receipt.json()).toMatchObject({ id: sale.id, invoiceNumber: sale.invoiceNumber, change: 304 });
  });

  it("prices from the item's own price per kg when set, and adds a packed item's pack (its first when none is named)", async () => {
    await t.database.db.updateTable('products').set({ price_per_kg_paise: 58_000 }).where('id', '=', kaju.id).execute();
    const res = await sell({
      lines: [
        { productId: kaju.id, weightGrams: 333, quantity: 1 },
        { productId: namkeen.id, variant: '400 g', quantity: 2 },
        { productId: ladoo.id, quantity: 1 },
      ],
      payments: [
        { method: 'upi', amount: 400 },
        { method: 'card', amount: 233.14, reference: 'SLIP-0042' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    // 333 g at ₹580/kg is ₹193.14; 2 × ₹100; ₹240.
    expect(res.json()).toMatchObject({
      orderTotal: 633.14,
      change: 0,
      items: [{ price: 193.14 }, { variant: '400 g', quantity: 2 }, { variant: '500 g' }],
      payments: [
        { method: 'upi', amount: 400 },
        { method: 'card', amount: 233.14, reference: 'SLIP-0042' },
      ],
    });
    const items = await t.app.inject({
      method: 'GET',
      url: '/api/counter/items',
      headers: { authorization: `Bearer ${cashierToken}` },
    });
    expect(items.json()).toContainEqual(expect.objectContaining({ productId: kaju.id, itemType: 'ByKilo', pricePerKg: 580 }));
    await t.database.db.updateTable('products').set({ price_per_kg_paise: null }).where('id', '=', kaju.id).execute();
  });

  it('refuses payments that do not add up, a bad weight, an unknown item and a card without its reference, storing nothing', async () => {
    const before = await countRows(t.database.db, 'orders');
    const line = { productId: ladoo.id, variant: '500 g', quantity: 1 };
    const cases: [unknown, string, string][] = [
      [{ lines: [line], payments: [{ method: 'cash', amount: 200 }] }, 'payments', 'counter.paymentsShort'],
      [{ lines: [line], payments: [{ method: 'upi', amount: 300 }] }, 'payments', 'counter.paymentsOver'],
      [{ lines: [line], payments: [{ method: 'card', amount: 240 }] }, 'payments.0.reference', 'counter.cardReference'],
      [
        { lines: [{ productId: kaju.id, weightGrams: 0, quantity: 1 }], payments: [{ method: 'cash', amount: 1 }] },
        'lines.0.weightGrams',
        '',
      ],
      [
        { lines: [{ productId: kaju.id, weightGrams: 100_001, quantity: 1 }], payments: [{ method: 'cash', amount: 1 }] },
        'lines.0.weightGrams',
        '',
      ],
      [
        { lines: [{ productId: 999_999, quantity: 1 }], payments: [{ method: 'cash', amount: 1 }] },
        'lines.0.productId',
        'counter.unknownItem',
      ],
      [
        { lines: [{ productId: namkeen.id, weightGrams: 200, quantity: 1 }], payments: [{ method: 'cash', amount: 100 }] },
        'lines.0.weightGrams',
        'counter.weightNotSold',
      ],
      [
        { lines: [{ productId: ladoo.id, variant: '1 kg', quantity: 1 }], payments: [{ method: 'cash', amount: 500 }] },
        'lines.0.variant',
        'counter.unknownPack',
      ],
    ];
    for (const [payload, field, code] of cases) {
      const res = await sell(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field], res.body).toBeDefined();
      if (code) expect(res.json().codes[field][0].code).toBe(code);
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the same sale, stored once', async () => {
    const payload = {
      lines: [{ productId: ladoo.id, variant: '500 g', quantity: 1 }],
      payments: [{ method: 'cash', amount: 240 }],
    };
    const headers = { 'idempotency-key': 'till-1-sale-0001' };
    const before = await countRows(t.database.db, 'orders');
    const [first, second] = await Promise.all([sell(payload, headers), sell(payload, headers)]);
    const third = await sell(payload, headers);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(third.json()).toEqual(first.json());
    expect(await countRows(t.database.db, 'orders')).toBe(before + 1);
  });

  it('never refuses a sale for stock: the goods were handed over, and the history says it went below zero', async () => {
    await setStock(ladoo.id, 0.5);
    const res = await sell({
      lines: [{ productId: ladoo.id, variant: '500 g', quantity: 3 }],
      payments: [{ method: 'cash', amount: 720 }],
    });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(ladoo.id)).toBe(-1);
    const history = (await t.asAdmin({ method: 'GET', url: `/api/admin/products/${ladoo.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 0.5, after: -1, reason: 'Sold at the counter, below zero' });
    // The storefront still refuses what is not there.
    const web = await postOrder(t.app, orderBody([cartLine(ladoo, '500 g', 3)]));
    expect(web.statusCode).toBe(409);
    await setStock(ladoo.id, null);
  });

  it("finds a pack's barcode, an item's, and a scale label's item and weight; 404 for anything else", async () => {
    const scan = (code: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/counter/scan?code=${code}`,
        headers: { authorization: `Bearer ${cashierToken}` },
      });
    expect((await scan('8901234567890')).json()).toEqual({ productId: namkeen.id, variant: '400 g' });
    expect((await scan('1234')).json()).toEqual({ productId: kaju.id });
    const first12 = '220123400450'; // prefix 22, item 01234, 450 g
    expect((await scan(`${first12}${ean13CheckDigit(first12)}`)).json()).toEqual({ productId: kaju.id, weightGrams: 450 });
    const unknown = await scan('4006381333931');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('counter.scanUnknown');
    // A shop whose scale gives the item four digits.
    await changeSettings(t, { counter: { scaleItemDigits: 4 } });
    const four = '211234001250'; // prefix 21, item 1234, 1250 g
    expect((await scan(`${four}${ean13CheckDigit(four)}`)).json()).toEqual({ productId: kaju.id, weightGrams: 1250 });
    await changeSettings(t, { counter: { scaleItemDigits: 5 } });
    // The counter screen scans with the same barcodes when the server cannot be reached.
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/counter/items', headers: { authorization: `Bearer ${cashierToken}` } })
    ).json();
    expect(items).toContainEqual(expect.objectContaining({ productId: kaju.id, barcode: '1234', packs: [] }));
    expect(items).toContainEqual(
      expect.objectContaining({ productId: namkeen.id, packs: [{ label: '400 g', barcode: '8901234567890' }] }),
    );
  });

  it("lets a cashier sell within the owner's discount limit and nothing of the back office (403)", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${cashierToken}` } })).json(),
    ).toEqual({
      email: CASHIER.email,
      role: 'cashier',
      outlets: null,
    });
    for (const url of [
      '/api/admin/settings',
      '/api/admin/accounts',
      '/api/Items/GetProductDetails',
      '/api/admin/reports/sales?from=2026-01-01&to=2026-01-31',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${cashierToken}` } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('counter.cashierOnly');
    }
    await changeSettings(t, { counter: { cashierDiscountLimit: 20 } });
    const line = { productId: namkeen.id, variant: '400 g', quantity: 1 };
    const over = await sell({ lines: [line], payments: [{ method: 'cash', amount: 75 }], discount: 25 }, {}, cashierToken);
    expect(over.statusCode).toBe(400);
    expect(over.json().codes.discount[0]).toMatchObject({ code: 'counter.discountRange', params: { limit: 2000 } });
    const within = await sell({ lines: [line], payments: [{ method: 'cash', amount: 80 }], discount: 20 }, {}, cashierToken);
    expect(within.json()).toMatchObject({ orderTotal: 80, discount: 20, placedBy: CASHIER.email });
    // The owner is not held to the cashier's limit.
    const owner = await sell({ lines: [line], payments: [{ method: 'cash', amount: 50 }], discount: 50 });
    expect(owner.statusCode).toBe(201);
    // An owner cannot make themselves a cashier.
    const me = (await t.asAdmin({ method: 'GET', url: '/api/admin/accounts' }))
      .json()
      .find((a: { email: string }) => a.email === 'owner@halwai.test');
    expect(
      (await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${me.id}/role`, payload: { role: 'cashier' } })).statusCode,
    ).toBe(403);
  });

  it("numbers the counter's bills in a series of their own when the owner sets one, each gap-free", async () => {
    await changeSettings(t, { counter: { invoicePrefix: 'C' } });
    const line = { productId: ladoo.id, variant: '500 g', quantity: 1 };
    const a = (await sell({ lines: [line], payments: [{ method: 'cash', amount: 240 }] })).json();
    const b = (await sell({ lines: [line], payments: [{ method: 'cash', amount: 240 }] })).json();
    expect(a.invoiceNumber).toMatch(/^C\/\d{4}-\d{2}\/0001$/);
    expect(b.invoiceNumber).toMatch(/^C\/\d{4}-\d{2}\/0002$/);
    const web = await postOrder(t.app, orderBody([cartLine(ladoo, '500 g', 3)]));
    expect(web.statusCode).toBe(201);
    const invoice = (await t.asAdmin({ method: 'GET', url: `/api/admin/orders/${web.json().id}` })).json();
    expect(invoice.channel ?? 'web').toBe('web');
    await changeSettings(t, { counter: { invoicePrefix: null } });
  });
});
