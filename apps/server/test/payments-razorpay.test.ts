import { ONLINE_PAYMENT_UNAVAILABLE, PAYMENT_MESSAGES, type AdminOrder, type Invoice, type OrderView } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay.js';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ADMIN, ENGINES, startTestApp, useTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const KEYS = { keyId: 'rzp_test_halwai', keySecret: 'key-secret-for-tests-0001', webhookSecret: 'webhook-secret-for-tests-0001' };

describe.each(ENGINES)('online payment through Razorpay on %s', (engine) => {
  let t: TestApp;
  let fake: FakeRazorpay;
  let kaju: SeededProduct;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
    t = await startTestApp(
      engine,
      {
        SEED_DEMO: false,
        LOG_LEVEL: 'info',
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
        RAZORPAY_API_URL: fake.apiUrl,
        NOTIFY_POLL_MS: 50,
        NOTIFY_RETRY_BASE_MS: 50,
        NOTIFY_RETRY_MAX_MS: 200,
      },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const place = async (name = 'Online Payer') => {
    const res = await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)], name));
    expect(res.statusCode).toBe(201);
    const { id, accessKey } = res.json() as { id: number; accessKey: string };
    return { id, key: encodeURIComponent(accessKey) };
  };
  const view = async (o: { id: number; key: string }) => (await t.app.inject({ url: `/get-order/${o.id}?key=${o.key}` })).json() as OrderView;
  const admin = async (id: number) => (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrder;
  const invoice = async (o: { id: number; key: string }) => (await t.app.inject({ url: `/api/orders/${o.id}/invoice?key=${o.key}` })).json() as Invoice;
  const pay = (o: { id: number; key: string }) => t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/pay?key=${o.key}` });
  const returnFrom = (o: { id: number; key: string }, returnUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.id}/payment-return?key=${o.key}`,
      payload: Object.fromEntries([...new URL(returnUrl).searchParams].filter(([name]) => name.startsWith('razorpay_'))),
    });
  const postWebhook = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', payload: hook.body, headers: hook.headers });

  it('makes one Payment Link per order, for the stored total, and reuses it; a wrong key is a 404', async () => {
    const order = await place();
    expect((await view(order)).payOnline).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay?key=wrong` })).statusCode).toBe(404);

    const first = await pay(order);
    expect(first.statusCode).toBe(200);
    const { url } = first.json() as { url: string };
    const link = fake.links.at(-1)!;
    expect(url).toContain(link.id);
    expect(link).toMatchObject({ amount: 115_000, currency: 'INR', customer: { name: 'Online Payer', contact: '+919876543210' } });
    expect(link.reference_id).toMatch(new RegExp(`^HW-${order.id}-`));
    expect(link.callback_url).toMatch(new RegExp(`/order/${order.id}\\?key=`));
    const created = fake.calls.filter((c) => c.path === '/v1/payment_links').at(-1)!;
    expect(created.authorised).toBe(true);
    expect(created.body).toMatchObject({ callback_method: 'get' });

    const again = await pay(order);
    expect((again.json() as { url: string }).url).toBe(url);
    expect(fake.links.filter((l) => l.reference_id.startsWith(`HW-${order.id}-`))).toHaveLength(1);
  });

  it('marks the order paid on a return with a valid signature, and not on a forged or missing one', async () => {
    const order = await place();
    await pay(order);
    const link = fake.links.at(-1)!;

    const forged = fake.pay(link.id, { forge: true });
    const refused = await returnFrom(order, forged.returnUrl);
    expect(refused.json()).toMatchObject({ confirmed: false });
    const missing = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment-return?key=${order.key}`, payload: {} });
    expect(missing.json()).toMatchObject({ confirmed: false });
    expect((await view(order)).payment.paid).toBe(false);

    const genuine = fake.pay(link.id, { method: 'upi' });
    const confirmed = await returnFrom(order, genuine.returnUrl);
    expect(confirmed.json()).toMatchObject({ confirmed: true });
    const paid = await view(order);
    expect(paid.paid).toBe(true);
    expect(paid.payOnline).toBe(false);
    expect(paid.payment).toMatchObject({ paid: true, method: 'upi', reference: genuine.payment.id, by: 'gateway' });
    expect(paid.payment.paidAt).toEqual(expect.any(String));
    expect((await admin(order.id)).payment).toMatchObject({ paid: true, method: 'upi', reference: genuine.payment.id, by: 'gateway', flag: null });
    expect((await invoice(order)).payment).toMatchObject({ paid: true, method: 'upi', by: 'gateway' });
    expect((await pay(order)).statusCode).toBe(409);
  });

  it('takes signed webhooks once, ignores unsigned ones, and pays only the exact total', async () => {
    const order = await place();
    await pay(order);
    const link = fake.links.at(-1)!;
    const { payment } = fake.pay(link.id, { method: 'netbanking' });

    const unsigned = await postWebhook(fake.webhook('payment_link.paid', payment, { sign: false }));
    expect(unsigned.statusCode).toBe(401);
    const badlySigned = fake.webhook('payment_link.paid', payment);
    badlySigned.headers['x-razorpay-signature'] = 'ab'.repeat(32);
    expect((await postWebhook(badlySigned)).statusCode).toBe(401);
    expect((await view(order)).paid).toBe(false);

    const hook = fake.webhook('payment_link.paid', payment, { eventId: `evt_paid_${order.id}` });
    const started = Date.now();
    const accepted = await postWebhook(hook);
    expect(accepted.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(accepted.json()).toEqual({ status: 'accepted' });
    const paid = await waitFor(async () => {
      const v = await view(order);
      return v.paid && v;
    }, 5000, 'the webhook to mark the order paid');
    expect(paid.payment).toMatchObject({ method: 'netbanking', reference: payment.id, by: 'gateway' });
    const paidAt = paid.payment.paidAt;

    expect((await postWebhook(hook)).json()).toEqual({ status: 'ignored' });
    expect((await postWebhook(fake.webhook('payment.captured', payment))).json()).toEqual({ status: 'accepted' });
    await new Promise((r) => setTimeout(r, 300));
    expect((await view(order)).payment.paidAt).toBe(paidAt);

    // payment.captured alone (no payment_link.paid) names the order through the link's notes.
    const captured = await place('Captured Payer');
    await pay(captured);
    const capturedPayment = fake.pay(fake.links.at(-1)!.id, { method: 'card' }).payment;
    expect((await postWebhook(fake.webhook('payment.captured', capturedPayment))).json()).toEqual({ status: 'accepted' });
    const capturedPaid = await waitFor(async () => {
      const v = await view(captured);
      return v.paid ? v : null;
    }, 5000, 'payment.captured to mark the order paid');
    expect(capturedPaid.payment).toMatchObject({ method: 'card', reference: capturedPayment.id, by: 'gateway' });

    const short = await place('Short Payer');
    await pay(short);
    const shortLink = fake.links.at(-1)!;
    const shortPayment = fake.pay(shortLink.id).payment;
    expect((await postWebhook(fake.webhook('payment_link.paid', shortPayment, { amount: 50_000 }))).statusCode).toBe(200);
    const flagged = await waitFor(async () => {
      const a = await admin(short.id);
      return a.payment.flag ? a : null;
    }, 5000, 'the wrong amount to be flagged');
    expect(flagged.paid).toBe(false);
    expect(flagged.payment.flag).toContain('does not match the order total');
  });

  it('flags a second, different payment for an order already paid: "paid twice — refund one", with both references', async () => {
    const order = await place('Twice Payer');
    await pay(order);
    const link = fake.links.at(-1)!;
    // Paid at the counter while the online payment was on its way.
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paid: true, method: 'cash' } })).statusCode).toBe(200);
    const { payment } = fake.pay(link.id, { method: 'upi' });
    expect((await postWebhook(fake.webhook('payment_link.paid', payment, { eventId: `evt_twice_${order.id}` }))).statusCode).toBe(200);
    const flagged = await waitFor(async () => {
      const a = await admin(order.id);
      return a.payment.flag ? a : null;
    }, 5000, 'the second payment to be flagged');
    expect(flagged.payment.flag).toBe(PAYMENT_MESSAGES.paidTwice('cash', payment.id));
    // The first payment stands as it was recorded.
    expect(flagged).toMatchObject({ paid: true, payment: { method: 'cash', by: ADMIN.email } });

    // The same payment's other event says nothing new.
    expect((await postWebhook(fake.webhook('payment.captured', payment))).statusCode).toBe(200);
    expect((await admin(order.id)).payment.flag).toBe(PAYMENT_MESSAGES.paidTwice('cash', payment.id));
  });

  it('refunds a cancelled gateway payment in full through the outbox, shows a refusal, and retries', async () => {
    const order = await place('Refund Payer');
    await pay(order);
    const { returnUrl, payment } = fake.pay(fake.links.at(-1)!.id);
    await returnFrom(order, returnUrl);

    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/status`, payload: { status: 1, refund: true } })).statusCode).toBe(400);
    fake.refuseRefunds('The refund amount provided is greater than amount captured');
    const cancelled = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/status`, payload: { status: 2, refund: true } });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as AdminOrder).payment.refund).toMatchObject({ status: 'pending' });
    const failed = await waitFor(async () => {
      const a = await admin(order.id);
      return a.payment.refund?.status === 'failed' && a;
    }, 5000, 'the refusal');
    expect(failed.payment.refund?.error).toContain('greater than amount captured');

    fake.refuseRefunds(null);
    expect((await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${order.id}/refund` })).statusCode).toBe(200);
    const refunded = await waitFor(async () => {
      const a = await admin(order.id);
      return a.payment.refund?.status === 'refunded' && a;
    }, 5000, 'the refund');
    const refund = fake.refunds.find((r) => r.paymentId === payment.id)!;
    expect(refund.amount).toBe(115_000);
    expect(refunded.payment.refund).toMatchObject({ id: refund.id, error: null });
    expect((await view(order)).payment.refund).toMatchObject({ status: 'refunded', id: refund.id });

    const byHand = await place('Cash Payer');
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${byHand.id}/payment`, payload: { paid: true, method: 'cash' } });
    const refusedRefund = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${byHand.id}/status`, payload: { status: 2, refund: true } });
    expect(refusedRefund.statusCode).toBe(409);
    expect((await admin(byHand.id)).orderStatus).toBe(0);
  });

  it('answers in words within 10 s when the gateway is down, and leaves the order alone', async () => {
    const order = await place('Patient Payer');
    const before = fake.links.length;
    fake.setMode('down');
    const started = Date.now();
    const res = await pay(order);
    fake.setMode('up');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: ONLINE_PAYMENT_UNAVAILABLE });
    expect(fake.links.length).toBe(before);
    expect((await view(order)).payment).toMatchObject({ paid: false, method: null });
  });

  it.skipIf(engine !== 'sqlite')('answers in words within 10 s when the gateway hangs', async () => {
    const order = await place('Patient Payer');
    fake.setMode('hang');
    const started = Date.now();
    const res = await pay(order);
    fake.setMode('up');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: ONLINE_PAYMENT_UNAVAILABLE });
  }, 15_000);

  it('lets staff mark paid with a method and reference, {paid} alone still working', async () => {
    const order = await place('Counter Payer');
    const marked = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paid: true, method: 'card', reference: 'POS 4411' } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: order.id, paid: true, payment: { method: 'card', reference: 'POS 4411', by: 'owner@halwai.test' } });
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paid: true, method: 'gold' } })).statusCode).toBe(400);
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paid: false } });
    expect((await view(order)).payment).toMatchObject({ paid: false, method: null, by: null });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paid: true } });
    expect((await invoice(order)).payment).toMatchObject({ paid: true, method: 'qr' });
  });

  it('splits takings by method on the dashboard and in the CSV', async () => {
    // The shop's day (India), which is the UTC date only before 18:30 UTC.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const report = (await t.asAdmin({ url: `/api/admin/reports/sales?from=${today}&to=${today}` })).json() as {
      byMethod: { method: string; orders: number; revenue: number }[];
    };
    expect(report.byMethod.find((m) => m.method === 'upi')?.orders).toBeGreaterThanOrEqual(1);
    expect(report.byMethod.find((m) => m.method === 'netbanking')).toMatchObject({ orders: 1, revenue: 1150 });
    const csv = (await t.asAdmin({ url: `/api/admin/orders.csv?from=${today}&to=${today}` })).body;
    expect(csv.split('\r\n')[0]).toContain('payment method');
    expect(csv).toContain('netbanking');
  });

  it('keeps secrets and signatures out of the log', async () => {
    await t.app.inject({ url: `/order/1?key=abc&razorpay_signature=${'f'.repeat(64)}` });
    const log = logLines.join('');
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret, 'f'.repeat(64), Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')])
      expect(log).not.toContain(secret);
    for (const hook of fake.calls) expect(JSON.stringify(hook.body)).not.toContain(KEYS.keySecret);
  });
});

describe.each(ENGINES)('online payment switched off on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  it('offers no payment and answers the call with 404', async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const { id, accessKey } = (await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)]))).json() as { id: number; accessKey: string };
    const key = encodeURIComponent(accessKey);
    expect(((await t.app.inject({ url: `/get-order/${id}?key=${key}` })).json() as OrderView).payOnline).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/pay?key=${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', payload: {} })).statusCode).toBe(404);
  });
});
