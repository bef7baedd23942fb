import { formatOrderId, type AdminOrder, type AdminOrderDetails, type CustomerMessage, type Invoice, type OrderView, type ShopSettings } from '@halwai/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as hindiMigration } from '../src/db/migrations/021-hindi-names-and-order-language.js';
import { cartLine, countRows, MOBILE, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { startFakeMsg91, startFakeWhatsApp, type FakeProvider } from './support/fake-message-providers.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const TO = `91${MOBILE}`;

describe.each(ENGINES)('the language an order was placed in, on %s', (engine) => {
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(() => t.close());

  const place = async (extra: Record<string, unknown> = {}) => {
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const view = async (id: number, key: string) => (await t.app.inject({ url: `/get-order/${id}?key=${key}` })).json() as OrderView;
  const details = async (id: number) => (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrderDetails;
  const listed = async (id: number) =>
    ((await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as AdminOrder[]).find((o) => o.id === id);
  const invoice = async (id: number, key: string) => (await t.app.inject({ url: `/api/orders/${id}/invoice?key=${key}` })).json() as Invoice;

  it('keeps hi for an order placed in Hindi, on every shape the order is read in', async () => {
    const { id, accessKey } = await place({ language: 'hi' });
    expect((await view(id, accessKey)).language).toBe('hi');
    expect((await details(id)).language).toBe('hi');
    expect((await listed(id))?.language).toBe('hi');
    expect((await invoice(id, accessKey)).language).toBe('hi');
  });

  it('prints the invoice of a Hindi order in Hindi: the amount in Hindi words too, and a PDF set in Devanagari', async () => {
    const hindi = await place({ language: 'hi' });
    const hindiInvoice = await invoice(hindi.id, hindi.accessKey);
    expect(hindiInvoice.amountInWords).toBe('Rupees One Thousand One Hundred Fifty Only');
    expect(hindiInvoice.amountInWordsHi).toBe('एक हज़ार एक सौ पचास रुपये मात्र');
    const pdf = async (id: number, key: string) => (await t.app.inject({ url: `/api/orders/${id}/invoice.pdf?key=${key}` })).rawPayload.toString('latin1');
    const hindiPdf = await pdf(hindi.id, hindi.accessKey);
    expect(hindiPdf).toContain('NotoSansDevanagari');

    const english = await place({ language: 'en' });
    expect((await invoice(english.id, english.accessKey)).amountInWordsHi).toBeUndefined();
    expect(await pdf(english.id, english.accessKey)).not.toContain('NotoSansDevanagari');
  });

  it('reads en for an order placed in English, or without a language (as outside clients place them)', async () => {
    const english = await place({ language: 'en' });
    const unsaid = await place();
    for (const { id, accessKey } of [english, unsaid]) {
      expect((await view(id, accessKey)).language).toBe('en');
      expect((await details(id)).language).toBe('en');
      expect((await invoice(id, accessKey)).language).toBe('en');
    }
  });

  it('refuses a language that is not en or hi with a clear message, and places nothing', async () => {
    const before = await countRows(t.database.db, 'orders');
    for (const language of ['fr', 'HI', 'hindi', '', 5, null]) {
      const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().errors, String(language)).toEqual({ language: ['language must be en (English) or hi (Hindi)'] });
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('replays an order with the same Idempotency-Key and language, and refuses the key for another language', async () => {
    const headers = { 'idempotency-key': `language-${engine}-${Date.now()}` };
    const body = { ...orderBody([cartLine(kaju, '1kg', 1)]), language: 'hi' };
    const first = await postOrder(t.app, body, headers);
    const again = await postOrder(t.app, body, headers);
    expect(again.json()).toEqual(first.json());
    expect((await postOrder(t.app, { ...body, language: 'en' }, headers)).statusCode).toBe(422);
  });
});

describe.each(ENGINES)('orders from before languages, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
  });
  afterAll(() => t.close());

  it('read as English once migration 021 has run', async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), language: 'hi' });
    const { id, accessKey } = res.json() as { id: number; accessKey: string };
    const db = t.database.db;
    // As before migration 021: the columns it adds are not there yet.
    for (const [table, column] of [
      ['orders', 'language'],
      ['order_lines', 'name_hi'],
      ['products', 'name_hi'],
      ['products', 'description_hi'],
      ['categories', 'name_hi'],
      ['subcategories', 'name_hi'],
    ] as const) {
      await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
    }
    await hindiMigration(db as never);

    const order = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json() as OrderView;
    expect(order.language).toBe('en');
    expect(order.products.map((p) => p.nameHi)).toEqual([undefined]);
  });
});

const providersConfig = (whatsapp: FakeProvider, msg91: FakeProvider, inbox: SmtpInbox) => ({
  SEED_DEMO: false,
  SHOP_NAME: 'Halwai',
  WHATSAPP_API_URL: whatsapp.url,
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_TOKEN: 'whatsapp-token',
  MSG91_API_URL: msg91.url,
  MSG91_AUTH_KEY: 'msg91-auth-key',
  SMTP_URL: inbox.url,
  PUBLIC_URL: 'https://shop.example',
  NOTIFY_RETRY_BASE_MS: 20,
  NOTIFY_RETRY_MAX_MS: 100,
  NOTIFY_POLL_MS: 20,
  MESSAGE_TIMEOUT_MS: 1000,
});

describe.each(ENGINES)('customer messages in the order language, on %s', (engine) => {
  let whatsapp: FakeProvider;
  let msg91: FakeProvider;
  let inbox: SmtpInbox;
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    [whatsapp, msg91, inbox] = await Promise.all([startFakeWhatsApp(), startFakeMsg91(), startSmtpInbox()]);
    t = await startTestApp(engine, providersConfig(whatsapp, msg91, inbox));
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    const steps = settings.customerMessages!.steps;
    steps.confirmed = { ...steps.confirmed, whatsappTemplate: 'order_confirmed', whatsappLanguage: 'en_US', smsTemplateId: 'confirmedEnglish', smsTemplateIdHi: 'confirmedHindi' };
    steps.cancelled = { ...steps.cancelled, whatsappTemplate: 'order_cancelled', smsTemplateId: 'cancelledEnglish' };
    const saved = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().customerMessages.steps.confirmed.smsTemplateIdHi).toBe('confirmedHindi');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([whatsapp.close(), msg91.close(), inbox.close()]);
  });

  const place = async (language: string | undefined, extra: Record<string, unknown> = {}) => {
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), ...(language && { language }), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const move = async (id: number, status: string) =>
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status } })).statusCode).toBe(200);
  const waitForMessages = (id: number, check: (m: CustomerMessage[]) => boolean, what: string) =>
    waitFor(async () => {
      const { messages } = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrderDetails;
      return check(messages) && messages;
    }, 5000, what);
  const callsFor = (provider: FakeProvider, orderId: number) => provider.calls.filter((c) => JSON.stringify(c.body).includes(`"${formatOrderId(orderId)}"`));
  const text = (values: string[]) => values.map((value) => ({ type: 'text', text: value }));

  it('tells a Hindi order on WhatsApp with the template in language hi, its parameters in the Hindi text order, and by email in Hindi', async () => {
    const { id, accessKey } = await place('hi', { customerEmail: 'asha@example.in' });
    await move(id, 'cancelled');
    await waitForMessages(id, (m) => m.length === 2 && m.every((x) => x.state === 'sent'), 'both sent');
    const link = `https://shop.example/order/${id}?key=${accessKey}&lang=hi`;
    // 'क्षमा करें, {shop} में आपका ऑर्डर #{order} रद्द हुआ: {reason}। {link}'
    expect((callsFor(whatsapp, id)[0]!.body as { template: unknown }).template).toEqual({
      name: 'order_cancelled',
      language: { code: 'hi' },
      components: [{ type: 'body', parameters: text(['Halwai', formatOrderId(id), '-', link]) }],
    });
    const mail = await waitFor(() => inbox.messages.find((m) => m.text.includes(`#${formatOrderId(id)} `)), 5000, 'email');
    expect(mail.subject).toBe(`Halwai: ऑर्डर #${formatOrderId(id)}: रद्द हुआ`);
    expect(mail.text).toContain(`क्षमा करें, Halwai में आपका ऑर्डर #${formatOrderId(id)} रद्द हुआ`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('>अपना ऑर्डर देखें</a>');
  });

  it('tells an English order as before: the template language the owner registered, English text', async () => {
    const { id } = await place('en', { customerEmail: 'ravi@example.in' });
    await move(id, 'confirmed');
    await waitForMessages(id, (m) => m.length === 2 && m.every((x) => x.state === 'sent'), 'both sent');
    const template = (callsFor(whatsapp, id)[0]!.body as { template: { language: unknown; name: string } }).template;
    expect(template).toMatchObject({ name: 'order_confirmed', language: { code: 'en_US' } });
    const mail = await waitFor(() => inbox.messages.find((m) => m.text.includes(`#${formatOrderId(id)} `)), 5000, 'email');
    expect(mail.subject).toBe(`Halwai: Order #${formatOrderId(id)}: Confirmed`);
    expect(mail.text).not.toContain('lang=');
    expect(mail.text).toContain(`Your order #${formatOrderId(id)} at Halwai is confirmed. Total ₹1,150.`);
    expect(mail.html).toContain('>See your order</a>');
  });

  it("sends a Hindi order's SMS by the Hindi DLT template, with the variables in the Hindi text order", async () => {
    whatsapp.next('4xx');
    const { id, accessKey } = await place('hi');
    await move(id, 'confirmed');
    await waitForMessages(id, (m) => m.length === 2 && m[1]!.state === 'sent', 'sms sent');
    // '{shop} में आपका ऑर्डर #{order} पक्का हो गया है। कुल ₹{total}। {link}'
    expect(callsFor(msg91, id)[0]!.body).toEqual({
      template_id: 'confirmedHindi',
      short_url: '0',
      recipients: [{ mobiles: TO, VAR1: 'Halwai', VAR2: formatOrderId(id), VAR3: '1,150', VAR4: `https://shop.example/order/${id}?key=${accessKey}&lang=hi` }],
    });
  });

  it('sends a Hindi order the English SMS when the step has no Hindi DLT template: a template must match its text', async () => {
    whatsapp.next('4xx');
    const { id, accessKey } = await place('hi');
    await move(id, 'cancelled');
    await waitForMessages(id, (m) => m.length === 2 && m[1]!.state === 'sent', 'sms sent');
    expect(callsFor(msg91, id)[0]!.body).toEqual({
      template_id: 'cancelledEnglish',
      short_url: '0',
      recipients: [{ mobiles: TO, VAR1: formatOrderId(id), VAR2: 'Halwai', VAR3: '-', VAR4: `https://shop.example/order/${id}?key=${accessKey}&lang=hi` }],
    });
  });
});
