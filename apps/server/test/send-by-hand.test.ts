import { formatOrderId, type AdminOrderDetails } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeProvider } from './support/fake-message-providers.js';
import { cartLine, MOBILE, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

/** The text a wa.me link carries, as WhatsApp reads it. */
const textOf = (url: string) => new URL(url).searchParams.get('text');

describe.each(ENGINES)('customer messages sent by hand, without WhatsApp or SMS, on %s', (engine) => {
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false, PUBLIC_URL: 'https://shop.example.in' });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(() => t.close());

  const place = async (extra: Record<string, unknown> = {}) => {
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const details = async (id: number) => (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrderDetails;

  it("offers each step's message as a WhatsApp link to the customer, with the order's link, in the order's language", async () => {
    const { id, accessKey } = await place();
    const placed = (await details(id)).sendByHand!;
    expect(placed.step).toBe('pending');
    expect(placed.url.startsWith(`https://wa.me/91${MOBILE}?text=`)).toBe(true);
    expect(textOf(placed.url)).toBe(placed.text);
    expect(placed.text).toContain(`#${formatOrderId(id)}`);
    expect(placed.text).toContain(`https://shop.example.in/order/${id}?key=${accessKey}`);
    expect(placed.text).toContain('₹1,150');

    // The next step, the next message.
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 'confirmed' } })).statusCode).toBe(200);
    const confirmed = (await details(id)).sendByHand!;
    expect(confirmed.step).toBe('confirmed');
    expect(confirmed.text).toMatch(/confirmed/);

    const hindi = await place({ language: 'hi' });
    const hindiMessage = (await details(hindi.id)).sendByHand!;
    expect(hindiMessage.text).toMatch(/\p{Script=Devanagari}/u);
    expect(hindiMessage.text).toContain(`/order/${hindi.id}?key=${hindi.accessKey}&lang=hi`);
  });
});

describe('customer messages with WhatsApp set up', () => {
  let whatsapp: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    t = await startTestApp('sqlite', {
      SEED_DEMO: false,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_TOKEN: 'whatsapp-token',
    });
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  it('offers nothing to send by hand: the shop sends them', async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const res = await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)]));
    const order = (await t.asAdmin({ url: `/api/admin/orders/${res.json().id}` })).json() as AdminOrderDetails;
    expect(order).not.toHaveProperty('sendByHand');
  });
});
