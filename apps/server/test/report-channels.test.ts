import type { AdminOrder, SalesReport } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, placeOrder, seedProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

/**
 * One set of books: the storefront's, the counter's and the phone's orders are read together. The
 * counter's sale call is not needed here: an order placed through the storefront is moved to its
 * channel in the database, as the counter and phone calls will store it.
 */
describe.each(ENGINES)('orders of every channel in the books on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const ids: Record<string, number> = {};

  const placeAt = async (placedAt: string, channel: 'web' | 'counter' | 'phone', pricedLine: ReturnType<typeof cartLine>) => {
    const id = await placeOrder(t.app, [pricedLine]);
    await t.database.db
      .updateTable('orders')
      .set({ created_at: placedAt, channel, placed_by: channel === 'web' ? null : 'cashier@halwai.test' })
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeAll(async () => {
    const barfi = await seedProduct(t.database.db, 'Kaju Barfi', { '500g': 600, '1kg': 1150 });
    // Shop days in India: 5 April 2025 from 18:30 UTC the day before.
    ids.web = await placeAt('2025-04-05T05:00:00.000Z', 'web', cartLine(barfi, '1kg', 1));
    ids.counter1 = await placeAt('2025-04-05T06:00:00.000Z', 'counter', cartLine(barfi, '500g', 2));
    ids.counter2 = await placeAt('2025-04-05T07:00:00.000Z', 'counter', cartLine(barfi, '500g', 3));
    ids.phone = await placeAt('2025-04-05T08:00:00.000Z', 'phone', cartLine(barfi, '1kg', 2));
    ids.cancelledCounter = await placeAt('2025-04-05T09:00:00.000Z', 'counter', cartLine(barfi, '1kg', 3));
    const cancel = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${ids.cancelledCounter}/status`, payload: { status: 2 } });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('splits the sales report by channel, cancelled orders left out and every channel listed', async () => {
    const report = (await t.asAdmin({ url: '/api/admin/reports/sales?from=2025-04-05&to=2025-04-05' })).json() as SalesReport;
    expect(report).toMatchObject({ orders: 4, revenue: 6450, cancelled: 1 });
    expect(report.byChannel).toEqual([
      { channel: 'web', orders: 1, revenue: 1150 },
      { channel: 'counter', orders: 2, revenue: 3000 },
      { channel: 'phone', orders: 1, revenue: 2300 },
    ]);

    const quiet = (await t.asAdmin({ url: '/api/admin/reports/sales?from=2024-01-01&to=2024-01-01' })).json() as SalesReport;
    expect(quiet.byChannel).toEqual([
      { channel: 'web', orders: 0, revenue: 0 },
      { channel: 'counter', orders: 0, revenue: 0 },
      { channel: 'phone', orders: 0, revenue: 0 },
    ]);
  });

  it("writes each order's channel in the last column of the export, in the sheet's language", async () => {
    const english = (await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-04-05&to=2025-04-05' })).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(english[0]).toMatch(/,refund,channel$/);
    expect(english.slice(1, -1).map((row) => row.split(',').at(-1))).toEqual(['web', 'counter', 'counter', 'phone', 'counter']);

    const hindi = (await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-04-05&to=2025-04-05&lang=hi' })).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(hindi[0]).toMatch(/,कहाँ से$/);
    expect(hindi.slice(1, -1).map((row) => row.split(',').at(-1))).toEqual(['वेबसाइट', 'काउंटर', 'काउंटर', 'फ़ोन', 'काउंटर']);
  });

  it('tells staff where an order was placed and who placed it', async () => {
    const counter = (await t.asAdmin({ url: `/api/admin/orders/${ids.counter1}` })).json() as AdminOrder;
    expect(counter).toMatchObject({ channel: 'counter', placedBy: 'cashier@halwai.test' });
    const web = (await t.asAdmin({ url: `/api/admin/orders/${ids.web}` })).json() as AdminOrder;
    expect(web).toMatchObject({ channel: 'web', placedBy: null });
  });

  it("lists only one channel's orders when staff ask for it, and refuses a channel there is not", async () => {
    const listed = async (query: string) =>
      ((await t.asAdmin({ url: `/api/Orders/GetAllOrders?${query}` })).json() as AdminOrder[]).map((o) => o.id);
    expect(await listed('channel=counter')).toEqual([ids.cancelledCounter, ids.counter2, ids.counter1]);
    expect(await listed('channel=phone')).toEqual([ids.phone]);
    expect(await listed('channel=web')).toEqual([ids.web]);
    expect(await listed('channel=counter&status=2')).toEqual([ids.cancelledCounter]);
    const bad = await t.asAdmin({ url: '/api/Orders/GetAllOrders?channel=shop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('channel');
  });
});
