import { createHmac } from 'node:crypto';
import {
  CUSTOMER_SIGN_IN_POLICY as POLICY,
  MESSAGES,
  type CustomerOrder,
  type CustomerToken,
  type OrderView,
} from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/engine.js';
import { startFakeMsg91, startFakeWhatsApp, type FakeProvider, type ProviderCall } from './support/fake-message-providers.js';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const MOBILE = '9876501234';
const OTHER = '9123456780';
const MINUTE = 60_000;

/** A clock the tests move instead of waiting: codes expire and locks lift when it says so. */
function movableClock() {
  let now = Date.now();
  return { clock: () => new Date(now), forward: (ms: number) => (now += ms) };
}

type Template = {
  name: string;
  language: { code: string };
  components: { type: string; sub_type?: string; index?: string; parameters: { text: string }[] }[];
};

/** The code in a WhatsApp authentication-template call, as the customer would read it. */
const whatsappCode = (call: ProviderCall) => (call.body as { template: Template }).template.components[0]!.parameters[0]!.text;

/** The code in a MSG91 SendOTP call (`otp` in the query). */
const smsCode = (call: ProviderCall) => new URL(call.path, 'http://msg91').searchParams.get('otp')!;

const askCode = (app: FastifyInstance, mobile: string, remoteAddress = '203.0.113.10') =>
  app.inject({ method: 'POST', url: '/api/customer/otp', payload: { mobile }, remoteAddress });
const verify = (app: FastifyInstance, mobile: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/customer/verify', payload: { mobile, code } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A code that is not the one sent (any other six digits). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

for (const engine of ENGINES) {
  describe(`customer sign-in by code (${engine})`, () => {
    let whatsapp: FakeProvider;
    let t: TestApp;
    let kaju: SeededProduct;
    const time = movableClock();
    const logLines: string[] = [];

    const lastCode = () => whatsappCode(whatsapp.calls.at(-1)!);
    /** Asks for a code and signs in with it: the customer token. */
    const signIn = async (mobile: string) => {
      expect((await askCode(t.app, mobile)).statusCode).toBe(200);
      const res = await verify(t.app, mobile, lastCode());
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CustomerToken).token;
    };
    const place = async (name: string, mobile: string) => {
      const res = await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)], name, mobile));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; accessKey: string };
    };

    beforeAll(async () => {
      whatsapp = await startFakeWhatsApp();
      t = await startTestApp(
        engine,
        {
          SEED_DEMO: false,
          WHATSAPP_API_URL: whatsapp.url,
          WHATSAPP_PHONE_NUMBER_ID: '1098765432',
          WHATSAPP_TOKEN: 'whatsapp-token',
          LOG_LEVEL: 'info',
          LOG_FORMAT: 'json',
        },
        { clock: time.clock, logStream: { write: (line) => void logLines.push(line) } },
      );
      kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    });
    afterAll(async () => {
      await t.close();
      await whatsapp.close();
    });
    // Each test starts with no code, limit or lock left by another.
    beforeEach(async () => {
      await t.database.db.deleteFrom('customer_sign_in_limits').execute();
      await t.database.db.deleteFrom('customer_codes').execute();
      whatsapp.always('ok');
    });

    it('sends a 6-digit code by the WhatsApp authentication template, the code as body and copy-code button parameter', async () => {
      const res = await askCode(t.app, '+91 98765 01234');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ channel: 'whatsapp', expiresInSeconds: 300, message: MESSAGES.signInCodeSentWhatsApp });
      const call = whatsapp.calls.at(-1)!;
      expect(call.path).toBe('/1098765432/messages');
      expect(call.headers.authorization).toBe('Bearer whatsapp-token');
      const code = whatsappCode(call);
      expect(code).toMatch(/^\d{6}$/);
      expect(call.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${MOBILE}`,
        type: 'template',
        template: {
          name: 'sign_in_code',
          language: { code: 'en' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      });
    });

    it('sends the Hindi version of the template to a customer who asks in Hindi, and refuses a language it does not speak', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/otp', payload: { mobile: MOBILE, language: 'hi' } });
      expect(res.statusCode).toBe(200);
      expect((whatsapp.calls.at(-1)!.body as { template: Template }).template.language).toEqual({ code: 'hi' });
      const sent = whatsapp.calls.length;
      const refused = await t.app.inject({ method: 'POST', url: '/api/customer/otp', payload: { mobile: MOBILE, language: 'fr' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ language: ['language must be en (English) or hi (Hindi)'] });
      expect(whatsapp.calls.length).toBe(sent);
    });

    it('keeps only an HMAC of the code, under the key the server made for itself', async () => {
      await askCode(t.app, MOBILE);
      const code = lastCode();
      const rows = await t.database.db.selectFrom('customer_codes').selectAll().where('mobile', '=', MOBILE).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      const { value } = await t.database.db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'customer-codes')
        .executeTakeFirstOrThrow();
      expect(rows[0]!.code_hash).toBe(createHmac('sha256', value).update(`${MOBILE}:${code}`).digest('hex'));
      expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(POLICY.codeMinutes * MINUTE);
    });

    it('answers the same whether the number has ordered here or not', async () => {
      await place('Asha Verma', MOBILE);
      const known = await askCode(t.app, MOBILE);
      const unknown = await askCode(t.app, '9000000001');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    });

    it('checks the mobile with the shop rule and its words, and sends nothing then', async () => {
      const before = whatsapp.calls.length;
      for (const [mobile, message] of [
        ['12345', MESSAGES.mobileInvalid],
        ['', MESSAGES.mobileRequired],
        ['98765abcde', MESSAGES.mobileInvalid],
      ] as const) {
        const res = await askCode(t.app, mobile);
        expect(res.statusCode, mobile).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().message).toBe(message);
        expect(res.json().errors.mobile).toEqual([message]);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/customer/otp', payload: {} })).json().message).toBe(
        MESSAGES.mobileRequired,
      );
      expect(whatsapp.calls.length).toBe(before);
    });

    it('signs in with the right code once; a wrong, reused or malformed code is refused with a clear message', async () => {
      await askCode(t.app, MOBILE);
      const code = lastCode();

      const bad = await verify(t.app, MOBILE, wrong(code));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.signInCodeWrong);
      expect(bad.json().errors.code).toEqual([MESSAGES.signInCodeWrong]);
      expect((await verify(t.app, MOBILE, '12ab')).json().message).toBe(MESSAGES.signInCodeInvalid);
      expect((await verify(t.app, MOBILE, '')).json().message).toBe(MESSAGES.signInCodeRequired);
      // Another mobile's code does not sign this one in.
      expect((await verify(t.app, OTHER, code)).statusCode).toBe(400);

      const res = await verify(t.app, `0${MOBILE}`, ` ${code.slice(0, 3)} ${code.slice(3)} `);
      expect(res.statusCode).toBe(200);
      const token = res.json() as CustomerToken;
      // A token is nobody else's: no browser, proxy or shared computer keeps the answer.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(token.mobile).toBe(MOBILE);
      expect(token.token).toMatch(/^c\./);
      expect(Date.parse(token.expiresAt)).toBeGreaterThan(time.clock().getTime() + 29 * 24 * 60 * MINUTE);

      const again = await verify(t.app, MOBILE, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(MESSAGES.signInCodeWrong);
    });

    it('a code works for 5 minutes only', async () => {
      await askCode(t.app, MOBILE);
      const code = lastCode();
      time.forward(POLICY.codeMinutes * MINUTE + 1000);
      const res = await verify(t.app, MOBILE, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.signInCodeWrong);
    });

    it('sends at most 3 codes per mobile in 15 minutes: then 429 with Retry-After, and another number is not held up', async () => {
      for (let i = 0; i < POLICY.maxCodes; i++) expect((await askCode(t.app, MOBILE)).statusCode).toBe(200);
      const sent = whatsapp.calls.length;
      time.forward(5 * MINUTE);

      const refused = await askCode(t.app, MOBILE, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(9 * 60);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
      expect(refused.json().message).toBe(MESSAGES.signInCodesTooMany(10));
      expect(whatsapp.calls.length).toBe(sent);
      expect((await askCode(t.app, OTHER)).statusCode).toBe(200);

      // The earlier codes still work meanwhile; after the window, codes are sent again.
      time.forward(10 * MINUTE + 1000);
      expect((await askCode(t.app, MOBILE)).statusCode).toBe(200);
    });

    it('5 wrong codes lock the mobile for 15 minutes, the right code and new codes included; then it signs in again', async () => {
      await askCode(t.app, MOBILE);
      const code = lastCode();
      for (let i = 1; i < POLICY.maxWrongCodes; i++) {
        const res = await verify(t.app, MOBILE, wrong(code));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.signInCodeWrong);
      }
      const fifth = await verify(t.app, MOBILE, wrong(code));
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().message).toBe(MESSAGES.signInCodeWrongLocked(POLICY.lockMinutes));

      const locked = await verify(t.app, MOBILE, code);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(MESSAGES.signInLocked(POLICY.lockMinutes));
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan((POLICY.lockMinutes - 1) * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(POLICY.lockMinutes * 60);

      const sent = whatsapp.calls.length;
      const noCode = await askCode(t.app, MOBILE);
      expect(noCode.statusCode).toBe(429);
      expect(noCode.json().message).toBe(MESSAGES.signInLocked(POLICY.lockMinutes));
      expect(Number(noCode.headers['retry-after'])).toBeGreaterThan(0);
      expect(whatsapp.calls.length).toBe(sent);

      time.forward(7 * MINUTE);
      expect((await verify(t.app, MOBILE, code)).json().message).toBe(MESSAGES.signInLocked(8));
      // Another number is not locked by this one's guesses.
      expect((await askCode(t.app, OTHER)).statusCode).toBe(200);

      time.forward(8 * MINUTE + 1000);
      // The code from before the lock died with it; a new one signs in.
      expect((await verify(t.app, MOBILE, code)).statusCode).toBe(400);
      expect((await askCode(t.app, MOBILE)).statusCode).toBe(200);
      expect((await verify(t.app, MOBILE, lastCode())).statusCode).toBe(200);
    });

    it('100 guesses sent at once across two servers, the right one 50th: no token, at most 5 compared, then 429', async () => {
      await askCode(t.app, MOBILE);
      const code = lastCode();
      const other: Db = openDatabase(t.config);
      const second = await buildApp({ ...t.config, LOG_LEVEL: 'silent' }, other, { clock: time.clock });
      try {
        await second.ready();
        const guesses = Array.from({ length: 100 }, (_, i) => (i === 49 ? code : wrong(String(Number(code) + i))));
        const answers = await Promise.all(guesses.map((guess, i) => verify(i % 2 ? second : t.app, MOBILE, guess)));
        const statuses = answers.map((res) => res.statusCode);
        expect(statuses).not.toContain(200);
        expect(answers.some((res) => 'token' in res.json())).toBe(false);
        // A 400 is a guess that was compared (and wrong); every other one was refused before.
        expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(POLICY.maxWrongCodes);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - POLICY.maxWrongCodes);
        for (const res of answers.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

        const after = await verify(second, MOBILE, code);
        expect(after.statusCode).toBe(429);
        expect(Number(after.headers['retry-after'])).toBeGreaterThan((POLICY.lockMinutes - 1) * 60);
      } finally {
        await second.close();
        await other.close();
      }
    });

    it('lists every order of the mobile from any device, newest first, and opens their pages without keys', async () => {
      const first = await place('Asha Verma', MOBILE);
      const second = await place('Asha', '+91 98765-01234');
      const theirs = await place('Someone Else', OTHER);

      // Two devices sign in with the same mobile.
      const phone = await signIn(MOBILE);
      const tablet = await signIn(MOBILE);
      for (const token of [phone, tablet]) {
        const res = await t.app.inject({ url: '/api/customer/orders', headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        const orders = res.json() as CustomerOrder[];
        expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining([second.id, first.id]));
        expect(orders.map((o) => o.id)).not.toContain(theirs.id);
        expect(orders.findIndex((o) => o.id === second.id)).toBeLessThan(orders.findIndex((o) => o.id === first.id));
        const latest = orders.find((o) => o.id === second.id)!;
        expect(latest).toEqual({
          id: second.id,
          orderDate: expect.any(String),
          total: 1150,
          orderStatus: 0,
          status: 'pending',
          customerName: 'Asha',
          items: [{ productId: kaju.id, name: 'Kaju Katli', variant: '1kg', quantity: 1, price: 1150 }],
          accessKey: second.accessKey,
        });
      }

      const own = await t.app.inject({ url: `/get-order/${first.id}`, headers: bearer(phone) });
      expect(own.statusCode).toBe(200);
      const view = own.json() as OrderView;
      expect(view.customerMobile).toBe(MOBILE);
      expect(view.accessKey).toBe(first.accessKey);
      expect(view.products[0]!.productId).toBe(kaju.id);

      // Another mobile's order reads exactly like a missing one; so does no token, or a made-up one.
      const missing = await t.app.inject({ url: '/get-order/999999', headers: bearer(phone) });
      for (const res of [
        await t.app.inject({ url: `/get-order/${theirs.id}`, headers: bearer(phone) }),
        await t.app.inject({ url: `/get-order/${first.id}` }),
        await t.app.inject({ url: `/get-order/${first.id}`, headers: bearer('c.not-a-real-token') }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/^Order with ID: \d+ not found\.$/);
        expect(Object.keys(res.json())).toEqual(Object.keys(missing.json()));
      }
      // The key still opens it as before, and gives no key back.
      const byKey = (await t.app.inject({ url: `/get-order/${theirs.id}?key=${theirs.accessKey}` })).json() as OrderView;
      expect(byKey.accessKey).toBeUndefined();
    });

    it('a customer token opens no staff route, and a staff token is no customer', async () => {
      const token = await signIn(MOBILE);
      for (const url of [
        '/api/Orders/GetAllOrders',
        '/api/auth/me',
        '/api/admin/customers',
        '/api/admin/settings',
        `/api/admin/customers/${MOBILE}/orders`,
      ]) {
        const res = await t.app.inject({ url, headers: bearer(token) });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message, url).toBe(MESSAGES.signInRequired);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(401);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/Items/ToggleProductAvailability/ToggleAvailability/1',
        headers: bearer(token),
      });
      expect(put.statusCode).toBe(401);

      const staff = await t.adminToken();
      const res = await t.app.inject({ url: '/api/customer/orders', headers: bearer(staff) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.customerSignInRequired);
      expect((await t.app.inject({ url: '/api/customer/orders' })).statusCode).toBe(401);
    });

    it('signing out ends the token on every server at once; allDevices ends every sign-in of the mobile', async () => {
      const { id } = await place('Asha Verma', MOBILE);
      const phone = await signIn(MOBILE);
      const tablet = await signIn(MOBILE);
      const laptop = await signIn(MOBILE);

      // A second server on the same database.
      const other: Db = openDatabase(t.config);
      const second = await buildApp({ ...t.config, LOG_LEVEL: 'silent' }, other, { clock: time.clock });
      try {
        await second.ready();
        expect((await second.inject({ url: '/api/customer/orders', headers: bearer(phone) })).statusCode).toBe(200);

        const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: bearer(phone) });
        expect(out.statusCode, out.body).toBe(204);
        for (const app of [t.app, second]) {
          expect((await app.inject({ url: '/api/customer/orders', headers: bearer(phone) })).statusCode).toBe(401);
          expect((await app.inject({ url: `/get-order/${id}`, headers: bearer(phone) })).statusCode).toBe(404);
          expect((await app.inject({ url: '/api/customer/orders', headers: bearer(tablet) })).statusCode).toBe(200);
        }
        expect((await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: bearer(phone) })).statusCode).toBe(
          401,
        );

        const everywhere = await second.inject({
          method: 'POST',
          url: '/api/customer/logout',
          headers: bearer(tablet),
          payload: { allDevices: true },
        });
        expect(everywhere.statusCode).toBe(204);
        for (const token of [tablet, laptop])
          expect((await t.app.inject({ url: '/api/customer/orders', headers: bearer(token) })).statusCode).toBe(401);
      } finally {
        await second.close();
        await other.close();
      }
    });

    it('says so in the shop words when WhatsApp will not take the code, and that try does not count', async () => {
      whatsapp.always('4xx');
      for (let i = 0; i < POLICY.maxCodes + 1; i++) {
        const res = await askCode(t.app, MOBILE);
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(MESSAGES.signInCodeNotSent);
      }
      expect(await t.database.db.selectFrom('customer_codes').selectAll().where('mobile', '=', MOBILE).execute()).toEqual([]);
      whatsapp.always('ok');
      expect((await askCode(t.app, MOBILE)).statusCode).toBe(200);
    });

    it('never writes a code or a customer token to the log', async () => {
      const token = await signIn(MOBILE);
      await t.app.inject({ url: '/api/customer/orders', headers: bearer(token) });
      await askCode(t.app, MOBILE);
      const code = lastCode();
      await verify(t.app, MOBILE, wrong(code));
      whatsapp.always('4xx');
      await askCode(t.app, MOBILE);
      const log = logLines.join('\n');
      // A code is six digits: looked for as a number of its own, not inside a timestamp's digits.
      const holdsCode = (sent: string) => new RegExp(`(?<!\\d)${sent}(?!\\d)`).test(log);
      expect(log).toContain('/api/customer/verify');
      expect(holdsCode(code)).toBe(false);
      expect(log).not.toContain(token);
      for (const call of whatsapp.calls) expect(holdsCode(whatsappCode(call)), whatsappCode(call)).toBe(false);
    });
  });
}

describe('customer sign-in by SMS and without channels', () => {
  let whatsapp: FakeProvider;
  let msg91: FakeProvider;
  let apps: TestApp[] = [];
  beforeAll(async () => {
    [whatsapp, msg91] = await Promise.all([startFakeWhatsApp(), startFakeMsg91()]);
  });
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
  });
  afterAll(async () => {
    await Promise.all([whatsapp.close(), msg91.close()]);
  });
  const start = async (over: Parameters<typeof startTestApp>[1]) => {
    const t = await startTestApp('sqlite', { SEED_DEMO: false, ...over });
    apps.push(t);
    return t;
  };
  const sms = { MSG91_AUTH_KEY: 'msg91-auth-key', MSG91_CODE_TEMPLATE_ID: '65c0de0tp' };

  it('sends the code by MSG91 SendOTP when WhatsApp is not set up, and it signs in', async () => {
    const t = await start({ ...sms, MSG91_API_URL: msg91.url });
    expect((await t.app.inject({ url: '/api/shop' })).json().customerSignIn).toBe(true);
    const res = await askCode(t.app, MOBILE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channel: 'sms', expiresInSeconds: 300, message: MESSAGES.signInCodeSentSms });
    const call = msg91.calls.at(-1)!;
    const url = new URL(call.path, 'http://msg91');
    expect(call.method).toBe('POST');
    expect(url.pathname).toBe('/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template_id: '65c0de0tp',
      mobile: `91${MOBILE}`,
      otp: smsCode(call),
      otp_expiry: '5',
    });
    expect(call.headers.authkey).toBe('msg91-auth-key');
    expect((await verify(t.app, MOBILE, smsCode(call))).statusCode).toBe(200);
  });

  it('sends the Hindi OTP template by SMS to a customer who asks in Hindi, the English one without it', async () => {
    const t = await start({ ...sms, MSG91_CODE_TEMPLATE_ID_HI: '65c0de0hi', MSG91_API_URL: msg91.url });
    const ask = (mobile: string, language: string) =>
      t.app.inject({ method: 'POST', url: '/api/customer/otp', payload: { mobile, language }, remoteAddress: '203.0.113.10' });
    expect((await ask(MOBILE, 'hi')).statusCode).toBe(200);
    expect(new URL(msg91.calls.at(-1)!.path, 'http://msg91').searchParams.get('template_id')).toBe('65c0de0hi');
    expect((await ask(MOBILE, 'en')).statusCode).toBe(200);
    expect(new URL(msg91.calls.at(-1)!.path, 'http://msg91').searchParams.get('template_id')).toBe('65c0de0tp');
    const english = await start({ ...sms, MSG91_API_URL: msg91.url });
    await english.app.inject({ method: 'POST', url: '/api/customer/otp', payload: { mobile: MOBILE, language: 'hi' } });
    expect(new URL(msg91.calls.at(-1)!.path, 'http://msg91').searchParams.get('template_id')).toBe('65c0de0tp');
  });

  it('falls back to SMS when WhatsApp refuses the code', async () => {
    whatsapp.always('4xx');
    const t = await start({
      ...sms,
      MSG91_API_URL: msg91.url,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_TOKEN: 'whatsapp-token',
    });
    const res = await askCode(t.app, MOBILE);
    expect(res.json().channel).toBe('sms');
    expect((await verify(t.app, MOBILE, smsCode(msg91.calls.at(-1)!))).statusCode).toBe(200);
    whatsapp.always('ok');
  });

  it('answers 409 in the shop words when no channel can send codes (MSG91 without an OTP template is none), as GET /api/shop says beforehand', async () => {
    for (const over of [{}, { MSG91_API_URL: msg91.url, MSG91_AUTH_KEY: 'msg91-auth-key' }]) {
      const t = await start(over);
      expect((await t.app.inject({ url: '/api/shop' })).json().customerSignIn).toBe(false);
      const res = await askCode(t.app, MOBILE);
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(MESSAGES.signInUnavailable);
    }
  });

  it('limits code requests per address with the rate limits of the other public calls', async () => {
    const t = await start({ ...sms, MSG91_API_URL: msg91.url, RATE_LIMIT: true });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await askCode(t.app, `90000000${String(i).padStart(2, '0')}`, '192.0.2.44')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const res = await askCode(t.app, '9000000099', '192.0.2.44');
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
