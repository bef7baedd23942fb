import type { ShopSettings, StepMessageSettings } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeProvider } from './support/fake-message-providers.js';
import { seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const MOBILE = '9812345670';

describe.each(ENGINES)('sending a counter bill to WhatsApp on %s', (engine) => {
  let whatsapp: FakeProvider;
  let t: TestApp;
  let ladoo: SeededProduct;

  const sell = async (extra: Record<string, unknown> = {}) => {
    const res = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: {
        lines: [{ productId: ladoo.id, variant: '500 g', quantity: 1 }],
        payments: [{ method: 'cash', amount: 240 }],
        ...extra,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const send = (id: number, payload: object = {}) => t.asAdmin({ method: 'POST', url: `/api/counter/sales/${id}/send`, payload });
  const setBill = async (change: Partial<StepMessageSettings>) => {
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    const steps = settings.customerMessages!.steps;
    steps.bill = { ...steps.bill, ...change };
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings })).statusCode).toBe(200);
  };
  const callsTo = (mobile: string) => whatsapp.calls.filter((c) => (c.body as { to?: string }).to === `91${mobile}`);

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    t = await startTestApp(engine, {
      SEED_DEMO: false,
      SHOP_NAME: 'Halwai',
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_TOKEN: 'whatsapp-token',
      PUBLIC_URL: 'https://shop.example',
      NOTIFY_RETRY_BASE_MS: 20,
      NOTIFY_RETRY_MAX_MS: 100,
      NOTIFY_POLL_MS: 20,
    });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240 });
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  it('refuses while the bill has no template, and with no mobile or a bad one, queuing nothing', async () => {
    const sale = await sell();
    const off = await send(sale.id, { mobile: MOBILE });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('counter.sendOff');

    await setBill({ whatsappTemplate: 'counter_bill' });
    const none = await send(sale.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().codes.mobile[0].code).toBe('counter.sendNoMobile');
    expect(none.json().errors.mobile).toEqual(['Type the customer’s mobile to send the bill to']);
    const bad = await send(sale.id, { mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes.mobile[0].code).toBe('common.mobileInvalid');
    expect((await send(999_999, { mobile: MOBILE })).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('customer_messages').select('id').where('order_id', '=', sale.id).execute();
    expect(rows).toEqual([]);
  });

  it('sends the invoice link with its key to the mobile the bill was sold with, once per request', async () => {
    await setBill({ whatsappTemplate: 'counter_bill' });
    const sale = await sell({ customerMobile: `+91 ${MOBILE}`, language: 'hi' });
    const res = await send(sale.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ channel: 'whatsapp' });

    const [call] = await waitFor(() => callsTo(MOBILE).length === 1 && callsTo(MOBILE), 5000, 'the bill on WhatsApp');
    const body = call!.body as { template: { name: string; language: { code: string } }; to: string };
    expect(body.template.name).toBe('counter_bill');
    expect(body.template.language.code).toBe('hi'); // sold in Hindi: the template's Hindi translation
    expect(JSON.stringify(body)).toContain(`https://shop.example/invoice/${sale.id}?key=${sale.accessKey}&lang=hi`);
    expect(JSON.stringify(body)).toContain('240');

    // A second request is a second message: sent again, to the number typed this time.
    const other = '9822222222';
    expect((await send(sale.id, { mobile: other })).statusCode).toBe(202);
    await waitFor(() => callsTo(other).length === 1, 5000, 'the bill sent again');
    expect(callsTo(MOBILE)).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom('customer_messages')
      .select(['step', 'channel', 'recipient'])
      .where('order_id', '=', sale.id)
      .execute();
    expect(rows).toEqual([{ step: 'bill', channel: 'whatsapp', recipient: `91${other}` }]);
    // The bill's message shows on the order with the others.
    const details = (await t.asAdmin({ url: `/api/admin/orders/${sale.id}` })).json() as { messages: { step: string }[] };
    expect(details.messages.map((m) => m.step)).toEqual(['bill']);
  });

  it('sends nothing to a number that replied STOP', async () => {
    await setBill({ whatsappTemplate: 'counter_bill' });
    const stopped = '9833333333';
    await t.database.db
      .insertInto('customer_opt_outs')
      .values({ mobile: `91${stopped}`, opted_out_at: new Date().toISOString() })
      .execute();
    const sale = await sell({ customerMobile: stopped });
    const res = await send(sale.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('counter.sendOptedOut');
    expect(callsTo(stopped)).toEqual([]);
  });

  it('refuses a web order: only a counter bill is sent this way', async () => {
    const web = await t.database.db.selectFrom('orders').select('id').where('channel', '=', 'web').executeTakeFirst();
    if (web) expect((await send(web.id, { mobile: MOBILE })).statusCode).toBe(404);
  });
});
