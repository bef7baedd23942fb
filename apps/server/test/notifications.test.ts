import { formatOrderId, type NotificationStatus } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/engine.js';
import { ENGINES, startTestApp, useTestApp, type TestApp } from './support/test-app.js';
import { cartLine, orderPlacedEvent, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { sleep, waitFor } from './support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

const SECRET = 'webhook-secret-for-tests';

describe.each(ENGINES)('notifications to the shop on %s', (engine) => {
  let inbox: SmtpInbox;
  let hook: WebhookReceiver;
  let t: TestApp;
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  const channelsConfig = () => ({
    SEED_DEMO: false,
    PUBLIC_URL: 'https://shop.example/',
    SMTP_URL: inbox.url,
    NOTIFY_EMAIL_TO: ['owner@shop.test', 'kitchen@shop.test'],
    NOTIFY_WEBHOOK_URL: hook.url,
    NOTIFY_WEBHOOK_SECRET: SECRET,
    NOTIFY_RETRY_BASE_MS: 25,
    NOTIFY_RETRY_MAX_MS: 400,
    NOTIFY_POLL_MS: 50,
  });

  const statusOf = async (app: TestApp['app'], token: string, orderId: number) => {
    const res = await app.inject({ url: `/api/admin/orders/${orderId}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { notifications: NotificationStatus[] }).notifications;
  };
  const channel = async (orderId: number, name: 'email' | 'webhook') =>
    (await statusOf(t.app, await t.adminToken(), orderId)).find((n) => n.channel === name);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    hook = await startWebhookReceiver(SECRET);
    t = await startTestApp(engine, channelsConfig());
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo <Special> & Co', { '1kg': 520 });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await hook.close();
  });

  it('emails the shop a readable order summary, in plain text and HTML', async () => {
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1), cartLine(ladoo, '1kg', 2)]);
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    const [mail] = await waitFor(() => inbox.byEvent(eventId).length > 0 && inbox.byEvent(eventId), 3000, 'the order email');
    const padded = formatOrderId(id);
    const link = `https://shop.example/admin/orders?order=${id}`;

    expect(mail!.subject).toBe(`New order #${padded} from Asha Verma — ₹2,190`);
    expect(mail!.from).toBe('"Halwai Sweets & Snacks" <orders@shop.example>');
    expect(mail!.to).toBe('owner@shop.test, kitchen@shop.test');
    expect(mail!.envelopeTo).toEqual(['owner@shop.test', 'kitchen@shop.test']);

    expect(mail!.text).toContain(`New order #${padded}`);
    expect(mail!.text).toContain('Customer: Asha Verma');
    expect(mail!.text).toContain('Mobile:   9876543210');
    expect(mail!.text).toContain('1 × Kaju Katli (1kg) @ ₹1,150 = ₹1,150');
    expect(mail!.text).toContain('2 × Motichoor Ladoo <Special> & Co (1kg) @ ₹520 = ₹1,040');
    expect(mail!.text).toContain('Total: ₹2,190');
    expect(mail!.text).toContain(link);

    expect(mail!.html).toContain(`New order #${padded}`);
    expect(mail!.html).toContain('<strong>Asha Verma</strong>');
    expect(mail!.html).toContain('9876543210');
    expect(mail!.html).toContain('Kaju Katli');
    expect(mail!.html).toContain('Motichoor Ladoo &lt;Special&gt; &amp; Co'); // what staff typed is escaped, never markup
    expect(mail!.html).not.toContain('<Special>');
    expect(mail!.html).toContain('₹1,040');
    expect(mail!.html).toContain('<strong>₹2,190</strong>');
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it('posts a signed webhook carrying a stable event id and the order', async () => {
    const id = await placeOrder(t.app, [cartLine(kaju, '500g', 2)], 'Kabir Singh', '9123456780');
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    const [call] = await waitFor(() => hook.delivered(eventId).length > 0 && hook.delivered(eventId), 3000, 'the webhook');

    expect(call!.signatureValid).toBe(true);
    expect(call!.headers['x-halwai-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toEqual({
      id: eventId,
      type: 'order.placed',
      createdAt: expect.any(String),
      data: {
        id,
        customerName: 'Kabir Singh',
        customerMobile: '9123456780',
        orderDate: expect.any(String),
        orderStatus: 0,
        status: 'pending',
        history: [{ status: 'pending', at: expect.any(String) }],
        fulfilment: { type: 'pickup', deliveryCharge: 0 },
        items: [{ id: kaju.id, name: 'Kaju Katli', variant: '500g', quantity: 2, price: 600 }],
        orderTotal: 1200,
        outletId: 1,
        paid: false,
        offerCode: null,
        discount: 0,
        giftMessage: null,
        language: 'en',
        payment: { paid: false, method: null, reference: null, paidAt: null, by: null, refund: null, flag: null, flagCode: null },
        channel: 'web',
        placedBy: null,
      },
    });
  });

  it('tells the shop about a get-in-touch message by email and webhook', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/get-in-touch',
      payload: { name: 'Meera', phoneNumber: '9876500000', message: 'Do you deliver to Noida?\nWe need 5 kg of ladoos.' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('notification_outbox')
      .select('event_id')
      .where('kind', '=', 'contact.received')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const [mail] = await waitFor(
      () => inbox.byEvent(row.event_id).length > 0 && inbox.byEvent(row.event_id),
      3000,
      'the message email',
    );
    expect(mail!.subject).toBe('Message from Meera (get in touch)');
    expect(mail!.text).toContain('> Do you deliver to Noida?\n> We need 5 kg of ladoos.');
    expect(mail!.text).toContain('Phone:    9876500000');
    expect(mail!.text).toContain('https://shop.example/admin/messages');
    expect(mail!.html).toContain('Do you deliver to Noida?');

    const [call] = await waitFor(
      () => hook.delivered(row.event_id).length > 0 && hook.delivered(row.event_id),
      3000,
      'the webhook',
    );
    expect(call!.signatureValid).toBe(true);
    expect(call!.body).toMatchObject({ type: 'contact.received', data: { name: 'Meera', phoneNumber: '9876500000' } });
  });

  it('shows staff, in the order details, how each channel delivered it', async () => {
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const statuses = await waitFor(async () => {
      const all = await statusOf(t.app, await t.adminToken(), id);
      return all.length === 2 && all.every((n) => n.status === 'delivered') && all;
    });
    expect(statuses).toEqual([
      {
        channel: 'email',
        status: 'delivered',
        attempts: 1,
        lastError: null,
        deliveredAt: expect.any(String),
        nextAttemptAt: null,
      },
      {
        channel: 'webhook',
        status: 'delivered',
        attempts: 1,
        lastError: null,
        deliveredAt: expect.any(String),
        nextAttemptAt: null,
      },
    ]);
  });

  it('retries a channel that fails three times with growing waits, and delivers exactly once when it recovers', async () => {
    hook.failNext(3);
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    await waitFor(async () => (await channel(id, 'webhook'))?.status === 'delivered', 5000, 'the webhook to be delivered');
    await sleep(300); // time for a wrong extra attempt to show up

    const calls = hook.byEvent(eventId);
    expect(calls.map((c) => c.answered)).toEqual([500, 500, 500, 200]);
    expect(calls.every((c) => c.signatureValid && c.body.id === eventId)).toBe(true);
    expect(new Set(calls.map((c) => c.rawBody)).size).toBe(1); // the same event, byte for byte
    // Waits of 25, 50 and 100 ms, each -20% at the least: a retry never comes before its time (it may come later).
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(0.8 * 25 * 2 ** i - 2));

    expect(await channel(id, 'webhook')).toEqual({
      channel: 'webhook',
      status: 'delivered',
      attempts: 4,
      lastError: 'the webhook answered HTTP 500',
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    });
    expect(inbox.byEvent(eventId)).toHaveLength(1); // the other channel went its own way, once
  });

  it('retries an email the mail server refused', async () => {
    inbox.rejectNext(1);
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    await waitFor(async () => (await channel(id, 'email'))?.status === 'delivered', 5000, 'the email to be delivered');
    expect(inbox.byEvent(eventId)).toHaveLength(1);
    expect(await channel(id, 'email')).toMatchObject({ attempts: 2, lastError: expect.stringContaining('451') });
  });

  it('keeps retrying while a receiver is down, shows staff why, and catches up when it is back', async () => {
    hook.setDown(true);
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    const retrying = await waitFor(async () => {
      const webhook = await channel(id, 'webhook');
      return webhook?.status === 'retrying' && webhook.attempts >= 2 && webhook;
    });
    expect(retrying.lastError).toMatch(/fetch failed|socket|closed|ECONNRESET/i);
    expect(retrying).toMatchObject({ deliveredAt: null, nextAttemptAt: expect.any(String) });

    const health = (await t.asAdmin({ url: '/api/admin/notifications/health' })).json();
    const webhookHealth = health.channels.find((c: { channel: string }) => c.channel === 'webhook');
    expect(webhookHealth).toMatchObject({
      configured: true,
      retrying: 1,
      lastError: { message: retrying.lastError, at: expect.any(String) },
    });

    hook.setDown(false);
    await waitFor(async () => (await channel(id, 'webhook'))?.status === 'delivered', 5000, 'the webhook to catch up');
    expect(hook.delivered(eventId)).toHaveLength(1);
  });

  it('answers staff with the health of each channel', async () => {
    expect((await t.app.inject({ url: '/api/admin/notifications/health' })).statusCode).toBe(401);
    const health = await waitFor(async () => {
      const res = await t.asAdmin({ url: '/api/admin/notifications/health' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return body.channels.every((c: { pending: number; retrying: number }) => c.pending + c.retrying === 0) && body;
    });
    expect(health).toEqual({
      undispatched: expect.any(Number),
      channels: [
        {
          channel: 'email',
          configured: true,
          lastDeliveredAt: expect.any(String),
          pending: 0,
          retrying: 0,
          failed: 0,
          lastError: { message: expect.stringContaining('451'), at: expect.any(String) },
        },
        {
          channel: 'webhook',
          configured: true,
          lastDeliveredAt: expect.any(String),
          pending: 0,
          retrying: 0,
          failed: 0,
          lastError: { message: expect.any(String), at: expect.any(String) },
        },
      ],
      live: { connectedClients: 0 },
      // The tests' app has PUBLIC_URL set: links in messages lead somewhere.
      publicUrlSet: true,
    });
  });

  it('sends no email or webhook for a status change: that news is for the live stream', async () => {
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    await waitFor(async () => (await statusOf(t.app, await t.adminToken(), id)).every((n) => n.status === 'delivered'));
    const mails = inbox.messages.length;
    const calls = hook.calls.length;
    const res = await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 1 } });
    expect(res.statusCode).toBe(200);
    const updated = await t.database.db
      .selectFrom('notification_outbox')
      .select(['id', 'processed_at'])
      .where('kind', '=', 'order.updated')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    await waitFor(async () => {
      const row = await t.database.db
        .selectFrom('notification_outbox')
        .select('processed_at')
        .where('id', '=', updated.id)
        .executeTakeFirstOrThrow();
      return row.processed_at !== null;
    });
    await sleep(100);
    expect(inbox.messages.length).toBe(mails);
    expect(hook.calls.length).toBe(calls);
    const rows = await t.database.db
      .selectFrom('notification_deliveries')
      .select('id')
      .where('outbox_id', '=', updated.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('delivers, after a restart, what a stopped server had not delivered — once', async () => {
    hook.setDown(true);
    inbox.setDown(true);
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)], 'Restart Test');
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    await waitFor(async () => {
      const all = await statusOf(t.app, await t.adminToken(), id);
      return all.length === 2 && all.every((n) => n.status === 'retrying');
    });
    await t.app.close(); // the server goes away with both deliveries owed

    hook.setDown(false);
    inbox.setDown(false);
    const database = openDatabase(t.config);
    const restarted = await buildApp(t.config, database);
    try {
      await restarted.ready();
      await waitFor(
        () => hook.delivered(eventId).length > 0 && inbox.byEvent(eventId).length > 0,
        5000,
        'both channels after the restart',
      );
      await sleep(300);
      expect(hook.delivered(eventId)).toHaveLength(1);
      expect(inbox.byEvent(eventId)).toHaveLength(1);
      const login = await restarted.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD },
      });
      const statuses = await statusOf(restarted, login.json().token, id);
      expect(statuses.map((n) => n.status)).toEqual(['delivered', 'delivered']);
    } finally {
      await restarted.close();
      await database.close();
    }
  });
});

describe('notifications with no channel configured', () => {
  const t = useTestApp('sqlite', { SEED_DEMO: false });

  it('lists no deliveries for an order and reports both channels as not configured', async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const res = await t.asAdmin({ url: `/api/admin/orders/${id}` });
    expect(res.json().notifications).toEqual([]);
    const health = (await t.asAdmin({ url: '/api/admin/notifications/health' })).json();
    expect(health.channels.map((c: { channel: string; configured: boolean }) => [c.channel, c.configured])).toEqual([
      ['email', false],
      ['webhook', false],
    ]);
  });
});
