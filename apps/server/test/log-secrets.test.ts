import type { Catalogue } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay.js';
import { ADMIN, ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const MOBILE = '9812345670';

/** Everything a request may carry that must never reach the log, after a real order and staff session. */
for (const engine of ENGINES) {
  describe(`the log keeps no secrets (${engine})`, () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      t = await startTestApp(engine, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    });
    afterAll(() => t.close());

    it('holds no access key, token or mobile number after ordering, reading the order and searching it', async () => {
      const catalogue = (await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json() as Catalogue;
      const item = catalogue.items.find((i) => i.isAvailable && i.prices.length > 0)!;
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/Notify/OrderTotal',
        payload: {
          cartItems: [{ id: item.id, price: item.prices[0]!.price, selectedWeight: item.prices[0]!.label, quantity: Math.ceil(1000 / item.prices[0]!.price) + 1 }],
          customerName: 'Log Test',
          customerMobile: MOBILE,
        },
      });
      expect(placed.statusCode).toBe(201);
      const { id, accessKey } = placed.json() as { id: number; accessKey: string };
      expect((await t.app.inject({ method: 'GET', url: `/get-order/${id}?key=${accessKey}` })).statusCode).toBe(200);

      const token = await t.adminToken();
      const search = await t.asAdmin({ method: 'GET', url: `/api/Orders/GetAllOrders?q=${MOBILE}` });
      expect(search.json()).toHaveLength(1);
      const { ticket } = (await t.asAdmin({ method: 'POST', url: '/api/admin/events/ticket' })).json() as { ticket: string };
      await t.app.inject({ method: 'HEAD', url: `/api/admin/events?ticket=${ticket}&lastEventId=abc` });

      const log = lines.join('');
      expect(log).toContain(`/get-order/${id}?key=[redacted]`);
      expect(log).toContain('/api/admin/events?ticket=[redacted]');
      for (const secret of [accessKey, token, ticket, MOBILE, ADMIN.password]) expect(log).not.toContain(secret);
    });
  });
}

/** Online payment: the gateway's key secret, webhook secret and every signature stay out of the log. */
for (const engine of ENGINES) {
  describe(`the log keeps payment secrets out (${engine})`, () => {
    const keys = { keyId: 'rzp_test_logs', keySecret: 'log-test-key-secret-7731', webhookSecret: 'log-test-webhook-secret-7731' };
    let t: TestApp;
    let fake: FakeRazorpay;
    const lines: string[] = [];
    beforeAll(async () => {
      fake = await startFakeRazorpay(keys);
      t = await startTestApp(
        engine,
        {
          LOG_LEVEL: 'debug',
          RAZORPAY_KEY_ID: keys.keyId,
          RAZORPAY_KEY_SECRET: keys.keySecret,
          RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
          RAZORPAY_API_URL: fake.apiUrl,
        },
        { logStream: { write: (line) => void lines.push(line) } },
      );
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('holds no key secret, webhook secret, basic auth or signature after paying, returning, a webhook and a refund', async () => {
      const catalogue = (await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json() as Catalogue;
      const item = catalogue.items.find((i) => i.isAvailable && i.prices.length > 0)!;
      const order = {
        cartItems: [{ id: item.id, price: item.prices[0]!.price, selectedWeight: item.prices[0]!.label, quantity: Math.ceil(1000 / item.prices[0]!.price) + 1 }],
        customerName: 'Log Payer',
        customerMobile: MOBILE,
      };
      const placed = await t.app.inject({ method: 'POST', url: '/api/Notify/OrderTotal', payload: order });
      const { id, accessKey } = placed.json() as { id: number; accessKey: string };
      const key = encodeURIComponent(accessKey);
      expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/pay?key=${key}` })).statusCode).toBe(200);
      const { payment, returnUrl } = fake.pay(fake.links.at(-1)!.id);
      const back = new URL(returnUrl);
      // The browser comes back to the order page with the signature in its address.
      await t.app.inject({ url: `${back.pathname}${back.search}` });
      const query = Object.fromEntries([...back.searchParams].filter(([name]) => name.startsWith('razorpay_')));
      expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment-return?key=${key}`, payload: query })).json()).toMatchObject({ confirmed: true });
      const hook = fake.webhook('payment_link.paid', payment);
      await t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', payload: hook.body, headers: hook.headers });
      await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 2, refund: true } });
      await waitFor(() => fake.refunds.length > 0, 5000, 'the refund');
      fake.setMode('down');
      const second = (await t.app.inject({ method: 'POST', url: '/api/Notify/OrderTotal', payload: order })).json() as { id: number; accessKey: string };
      await t.app.inject({ method: 'POST', url: `/api/orders/${second.id}/pay?key=${encodeURIComponent(second.accessKey)}` });
      fake.setMode('up');

      const log = lines.join('');
      expect(log).toContain('razorpay_signature=[redacted]');
      const basic = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
      for (const secret of [keys.keySecret, keys.webhookSecret, basic, query.razorpay_signature!, hook.headers['x-razorpay-signature']!, accessKey])
        expect(log).not.toContain(secret);
    });
  });
}
