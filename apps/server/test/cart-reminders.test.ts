import { createHmac } from 'node:crypto';
import type { SavedCart, ShopSettings } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { startFakeWhatsApp, type FakeProvider } from './support/fake-message-providers.js';
import { cartLine, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const MINUTE = 60_000;

describe.each(ENGINES)('cart reminders on %s', (engine) => {
  let whatsapp: FakeProvider;
  let t: TestApp;
  let ladoo: SeededProduct;
  let barfi: SeededProduct;
  /** How far the app's clock is ahead of the system's: moved forward to make a reminder due. */
  let ahead = 0;
  const clock = () => new Date(Date.now() + ahead);
  let mobiles = 0;
  /** A mobile no other test has used. */
  const newMobile = () => `98${String(10_000_000 + ++mobiles * 7919).slice(-8)}`;

  const remind = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/carts/reminder', payload, headers });
  const cart = (mobile: string, language = 'en') => ({
    mobile,
    lines: [
      { productId: ladoo.id, variant: '500 g', quantity: 2 },
      { productId: barfi.id, variant: '1 kg', quantity: 1 },
    ],
    language,
  });
  const savedCart = (token: string) => t.app.inject({ url: `/api/carts/reminder/${token}` });
  const setReminders = async (change: { enabled?: boolean; delayMinutes?: number; template?: string }) => {
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    settings.cartReminder = {
      ...settings.cartReminder!,
      ...('enabled' in change && { enabled: change.enabled! }),
      ...(change.delayMinutes && { delayMinutes: change.delayMinutes }),
    };
    if (change.template !== undefined) settings.customerMessages!.steps.cart_reminder.whatsappTemplate = change.template;
    const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const sentTo = (mobile: string) => whatsapp.accepted().filter((c) => (c.body as { to?: string }).to === `91${mobile}`);
  const stateOf = async (token: string) =>
    (await t.database.db
      .selectFrom('cart_reminders')
      .select(['state', 'reason'])
      .where('token', '=', token)
      .executeTakeFirst()) ?? null;
  /** Moves the clock past the delay and waits for the reminder to be done with (sent or cancelled). */
  const passDelay = async (token: string, minutes = 1) => {
    ahead += minutes * MINUTE + 1000;
    return waitFor(
      async () => {
        const row = await stateOf(token);
        return row && row.state !== 'waiting' ? row : null;
      },
      5000,
      'the reminder to be done with',
    );
  };
  const stop = (mobile: string) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from: `91${mobile}`, id: 'wamid.in', type: 'text', text: { body: 'STOP' } }] },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    });
  };

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    t = await startTestApp(
      engine,
      {
        SEED_DEMO: false,
        SHOP_NAME: 'Halwai',
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_PHONE_NUMBER_ID: '1098765432',
        WHATSAPP_TOKEN: 'whatsapp-token',
        WHATSAPP_APP_SECRET: APP_SECRET,
        PUBLIC_URL: 'https://shop.example',
        NOTIFY_RETRY_BASE_MS: 20,
        NOTIFY_RETRY_MAX_MS: 100,
        CART_REMINDER_POLL_MS: 20,
      },
      { clock },
    );
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240, '1 kg': 460 });
    barfi = await seedProduct(t.database.db, 'Kaju Barfi', { '1 kg': 900 });
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  it('is off for a new shop: the storefront offers no box, and a request is refused with a code', async () => {
    expect((await t.app.inject({ url: '/api/shop' })).json().cartReminder).toBe(false);
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    expect(settings.cartReminder).toEqual({ enabled: false, delayMinutes: 180 });
    const res = await remind(cart(newMobile()));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('cartReminder.off');
    expect(res.json().message).toBe('This shop does not send cart reminders');
  });

  it('stays off while turned on without a template to send it by, and the delay is checked', async () => {
    await setReminders({ enabled: true, delayMinutes: 1 });
    expect((await t.app.inject({ url: '/api/shop' })).json().cartReminder).toBe(false);
    expect((await remind(cart(newMobile()))).statusCode).toBe(409);

    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    for (const delayMinutes of [0, 1.5, 4321]) {
      const bad = await t.asAdmin({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { ...settings, cartReminder: { enabled: true, delayMinutes } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().codes['cartReminder.delayMinutes'][0].code).toBe('cartReminder.delay');
    }
    // Left out of a save, the stored settings stay.
    const { cartReminder: _, ...withoutIt } = settings;
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: withoutIt })).json().cartReminder).toEqual({
      enabled: true,
      delayMinutes: 1,
    });

    await setReminders({ template: 'cart_reminder' });
    expect((await t.app.inject({ url: '/api/shop' })).json().cartReminder).toBe(true);
  });

  it('refuses a bad mobile, an empty or long cart, unknown items and packs and odd quantities, keeping nothing', async () => {
    const before = await t.database.db.selectFrom('cart_reminders').select('id').execute();
    const mobile = newMobile();
    const bad = await remind({ ...cart(mobile), mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes.mobile[0].code).toBe('common.mobileInvalid');
    const empty = await remind({ ...cart(mobile), lines: [] });
    expect(empty.json().codes.lines[0].code).toBe('cartReminder.noLines');
    const long = await remind({ ...cart(mobile), lines: Array.from({ length: 51 }, () => cart(mobile).lines[0]) });
    expect(long.json().codes.lines[0].code).toBe('cartReminder.tooManyLines');
    const quantity = await remind({ ...cart(mobile), lines: [{ productId: ladoo.id, variant: '500 g', quantity: 0 }] });
    expect(quantity.json().codes['lines.0.quantity'][0].code).toBe('cartReminder.quantity');
    const unknown = await remind({ ...cart(mobile), lines: [{ productId: 999_999, variant: '500 g', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['lines.0.productId']).toEqual(['No item has the number 999999']);
    const pack = await remind({
      ...cart(mobile),
      lines: [cart(mobile).lines[0], { productId: barfi.id, variant: '250 g', quantity: 1 }],
    });
    expect(pack.json().errors['lines.1.variant']).toEqual(['Kaju Barfi has no pack 250 g']);
    expect(pack.json().codes['lines.1.variant'][0]).toMatchObject({
      code: 'cartReminder.unknownPack',
      params: { name: 'Kaju Barfi', label: '250 g' },
    });
    expect(await t.database.db.selectFrom('cart_reminders').select('id').execute()).toEqual(before);
  });

  it('keeps the cart under a random token, sends one reminder with its link after the delay, and the link restores it', async () => {
    const mobile = newMobile();
    const res = await remind({ ...cart(mobile), mobile: `+91 ${mobile}` });
    expect(res.statusCode).toBe(201);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // Not before the delay.
    await new Promise((r) => setTimeout(r, 100));
    expect(sentTo(mobile)).toEqual([]);
    expect((await passDelay(token)).state).toBe('sent');
    const [call] = sentTo(mobile);
    expect(call).toBeDefined();
    expect(call!.body).toMatchObject({
      to: `91${mobile}`,
      template: {
        name: 'cart_reminder',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Halwai' },
              { type: 'text', text: `https://shop.example/cart?restore=${token}` },
            ],
          },
        ],
      },
    });

    const saved = await savedCart(token);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SavedCart).lines).toEqual([
      { productId: ladoo.id, name: 'Besan Ladoo', variant: '500 g', quantity: 2 },
      { productId: barfi.id, name: 'Kaju Barfi', variant: '1 kg', quantity: 1 },
    ]);
    // Sent once: later passes find nothing more to send.
    await new Promise((r) => setTimeout(r, 200));
    expect(sentTo(mobile)).toHaveLength(1);
  });

  it('keeps one waiting reminder per mobile: a changed cart replaces it under a new token, and one reminder goes', async () => {
    const mobile = newMobile();
    const first = (await remind(cart(mobile))).json().token as string;
    const second = (await remind({ ...cart(mobile), lines: [{ productId: ladoo.id, variant: '1 kg', quantity: 3 }] })).json()
      .token as string;
    expect(second).not.toBe(first);
    expect((await savedCart(first)).statusCode).toBe(404);
    expect((await passDelay(second)).state).toBe('sent');
    expect(sentTo(mobile)).toHaveLength(1);
    expect((await savedCart(second)).json().lines).toEqual([
      { productId: ladoo.id, name: 'Besan Ladoo', variant: '1 kg', quantity: 3 },
    ]);
  });

  it('sends none once the mobile orders, and none after STOP', async () => {
    const ordered = newMobile();
    const token = (await remind(cart(ordered))).json().token as string;
    await placeOrder(t.app, [cartLine(ladoo, '1 kg', 3)], 'Asha Verma', ordered);
    expect(await passDelay(token)).toEqual({ state: 'cancelled', reason: 'ordered' });

    const stopped = newMobile();
    const other = (await remind(cart(stopped))).json().token as string;
    expect((await stop(stopped)).statusCode).toBe(200);
    expect(await passDelay(other)).toEqual({ state: 'cancelled', reason: 'stopped' });
    expect([...sentTo(ordered), ...sentTo(stopped)]).toEqual([]);
  });

  it('sends none once the box is unticked', async () => {
    const mobile = newMobile();
    const token = (await remind(cart(mobile))).json().token as string;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/carts/reminder/${token}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/carts/reminder/unknown' })).statusCode).toBe(204);
    expect(await stateOf(token)).toEqual({ state: 'cancelled', reason: 'withdrawn' });
    ahead += MINUTE + 1000;
    await new Promise((r) => setTimeout(r, 100));
    expect(sentTo(mobile)).toEqual([]);
  });

  it('says a saved cart is gone after 7 days, or for a token it never gave, and sends no expired reminder', async () => {
    const mobile = newMobile();
    const token = (await remind(cart(mobile))).json().token as string;
    expect((await savedCart(token)).statusCode).toBe(200);
    for (const wrong of ['x'.repeat(22), 'nonsense']) {
      const res = await savedCart(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('cartReminder.gone');
    }
    expect(await passDelay(token, 7 * 24 * 60)).toEqual({ state: 'cancelled', reason: 'expired' });
    const gone = await savedCart(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This saved cart is no longer kept: the link is more than 7 days old, or it is not right');
    expect(sentTo(mobile)).toEqual([]);
  });

  it('takes a few carts from one mobile in a day, then refuses with 429', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i++) {
      const token = (await remind(cart(mobile))).json().token as string;
      // Each done with, so the next is a new cart rather than a change of the waiting one.
      await passDelay(token);
    }
    const res = await remind(cart(mobile));
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('cartReminder.tooMany');
  });

  it('is sent once when two instances share the database', async () => {
    if (engine !== 'postgres') return; // one SQLite file is served by one instance
    const second = await buildApp(t.config, t.database, { clock });
    await second.ready();
    try {
      const mobile = newMobile();
      const token = (await remind(cart(mobile))).json().token as string;
      expect((await passDelay(token)).state).toBe('sent');
      await new Promise((r) => setTimeout(r, 200));
      expect(sentTo(mobile)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
