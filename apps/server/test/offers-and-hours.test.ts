import { describe, beforeAll, expect, it } from 'vitest';
import { cartLine, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, useTestApp, type TestApp } from './support/test-app.js';
import { afterAll } from 'vitest';

async function changeSettings(t: Pick<TestApp, 'asAdmin'>, change: Record<string, unknown>) {
  const current = (await t.asAdmin({ method: 'GET', url: '/api/admin/settings' })).json() as Record<string, unknown>;
  const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...current, ...change } });
  if (res.statusCode !== 200) throw new Error(`saving settings failed: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

const createOffer = (t: TestApp, offer: Record<string, unknown>) => t.asAdmin({ method: 'POST', url: '/api/admin/offers', payload: offer });

describe.each(ENGINES)('offer codes on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 0 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 555.55 });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '250 g': 123.45 });
  });

  it('are managed by staff: created, listed, changed, deleted; codes are unique without case', async () => {
    const created = await createOffer(t, { code: 'Diwali10', type: 'percent', value: 10 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'Diwali10', type: 'percent', value: 10, active: true, uses: 0, maxUses: null });
    const again = await createOffer(t, { code: 'DIWALI10', type: 'flat', value: 50 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toEqual(['Another offer already uses this code']);
    const bad = await createOffer(t, { code: 'X', type: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'value']);
    const id = created.json().id;
    const changed = await t.asAdmin({ method: 'PUT', url: `/api/admin/offers/${id}`, payload: { code: 'Diwali10', type: 'percent', value: 12 } });
    expect(changed.json().value).toBe(12);
    const list = (await t.asAdmin({ method: 'GET', url: '/api/admin/offers' })).json() as { id: number }[];
    expect(list.map((o) => o.id)).toContain(id);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/admin/offers/${id}` })).statusCode).toBe(204);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/admin/offers/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offers' })).statusCode).toBe(401);
  });

  it('take a percentage off, shown before ordering, kept on the order: total = items − discount, to the paisa', async () => {
    await createOffer(t, { code: 'FEST15', type: 'percent', value: 15 });
    const cart = [cartLine(kaju, '500 g', 3), cartLine(ladoo, '250 g', 1)]; // 1666.65 + 123.45 = 1790.10
    const check = await t.app.inject({ method: 'POST', url: '/api/offers/check', payload: { offerCode: 'fest15', cartItems: cart } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ offerCode: 'FEST15', discount: 268.52 }); // 15% of 1790.10 = 268.515 → 268.52
    const placed = await postOrder(t.app, { ...orderBody(cart), offerCode: 'fest15' });
    expect(placed.statusCode).toBe(201);
    const { id, accessKey } = placed.json();
    const view = (await t.app.inject({ method: 'GET', url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(view).toMatchObject({ offerCode: 'FEST15', discount: 268.52, itemsTotal: 1521.58 });

    const invoice = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice?key=${accessKey}` })).json();
    expect(invoice.totals).toMatchObject({ discount: 268.52, offerCode: 'FEST15', amount: 1521.58 });
    const paise = (n: number) => Math.round(n * 100);
    const lineDiscounts = invoice.lines.map((l: { discount?: number }) => paise(l.discount ?? 0));
    expect(lineDiscounts.reduce((a: number, b: number) => a + b, 0)).toBe(26852);
    // In proportion: 166665 and 12345 of 179010 share 26852 as 25000 and 1852.
    expect(lineDiscounts).toEqual([25000, 1852]);
    for (const line of invoice.lines) expect(paise(line.taxable) + paise(line.cgst) + paise(line.sgst)).toBe(paise(line.amount));
    const sum = (pick: (l: Record<string, number>) => number) => invoice.lines.reduce((s: number, l: Record<string, number>) => s + paise(pick(l)), 0);
    expect(sum((l) => l.amount!)).toBe(152158);
    expect(paise(invoice.totals.taxable) + paise(invoice.totals.cgst) + paise(invoice.totals.sgst)).toBe(152158);

    // The shop's day (India), which is the UTC date only before 18:30 UTC.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const report = (await t.asAdmin({ method: 'GET', url: `/api/admin/reports/sales?from=${today}&to=${today}` })).json();
    expect(report.discounts).toBeGreaterThanOrEqual(268.52);
    const csv = (await t.asAdmin({ method: 'GET', url: `/api/admin/orders.csv?from=${today}&to=${today}` })).body;
    expect(csv.split('\n')[0]).toContain('offer code,discount,total');
    expect(csv).toContain('FEST15,268.52,1521.58');
  });

  it('take a flat amount off, and never make an order free', async () => {
    await createOffer(t, { code: 'FLAT200', type: 'flat', value: 200 });
    const placed = await postOrder(t.app, { ...orderBody([cartLine(kaju, '500 g', 1)]), offerCode: 'FLAT200' });
    expect(placed.statusCode).toBe(201);
    const view = (await t.app.inject({ method: 'GET', url: `/get-order/${placed.json().id}?key=${placed.json().accessKey}` })).json();
    expect(view).toMatchObject({ discount: 200, itemsTotal: 355.55 });

    // Items worth less than the flat amount: the order would come to ₹0.
    const before = await countRows(t.database.db, 'orders');
    const free = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), offerCode: 'FLAT200' });
    expect(free.statusCode).toBe(400);
    expect(free.json().errors.offerCode).toEqual(['The offer FLAT200 cannot make an order free']);
    await createOffer(t, { code: 'ALL', type: 'percent', value: 100 });
    expect((await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), offerCode: 'ALL' })).json().errors.offerCode).toEqual([
      'The offer ALL cannot make an order free',
    ]);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it("count the shop's minimum order after the offer, in the cart's check and when ordering", async () => {
    await changeSettings(t, { minimumOrder: 1000 });
    try {
      await createOffer(t, { code: 'TWENTY', type: 'percent', value: 20 });
      const cart = [cartLine(kaju, '500 g', 2)]; // ₹1111.10 of items: over the minimum, but ₹888.88 after 20% off
      const words = 'With the offer TWENTY the order comes to less than our minimum order of ₹1000: add a little more';
      const check = await t.app.inject({ method: 'POST', url: '/api/offers/check', payload: { offerCode: 'TWENTY', cartItems: cart } });
      expect(check.statusCode).toBe(400);
      expect(check.json().errors.offerCode).toEqual([words]);
      const before = await countRows(t.database.db, 'orders');
      const refused = await postOrder(t.app, { ...orderBody(cart), offerCode: 'TWENTY' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.offerCode).toEqual([words]);
      expect(await countRows(t.database.db, 'orders')).toBe(before);

      // A little more in the cart, and it is taken.
      const more = [cartLine(kaju, '500 g', 2), cartLine(ladoo, '250 g', 1)]; // ₹1234.55 − ₹246.91 = ₹987.64: still short
      expect((await postOrder(t.app, { ...orderBody(more), offerCode: 'TWENTY' })).statusCode).toBe(400);
      const enough = [cartLine(kaju, '500 g', 2), cartLine(ladoo, '250 g', 2)]; // ₹1358 − ₹271.60 = ₹1086.40
      expect((await postOrder(t.app, { ...orderBody(enough), offerCode: 'TWENTY' })).statusCode).toBe(201);
    } finally {
      await changeSettings(t, { minimumOrder: 0 });
    }
  });

  it('refuse each broken rule with 400 errors.offerCode saying which, storing nothing', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await createOffer(t, { code: 'OFF', type: 'percent', value: 5, active: false });
    await createOffer(t, { code: 'SOON', type: 'percent', value: 5, startsAt: tomorrow });
    await createOffer(t, { code: 'OLD', type: 'percent', value: 5, startsAt: '2020-01-01', endsAt: '2020-01-31' });
    await createOffer(t, { code: 'BIG', type: 'flat', value: 100, minOrder: 5000 });
    await createOffer(t, { code: 'ONCE', type: 'flat', value: 10, maxUses: 1 });
    await createOffer(t, { code: 'MINE', type: 'flat', value: 10, maxUsesPerMobile: 1 });
    const cart = [cartLine(ladoo, '250 g', 2)];
    expect((await postOrder(t.app, { ...orderBody(cart), offerCode: 'ONCE' })).statusCode).toBe(201);
    expect((await postOrder(t.app, { ...orderBody(cart), offerCode: 'MINE' })).statusCode).toBe(201);
    const cases: [string, string][] = [
      ['NOPE', 'NOPE is not a valid offer code'],
      ['off', 'The offer OFF is not running'],
      ['SOON', `The offer SOON starts on ${tomorrow}`],
      ['OLD', 'The offer OLD has expired'],
      ['BIG', 'The offer BIG needs items worth at least ₹5000'],
      ['ONCE', 'The offer ONCE has been fully used'],
      ['MINE', 'The offer MINE was already used with this mobile number'],
    ];
    const before = await countRows(t.database.db, 'orders');
    for (const [code, message] of cases) {
      const res = await postOrder(t.app, { ...orderBody(cart), offerCode: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().errors.offerCode, code).toEqual([message]);
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    // Another mobile may still use MINE.
    expect((await postOrder(t.app, { ...orderBody(cart, 'Ravi', '9123456780'), offerCode: 'MINE' })).statusCode).toBe(201);
  });

  it('hold maxUses under concurrent orders, and a cancelled order gives its use back', async () => {
    await createOffer(t, { code: 'FIRST5', type: 'flat', value: 10, maxUses: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)], `C${i}`, `9${String(100000000 + i)}`), offerCode: 'FIRST5' }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(15);
    const offer = ((await t.asAdmin({ method: 'GET', url: '/api/admin/offers' })).json() as { code: string; uses: number }[]).find((o) => o.code === 'FIRST5');
    expect(offer?.uses).toBe(5);
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${placed[0]!.json().id}/status`, payload: { status: 2 } });
    expect((await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), offerCode: 'FIRST5' })).statusCode).toBe(201);
  });
});

/** A clock tests move: a Saturday in India unless set otherwise. */
function movableClock(iso: string) {
  let now = new Date(iso);
  return { clock: () => now, set: (next: string) => (now = new Date(next)) };
}

describe.each(ENGINES)('opening hours on %s', (engine) => {
  // Saturday 2026-11-28, 04:00 in Kolkata (22:30 UTC the day before).
  const time = movableClock('2026-11-27T22:30:00Z');
  let t: TestApp;
  let ladoo: SeededProduct;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false }, { clock: time.clock });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '250 g': 150 });
    await changeSettings(t, { minimumOrder: 0 });
  });
  afterAll(() => t?.close());

  const hours = [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' })); // closed on Sundays

  it('take orders at any time while hours were never set, as before', async () => {
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    expect(shop).toMatchObject({ openingHours: null, ordersWhenClosed: 'next-open', holidays: [] });
    expect((await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1)]))).statusCode).toBe(201);
  });

  it('show the hours in words, and refuse bad hours with the words', async () => {
    const saved = await changeSettings(t, { openingHours: hours, holidays: ['2026-11-30'] });
    expect(saved.openingHours).toEqual(hours);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    expect(shop.openingHoursText).toBe('Mon–Sat 8:00 AM–10:00 PM · Sun closed');
    expect(shop.openingHoursTextHi).toBe('सोम–शनि सुबह 8:00–रात 10:00 · रवि बंद');
    const current = (await t.asAdmin({ method: 'GET', url: '/api/admin/settings' })).json();
    const bad = await t.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...current, openingHours: [{ day: 1, open: '22:00', close: '08:00' }], holidays: ['30-11-2026'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['openingHours.0.close']).toEqual(['The closing time must be after the opening time']);
    expect(bad.json().errors['holidays.0']).toEqual(['Holidays are dates like 2026-11-14']);
  });

  it('with next-open, take an order placed while closed for the next opening', async () => {
    const placed = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1)]));
    expect(placed.statusCode).toBe(201);
    const view = (await t.app.inject({ method: 'GET', url: `/get-order/${placed.json().id}?key=${placed.json().accessKey}` })).json();
    expect(view.fulfilment.preferredDate).toBe('2026-11-28'); // opens today at 8
  });

  it('refuse a preferred date on a closed day or a holiday with 400', async () => {
    for (const date of ['2026-11-29', '2026-11-30']) {
      const res = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), fulfilment: { type: 'pickup', preferredDate: date } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['fulfilment.preferredDate']).toEqual([`We're closed on ${date}. Choose another day.`]);
    }
  });

  it('with refuse, answer 409 naming when the shop opens to an order for now, storing nothing, and take one for a later open day', async () => {
    await changeSettings(t, { ordersWhenClosed: 'refuse' });
    const before = await countRows(t.database.db, 'orders');
    const early = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1)]));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("We're closed now. We open today at 8:00 AM.");
    time.set('2026-11-28T17:00:00Z'); // Saturday 22:30: closed; Sunday closed, Monday a holiday
    const late = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1)]));
    expect(late.json().message).toBe("We're closed now. We open Tuesday at 8:00 AM.");
    // An order for today, the day the shop has closed for, is refused as well.
    const tonight = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), fulfilment: { type: 'pickup', preferredDate: '2026-11-28' } });
    expect(tonight.statusCode).toBe(409);
    expect(await countRows(t.database.db, 'orders')).toBe(before);

    // Closed for now, but a later open day the customer chose is taken, for that day.
    const forTuesday = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '250 g', 1)]), fulfilment: { type: 'pickup', preferredDate: '2026-12-01' } });
    expect(forTuesday.statusCode, forTuesday.body).toBe(201);
    const view = (await t.app.inject({ url: `/get-order/${forTuesday.json().id}?key=${forTuesday.json().accessKey}` })).json();
    expect(view.fulfilment.preferredDate).toBe('2026-12-01');
    expect(await countRows(t.database.db, 'orders')).toBe(before + 1);
    time.set('2026-11-28T06:30:00Z'); // Saturday noon: open
    expect((await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1)]))).statusCode).toBe(201);
  });
});
