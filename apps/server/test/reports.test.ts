import { REPORT_MESSAGES, type SalesReport } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('sales report and order export on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let mathri: SeededProduct;
  const ids: Record<string, number> = {};

  /** Places an order through the API, then moves it to `placedAt` (UTC), as if it had been placed then. */
  const placeAt = async (placedAt: string, lines: Parameters<typeof placeOrder>[1], name = 'Asha Verma') => {
    const id = await placeOrder(t.app, lines, name);
    await t.database.db.updateTable('orders').set({ created_at: placedAt }).where('id', '=', id).execute();
    return id;
  };

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
    mathri = await seedProduct(t.database.db, 'Mathri', { '250g': 333.33 });
    // Shop days in India (UTC+5:30). The range is 10 to 12 March 2025.
    ids.before = await placeAt('2025-03-09T18:29:59.000Z', [cartLine(kaju, '1kg', 1)]); // 9 Mar 23:59:59 IST
    ids.a = await placeAt('2025-03-10T03:45:00.000Z', [cartLine(kaju, '1kg', 1), cartLine(mathri, '250g', 3)]); // 10 Mar 09:15
    ids.b = await placeAt('2025-03-10T18:00:00.000Z', [cartLine(kaju, '500g', 2)], '=HYPERLINK("http://x.test"), Ram'); // 10 Mar 23:30
    ids.c = await placeAt('2025-03-10T18:40:00.000Z', [cartLine(ladoo, '1kg', 2)], 'Meera "Didi"'); // 11 Mar 00:10
    ids.d = await placeAt('2025-03-11T04:30:00.000Z', [cartLine(kaju, '1kg', 3)]); // 11 Mar 10:00, cancelled below
    ids.after = await placeAt('2025-03-12T18:30:00.000Z', [cartLine(kaju, '1kg', 1)]); // 13 Mar 00:00
    // Delivered orders show as such in the export (placing one is tested with delivery itself).
    await t.database.db.updateTable('orders').set({ fulfilment: 'delivery', delivery_pincode: '110006' }).where('id', '=', ids.c).execute();
    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${ids.d}/status`, payload: { status: 2 } });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('counts revenue, orders, days, hours and top items in the shop time zone, to the paisa', async () => {
    const res = await t.asAdmin({ url: '/api/admin/reports/sales?from=2025-03-10&to=2025-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as SalesReport;
    expect(report).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-12',
      timeZone: 'Asia/Kolkata',
      orders: 3,
      revenue: 4389.99, // 2149.99 + 1200 + 1040; the cancelled 3450 is left out
      averageOrderValue: 1463.33,
      cancelled: 1,
    });
    expect(report.byDay).toEqual([
      { date: '2025-03-10', orders: 2, revenue: 3349.99 },
      { date: '2025-03-11', orders: 1, revenue: 1040 },
      { date: '2025-03-12', orders: 0, revenue: 0 },
    ]);
    expect(report.byHour).toHaveLength(24);
    expect(report.byHour.filter((h) => h.orders > 0)).toEqual([
      { hour: 0, orders: 1 },
      { hour: 9, orders: 1 },
      { hour: 23, orders: 1 },
    ]);
    expect(report.topItems).toEqual([
      { productId: kaju.id, name: 'Kaju Katli', quantity: 3, revenue: 2350 },
      { productId: mathri.id, name: 'Mathri', quantity: 3, revenue: 999.99 },
      { productId: ladoo.id, name: 'Motichoor Ladoo', quantity: 2, revenue: 1040 },
    ]);
  });

  it('answers zeros for a range without orders', async () => {
    const report = (await t.asAdmin({ url: '/api/admin/reports/sales?from=2024-01-01&to=2024-01-01' })).json() as SalesReport;
    expect(report).toMatchObject({ orders: 0, revenue: 0, averageOrderValue: 0, cancelled: 0, topItems: [] });
    expect(report.byDay).toEqual([{ date: '2024-01-01', orders: 0, revenue: 0 }]);
  });

  it.each([
    ['from=2025-02-30&to=2025-03-01', REPORT_MESSAGES.date('from')],
    ['from=2025-03-01', REPORT_MESSAGES.date('to')],
    ['from=10-03-2025&to=2025-03-12', REPORT_MESSAGES.date('from')],
    ['from=2025-03-12&to=2025-03-10', REPORT_MESSAGES.order],
    ['from=2024-01-01&to=2025-01-01', REPORT_MESSAGES.tooLong],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    for (const path of ['/api/admin/reports/sales', '/api/admin/orders.csv']) {
      const res = await t.asAdmin({ url: `${path}?${query}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
    }
  });

  it('accepts a range of 366 days', async () => {
    expect((await t.asAdmin({ url: '/api/admin/reports/sales?from=2024-01-01&to=2024-12-31' })).statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    for (const url of ['/api/admin/reports/sales?from=2025-03-10&to=2025-03-12', '/api/admin/orders.csv?from=2025-03-10&to=2025-03-12']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    }
  });

  it('exports one CSV row per order of the range, with a BOM, quoting and formula guards', async () => {
    const res = await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-03-10&to=2025-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2025-03-10-to-2025-03-12.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    // Each row ends with the invoice number and its taxes as the invoice shows them, then the delivery charge and address, the payment, and where the order was placed.
    const taxes = async (id: number) => {
      const { number, totals } = (await t.asAdmin({ url: `/api/orders/${id}/invoice` })).json() as {
        number: string;
        totals: { taxable: number; cgst: number; sgst: number };
      };
      return `${number},${totals.taxable.toFixed(2)},${totals.cgst.toFixed(2)},${totals.sgst.toFixed(2)},0.00,`;
    };
    expect(lines).toEqual([
      'id,date,time,customer,mobile,status,payment,fulfilment,pincode,items,offer code,discount,total,invoice,taxable value,cgst,sgst,delivery charge,address,payment method,payment reference,refund,channel',
      `${ids.a},2025-03-10,09:15,Asha Verma,9876543210,Pending,unpaid,pickup,,Kaju Katli 1kg × 1; Mathri 250g × 3,,0.00,2149.99,${await taxes(ids.a!)},,,,web`,
      `${ids.b},2025-03-10,23:30,"'=HYPERLINK(""http://x.test""), Ram",9876543210,Pending,unpaid,pickup,,Kaju Katli 500g × 2,,0.00,1200.00,${await taxes(ids.b!)},,,,web`,
      `${ids.c},2025-03-11,00:10,"Meera ""Didi""",9876543210,Pending,unpaid,delivery,110006,Motichoor Ladoo 1kg × 2,,0.00,1040.00,${await taxes(ids.c!)},,,,web`,
      `${ids.d},2025-03-11,10:00,Asha Verma,9876543210,Cancelled,unpaid,pickup,,Kaju Katli 1kg × 3,,0.00,3450.00,${await taxes(ids.d!)},,,,web`,
      '',
    ]);
    expect(lines[1]).toContain(',2047.61,51.19,51.19,0.00,'); // 1150 and 999.99 at 5%, each line split as on the invoice
  });

  it('exports the same sheet with Hindi headers and words for lang=hi, and refuses another language', async () => {
    const res = await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-03-10&to=2025-03-12&lang=hi' });
    expect(res.statusCode, res.body).toBe(200);
    const [header, first, , third, fourth] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^ऑर्डर नं\.,तारीख,समय,ग्राहक,मोबाइल,स्थिति,भुगतान,पिकअप या डिलीवरी,पिनकोड,सामान,/);
    expect(header).not.toMatch(/[a-z]{3,}/);
    expect(first).toContain(`${ids.a},2025-03-10,09:15,Asha Verma,9876543210,नया,भुगतान बाकी,पिकअप,,Kaju Katli 1kg × 1`);
    expect(third).toContain(',डिलीवरी,110006,');
    expect(fourth).toContain(',रद्द,भुगतान बाकी,पिकअप,');
    const english = await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-03-10&to=2025-03-12&lang=en' });
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^id,date,time,customer,/);
    const bad = await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-03-10&to=2025-03-12&lang=fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(REPORT_MESSAGES.lang);
  });
});
