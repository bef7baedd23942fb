import { formatOrderId, type AdminOrder, type SalesReport, type ShopSettings } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSettings, countRows, orderPlacedEvent, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const CASHIER = { email: 'till@halwai.test', password: 'till-secret-123' };

describe.each(ENGINES)('phone orders keyed in by staff on %s', (engine) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let kaju: SeededProduct;
  let cashierToken: string;
  let key = 0;

  const body = (over: Record<string, unknown> = {}) => ({
    customerName: 'Meena Gupta',
    customerMobile: '9812345678',
    customerEmail: 'meena@example.in',
    lines: [{ productId: kaju.id, variant: '1 kg', quantity: 2 }],
    note: 'Less sugar please',
    ...over,
  });
  const place = (payload: unknown, headers: Record<string, string> = { 'idempotency-key': `phone-${++key}` }) =>
    t.asAdmin({ method: 'POST', url: '/api/admin/orders', payload: payload as object, headers });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(engine, {
      SEED_DEMO: false,
      SHOP_NAME: 'Halwai',
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://shop.example',
    });
    await changeSettings(t, { minimumOrder: 500, deliveryEnabled: true, deliveryPincodes: ['1100*'], deliveryCharge: 40 });
    // The customer hears of the order as soon as it is placed, as a web order's customer does.
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    settings.customerMessages!.steps.pending.send = true;
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings })).statusCode).toBe(200);
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 150, '1 kg': 560 });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 5 } });
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: CASHIER });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${created.json().id}/role`, payload: { role: 'cashier' } });
    cashierToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: CASHIER })).json().token;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('places a pending, unpaid order on the phone channel by the staff member, tells the customer with its link, and answers no access key', async () => {
    const res = await place(body());
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id, channel: 'phone' });

    const order = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json();
    expect(order).toMatchObject({
      channel: 'phone',
      placedBy: 'owner@halwai.test',
      status: 'pending',
      customerName: 'Meena Gupta',
      orderTotal: 1120,
      giftMessage: 'Less sugar please',
    });
    expect((await orderPlacedEvent(t.database.db, id)).kind).toBe('order.placed');
    // Stock taken as a web order takes it: 5 kg less 2.
    const stock = await t.asAdmin({ url: `/api/admin/products/${kaju.id}/stock-history` });
    expect(stock.json()[0]).toMatchObject({ before: 5, after: 3, reason: 'Ordered', orderId: id });

    const mail = await waitFor(
      () => inbox.messages.find((m) => m.to.includes('meena@example.in') && m.text.includes(`#${formatOrderId(id)}`)),
      5000,
      'the customer email',
    );
    expect(mail.text).toContain('https://shop.example/');
  });

  it('answers a repeated key with the same order, and stores it once', async () => {
    const headers = { 'idempotency-key': 'phone-repeat' };
    const first = await place(body(), headers);
    const before = await countRows(t.database.db, 'orders');
    const again = await place(body(), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it("keeps the storefront's rules: name and mobile, the minimum, the delivery area, a closed day, stock; nothing stored", async () => {
    const before = await countRows(t.database.db, 'orders');
    const refused = async (payload: unknown, status: number, field: string, code?: string) => {
      const res = await place(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors, res.body).toHaveProperty([field]);
      if (code) expect(res.json().code).toBe(code);
    };
    await refused(body({ customerMobile: '12' }), 400, 'customerMobile', 'common.nameAndPhone');
    await refused(body({ customerName: '  ' }), 400, 'customerName');
    const small = await place(body({ lines: [{ productId: kaju.id, variant: '250 g', quantity: 1 }] }));
    expect(small.statusCode).toBe(400);
    expect(small.json().code).toBe('common.minimumOrder');
    await refused(
      body({ fulfilment: { type: 'delivery', address: '12 MG Road', pincode: '999999' } }),
      400,
      'fulfilment.pincode',
    );
    await refused(body({ lines: [{ productId: kaju.id, variant: '5 kg', quantity: 1 }] }), 409, 'lines.0');
    await refused(body({ lines: [{ productId: 999_999, variant: '1 kg', quantity: 1 }] }), 409, 'lines.0');
    await refused(body({ lines: [{ productId: kaju.id, variant: '1 kg', quantity: 9 }] }), 409, 'lines.0', 'stock.onlyLeft');
    const noKey = await place(body(), {});
    expect(noKey.statusCode).toBe(400);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('is for the owner: a cashier gets 403 and a stranger 401', async () => {
    const asCashier = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      payload: body(),
      headers: { authorization: `Bearer ${cashierToken}`, 'idempotency-key': 'cashier-1' },
    });
    expect(asCashier.statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      payload: body(),
      headers: { 'idempotency-key': 'x-1' },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('shows in the orders list by channel, the sales report and the CSV', async () => {
    const phone = ((await t.asAdmin({ url: '/api/Orders/GetAllOrders?channel=phone' })).json() as AdminOrder[]).map(
      (o) => o.channel,
    );
    expect(phone.length).toBeGreaterThan(0);
    expect(new Set(phone)).toEqual(new Set(['phone']));
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const report = (await t.asAdmin({ url: `/api/admin/reports/sales?from=${today}&to=${today}` })).json() as SalesReport;
    expect(report.byChannel?.find((c) => c.channel === 'phone')).toMatchObject({ orders: 2, revenue: 2240 });
    const csv = (await t.asAdmin({ url: `/api/admin/orders.csv?from=${today}&to=${today}` })).body.split('\r\n');
    expect(csv.slice(1, -1).map((row) => row.split(',').at(-1))).toEqual(['phone', 'phone']);
  });
});
