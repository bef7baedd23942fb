import { createHmac } from 'node:crypto';
import { formatOrderId, type AdminOrderDetails, type CustomerMessage, type ShopSettings } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/engine.js';
import { cartLine, MOBILE, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { startFakeMsg91, startFakeWhatsApp, type FakeProvider } from './support/fake-message-providers.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { sleep, waitFor } from './support/wait.js';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me-please';
const PHONE_NUMBER_ID = '1098765432';
const TO = `91${MOBILE}`;

const providersConfig = (whatsapp: FakeProvider, msg91: FakeProvider, inbox: SmtpInbox) => ({
  SEED_DEMO: false,
  SHOP_NAME: 'Halwai',
  WHATSAPP_API_URL: whatsapp.url,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_TOKEN: 'whatsapp-token',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  MSG91_API_URL: msg91.url,
  MSG91_AUTH_KEY: 'msg91-auth-key',
  SMTP_URL: inbox.url,
  NOTIFY_EMAIL_TO: ['owner@shop.test'],
  PUBLIC_URL: 'https://shop.example',
  NOTIFY_RETRY_BASE_MS: 20,
  NOTIFY_RETRY_MAX_MS: 100,
  NOTIFY_POLL_MS: 20,
  MESSAGE_TIMEOUT_MS: 300,
});

/** Templates registered for confirming, getting ready, completing and cancelling. */
async function registerTemplates(t: TestApp) {
  const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
  const steps = settings.customerMessages!.steps;
  steps.confirmed = { ...steps.confirmed, whatsappTemplate: 'order_confirmed', smsTemplateId: '64f0c0ffee0confirmed' };
  steps.ready = { ...steps.ready, whatsappTemplate: 'order_ready', smsTemplateId: '64f0c0ffee00000ready' };
  steps.completed = { ...steps.completed, send: true, whatsappTemplate: 'order_completed', smsTemplateId: '64f0c0ffee0completed' };
  steps.cancelled = { ...steps.cancelled, whatsappTemplate: 'order_cancelled', whatsappLanguage: 'en_US', smsTemplateId: '64f0c0ffee0cancelled' };
  const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings });
  expect(res.statusCode).toBe(200);
}

const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const receipt = (id: string, status: string, errors?: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA_ID',
      changes: [
        {
          field: 'messages',
          value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1732780000', recipient_id: TO, ...(errors && { errors }) }] },
        },
      ],
    },
  ],
});
const reply = (text: string) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA_ID', changes: [{ field: 'messages', value: { messages: [{ from: TO, id: 'wamid.in', type: 'text', text: { body: text } }] } }] }],
});

describe.each(ENGINES)('customer messages on %s', (engine) => {
  let whatsapp: FakeProvider;
  let msg91: FakeProvider;
  let inbox: SmtpInbox;
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    [whatsapp, msg91, inbox] = await Promise.all([startFakeWhatsApp(), startFakeMsg91(), startSmtpInbox()]);
    t = await startTestApp(engine, providersConfig(whatsapp, msg91, inbox));
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    await registerTemplates(t);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([whatsapp.close(), msg91.close(), inbox.close()]);
  });

  const place = async (extra: Record<string, unknown> = {}) => {
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), ...extra });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const setStatus = async (id: number, status: 1 | 2) =>
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status } })).statusCode).toBe(200);
  const details = async (id: number) => (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrderDetails;
  const messagesOf = async (id: number) => (await details(id)).messages;
  const waitForMessage = (id: number, check: (m: CustomerMessage[]) => boolean, what: string) =>
    waitFor(async () => {
      const messages = await messagesOf(id);
      return check(messages) && messages;
    }, 5000, what);
  const postWebhook = (body: unknown, signature: string | null) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: raw,
      headers: { 'content-type': 'application/json', ...(signature !== null && { 'x-hub-signature-256': signature === 'good' ? sign(raw) : signature }) },
    });
  };
  const callsFor = (provider: FakeProvider, orderId: number) =>
    provider.calls.filter((c) => JSON.stringify(c.body).includes(`"${formatOrderId(orderId)}"`));

  it('starts with messages at confirmed, ready, out for delivery and cancelled, and checks what the owner writes', async () => {
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    const sent = Object.entries(settings.customerMessages!.steps).filter(([, s]) => s.send).map(([step]) => step);
    expect(sent).toEqual(['confirmed', 'ready', 'out_for_delivery', 'completed', 'cancelled', 'bill', 'cart_reminder', 'back_in_stock']); // completed: turned on above; bill: sent when staff send it; back in stock: when a customer asks; cart_reminder: when the shop's reminders are on
    expect(settings.customerMessages!.steps.confirmed.textHi).toContain('{order}');

    const bad = structuredClone(settings);
    bad.customerMessages!.steps.ready.textEn = 'Order {order} for {name}';
    bad.customerMessages!.steps.preparing.whatsappTemplate = 'Order Ready!';
    bad.customerMessages!.steps.confirmed.smsTemplateId = 'not an id';
    const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'customerMessages.steps.ready.textEn': [expect.stringContaining('{name} is not a placeholder')],
      'customerMessages.steps.preparing.whatsappTemplate': [expect.stringContaining('lower-case letters')],
      'customerMessages.steps.confirmed.smsTemplateId': [expect.stringContaining('MSG91 template id')],
    });
    const after = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    expect(after.customerMessages).toEqual(settings.customerMessages);
  });

  it('keeps the customer email given at checkout, shows it to staff, and refuses a malformed one', async () => {
    const refused = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), customerEmail: 'asha@' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ customerEmail: ['Enter a valid email address, or leave it empty'] });
    const { id } = await place({ customerEmail: 'asha@example.in' });
    expect((await details(id)).customerEmail).toBe('asha@example.in');
    const { id: without } = await place({ customerEmail: '' });
    expect((await details(without)).customerEmail).toBeUndefined();
  });

  it('tells the customer of a cancellation on WhatsApp, as a template message, and by email', async () => {
    const { id, accessKey } = await place({ customerEmail: 'asha@example.in' });
    await setStatus(id, 2);
    const messages = await waitForMessage(id, (m) => m.length === 2 && m.every((x) => x.state === 'sent'), 'both sent');
    expect(messages.map((m) => [m.channel, m.step, m.state])).toEqual([
      ['whatsapp', 'cancelled', 'sent'],
      ['email', 'cancelled', 'sent'],
    ]);
    const [call] = callsFor(whatsapp, id);
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe(`/${PHONE_NUMBER_ID}/messages`);
    expect(call!.headers.authorization).toBe('Bearer whatsapp-token');
    const link = `https://shop.example/order/${id}?key=${accessKey}`;
    expect(call!.body).toEqual({
      messaging_product: 'whatsapp',
      to: TO,
      type: 'template',
      template: {
        name: 'order_cancelled',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [formatOrderId(id), 'Halwai', '-', link].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    const mail = await waitFor(() => inbox.messages.find((m) => m.to.includes('asha@example.in') && m.text.includes(`#${formatOrderId(id)}`)), 5000, 'email');
    expect(mail.subject).toBe(`Halwai: Order #${formatOrderId(id)}: Cancelled`);
    expect(mail.text).toContain(`Sorry, your order #${formatOrderId(id)} at Halwai was cancelled`);
    expect(mail.text).toContain(link);
    expect(msg91.calls).toHaveLength(0);
    // Staff read on the order the words each channel sent: the template's body as filled in, the email as mailed.
    const [told, mailed] = await messagesOf(id);
    expect(told!.text).toBe(`Sorry, your order #${formatOrderId(id)} at Halwai was cancelled: -. ${link}`);
    expect(mailed!.text).toBe(`${mail.subject}\n\n${mail.text.trimEnd()}`);
  });

  it('tells the customer of each step the owner chose as the order moves, and nothing of preparing or of an Undo', async () => {
    const { id } = await place();
    const move = async (body: Record<string, unknown>, url = `/api/admin/orders/${id}/status`) =>
      expect((await t.asAdmin({ method: body.undo ? 'POST' : 'PUT', url: body.undo ? `${url}/undo` : url, payload: body.undo ? undefined : body })).statusCode).toBe(200);
    await move({ status: 'confirmed' });
    await move({ status: 'preparing' });
    await move({ status: 'ready' });
    await waitForMessage(id, (m) => m.length === 2 && m.every((x) => x.state === 'sent'), 'confirmed and ready sent');
    await move({ undo: true }); // back to preparing: the customer is not told
    await move({ status: 'ready' }); // ready again: already told, not told twice
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.channel, m.step])).toEqual([
      ['whatsapp', 'confirmed'],
      ['whatsapp', 'ready'],
    ]);
    expect(callsFor(whatsapp, id).map((c) => (c.body as { template: { name: string } }).template.name)).toEqual(['order_confirmed', 'order_ready']);
  });

  it('moves the message along with signed receipts, and changes nothing for an unsigned or wrongly signed one', async () => {
    const { id } = await place();
    await setStatus(id, 1);
    await waitForMessage(id, (m) => m[0]?.state === 'sent', 'sent');
    const wamid = (await t.database.db.selectFrom('customer_messages').select('provider_id').where('order_id', '=', id).executeTakeFirstOrThrow()).provider_id!;
    expect(wamid).toMatch(/^wamid\.fake\d+$/);

    expect((await postWebhook(receipt(wamid, 'delivered'), null)).statusCode).toBe(401);
    expect((await postWebhook(receipt(wamid, 'delivered'), sign('something else'))).statusCode).toBe(401);
    expect((await postWebhook(receipt(wamid, 'delivered'), 'sha256=zz')).statusCode).toBe(401);
    expect((await messagesOf(id))[0]!.state).toBe('sent');

    expect((await postWebhook(receipt(wamid, 'delivered'), 'good')).statusCode).toBe(200);
    expect((await messagesOf(id))[0]!.state).toBe('delivered');
    expect((await postWebhook(receipt(wamid, 'read'), 'good')).statusCode).toBe(200);
    expect((await postWebhook(receipt(wamid, 'delivered'), 'good')).statusCode).toBe(200); // late: never moves back
    expect((await messagesOf(id))[0]!.state).toBe('read');
  });

  it("answers Meta's check of the webhook address only with the verify token", async () => {
    const ok = await t.app.inject({ url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
  });

  it('retries a provider that answers 5xx, is down or hangs, and sends once when it recovers', async () => {
    const before = whatsapp.calls.length;
    whatsapp.next('5xx', 'down', 'hang');
    const { id } = await place();
    await setStatus(id, 1);
    const [message] = await waitForMessage(id, (m) => m[0]?.state === 'sent', 'sent after retries');
    expect(message!.reason).toBeUndefined();
    const calls = whatsapp.calls.slice(before).filter((c) => JSON.stringify(c.body).includes(`"${formatOrderId(id)}"`));
    // the dropped call never reached the fake's records; the 503, the hung one and the accepted one did
    expect(calls.map((c) => c.answered)).toEqual([503, 0, 200]);
  });

  it('falls back to SMS when WhatsApp refuses for good, with the reason, in the MSG91 Flow format', async () => {
    whatsapp.next('4xx');
    const { id, accessKey } = await place();
    await setStatus(id, 2);
    const messages = await waitForMessage(id, (m) => m.length === 2 && m[1]!.state === 'sent', 'sms sent');
    expect(messages[0]).toMatchObject({ channel: 'whatsapp', state: 'failed', reason: expect.stringContaining('Template name does not exist') });
    expect(messages[0]!.reason).toContain('400');
    expect(messages[1]).toMatchObject({ channel: 'sms', step: 'cancelled', state: 'sent' });
    const [call] = callsFor(msg91, id);
    expect(call!.path).toBe('/flow');
    expect(call!.headers.authkey).toBe('msg91-auth-key');
    expect(call!.body).toEqual({
      template_id: '64f0c0ffee0cancelled',
      short_url: '0',
      recipients: [{ mobiles: TO, VAR1: formatOrderId(id), VAR2: 'Halwai', VAR3: '-', VAR4: `https://shop.example/order/${id}?key=${accessKey}` }],
    });
    expect(callsFor(whatsapp, id)).toHaveLength(1); // a refusal is not retried
    // The refused WhatsApp message keeps the words it tried; the SMS the words MSG91 sent.
    expect(messages[0]!.text).toContain(`Sorry, your order #${formatOrderId(id)} at Halwai was cancelled`);
    expect(messages[1]!.text).toContain(`https://shop.example/order/${id}?key=${accessKey}`);
  });

  it('falls back to SMS on a failed delivery receipt, and lets staff send a failed message again', async () => {
    msg91.next('4xx');
    const { id } = await place();
    await setStatus(id, 1);
    await waitForMessage(id, (m) => m[0]?.state === 'sent', 'sent');
    const wamid = (await t.database.db.selectFrom('customer_messages').select('provider_id').where('order_id', '=', id).executeTakeFirstOrThrow()).provider_id!;
    const failed = receipt(wamid, 'failed', [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Receiver is not on WhatsApp' } }]);
    expect((await postWebhook(failed, 'good')).statusCode).toBe(200);
    const messages = await waitForMessage(id, (m) => m[1]?.state === 'failed', 'sms refused');
    expect(messages[0]).toMatchObject({ channel: 'whatsapp', state: 'failed', reason: 'WhatsApp (131026): Receiver is not on WhatsApp' });
    expect(messages[1]).toMatchObject({ channel: 'sms', state: 'failed', reason: 'MSG91 answered 400: Template ID is not valid' });

    const notFailed = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/messages/${messages[0]!.id + 1000}/retry` });
    expect(notFailed.statusCode).toBe(404);
    const again = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/messages/${messages[1]!.id}/retry` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: messages[1]!.id, channel: 'sms', state: 'queued' });
    await waitForMessage(id, (m) => m[1]?.state === 'sent', 'sms sent again');
    const twice = await t.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/messages/${messages[1]!.id}/retry` });
    expect(twice.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/messages/${messages[1]!.id}/retry` })).statusCode).toBe(401);
  });

  it('sends nothing more to a number that replied STOP, until it replies START', async () => {
    expect((await postWebhook(reply('stop'), 'good')).statusCode).toBe(200);
    const { id } = await place({ customerEmail: 'asha@example.in' });
    await setStatus(id, 2);
    expect(await messagesOf(id)).toEqual([]);

    expect((await postWebhook(reply('START'), 'good')).statusCode).toBe(200);
    const { id: next } = await place();
    await setStatus(next, 2);
    await waitForMessage(next, (m) => m[0]?.state === 'sent', 'sent after START');
  });
});

/** Several server instances on one PostgreSQL database: each step is told once, whoever took it. */
describe.runIf(ENGINES.includes('postgres'))('customer messages from two server instances on postgres', () => {
  const ORDERS = 16;
  let whatsapp: FakeProvider;
  let msg91: FakeProvider;
  let inbox: SmtpInbox;
  let t: TestApp;
  let secondDb: Db;
  let second: FastifyInstance;

  beforeAll(async () => {
    [whatsapp, msg91, inbox] = await Promise.all([startFakeWhatsApp(), startFakeMsg91(), startSmtpInbox()]);
    // No hanging provider here: a long timeout, so no attempt is cut off after the fake accepted it.
    t = await startTestApp('postgres', { ...providersConfig(whatsapp, msg91, inbox), MESSAGE_TIMEOUT_MS: 10_000 });
    await registerTemplates(t);
    secondDb = openDatabase(t.config);
    second = await buildApp(t.config, secondDb);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await t.close();
    await Promise.all([whatsapp.close(), msg91.close(), inbox.close()]);
  });

  it(`sends each of ${ORDERS} cancellations exactly once`, async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    whatsapp.next('5xx', '5xx', '5xx', 'down'); // retries race between the instances as well
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const app = i % 2 === 0 ? t.app : second;
      const res = await postOrder(app, orderBody([cartLine(kaju, '1kg', 1)]));
      ids.push((res.json() as { id: number }).id);
    }
    const token = await t.adminToken();
    await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 0 ? second : t.app).inject({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 2 }, headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    const sentCount = async () =>
      Number(
        (await t.database.db.selectFrom('customer_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'sent').executeTakeFirstOrThrow()).n,
      );
    await waitFor(async () => (await sentCount()) === ORDERS, 15_000, 'every message sent');
    await sleep(300); // time for a duplicate to show up, if there were one
    const perOrder = ids.map((id) => whatsapp.accepted().filter((c) => JSON.stringify(c.body).includes(`"${formatOrderId(id)}"`)).length);
    expect(perOrder).toEqual(ids.map(() => 1));
    expect(msg91.calls).toHaveLength(0);
  });
});
