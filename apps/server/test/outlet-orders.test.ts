import type { PublicOutlet } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, changeSettings, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const OUTLET = {
  address: '12 Central Market, New Delhi',
  phone: '9811122334',
  gstin: null,
  email: null,
  active: true,
};
// Open every day, whatever the shop's hours; delivers in Delhi (1100*) for ₹40, free from ₹1500.
const LAJPAT = {
  ...OUTLET,
  name: 'Lajpat Nagar',
  nameHi: 'लाजपत नगर',
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' })),
  holidays: ['2026-11-29'],
  pickup: true,
  delivery: { pincodes: ['1100*'], charge: 40, freeFrom: 1500 },
};
// Delivery only, on the shop's own terms.
const KITCHEN = { ...OUTLET, name: 'Cloud Kitchen', nameHi: null, openingHours: null, holidays: null, pickup: false, delivery: null };

describe.each(ENGINES)("the customer's outlet on %s", (engine) => {
  // Saturday 2026-11-28, noon in Kolkata.
  let now = new Date('2026-11-28T06:30:00Z');
  let t: TestApp;
  let ladoo: SeededProduct;
  let lajpat: number;
  let kitchen: number;
  let closed: number;
  const cart = () => orderBody([cartLine(ladoo, '250 g', 2)]);
  const outletOf = async (id: number) =>
    Number((await t.database.db.selectFrom('orders').select('outlet_id').where('id', '=', id).executeTakeFirstOrThrow()).outlet_id);
  const addOutlet = async (payload: object) => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false }, { clock: () => now });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '250 g': 150 });
    await changeSettings(t, { minimumOrder: 0, deliveryEnabled: true, deliveryPincodes: ['110001'], deliveryCharge: 60 });
  });
  afterAll(() => t?.close());

  it('a shop with one outlet lists it with the shop\'s own terms, and /api/shop says nothing of outlets', async () => {
    const res = await t.app.inject({ url: '/api/outlets' });
    expect(res.statusCode, res.body).toBe(200);
    const shop = (await t.app.inject({ url: '/api/shop' })).json();
    expect(shop.outlets).toBeUndefined();
    expect(res.json()).toEqual([
      {
        id: 1,
        name: shop.name,
        nameHi: null,
        address: shop.address,
        phone: shop.phone,
        pickup: true,
        delivery: { enabled: true, pincodes: ['110001'], charge: 60, freeFrom: null },
        openingHours: shop.openingHours,
        openingHoursText: shop.openingHoursText,
        openingHoursTextHi: shop.openingHoursTextHi,
        holidays: [],
      },
    ] satisfies PublicOutlet[]);
  });

  it('lists the active outlets customers can choose, each with its effective terms, revalidated by ETag', async () => {
    lajpat = await addOutlet(LAJPAT);
    kitchen = await addOutlet(KITCHEN);
    closed = await addOutlet({ ...LAJPAT, name: 'Old Market', active: false });
    const res = await t.app.inject({ url: '/api/outlets' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const outlets = res.json() as PublicOutlet[];
    expect(outlets.map((o) => o.id)).toEqual([1, lajpat, kitchen]);
    expect(outlets[1]).toEqual({
      id: lajpat,
      name: 'Lajpat Nagar',
      nameHi: 'लाजपत नगर',
      address: LAJPAT.address,
      phone: LAJPAT.phone,
      pickup: true,
      delivery: { enabled: true, pincodes: ['1100*'], charge: 40, freeFrom: 1500 },
      openingHours: LAJPAT.openingHours,
      openingHoursText: 'Every day 8:00 AM–10:00 PM',
      openingHoursTextHi: expect.any(String),
      holidays: ['2026-11-29'],
    });
    expect(outlets[2]).toMatchObject({ pickup: false, delivery: { enabled: true, pincodes: ['110001'], charge: 60 } });
    expect((await t.app.inject({ url: '/api/shop' })).json().outlets).toBe(3);
    const again = await t.app.inject({ url: '/api/outlets', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses an unknown or closed outlet at outletId, storing nothing', async () => {
    const before = await countRows(t.database.db, 'orders');
    for (const outletId of [999, closed, 0, 'two']) {
      const res = await postOrder(t.app, { ...cart(), outletId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.outletId).toEqual(['That outlet is not one of ours; choose another']);
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('refuses pickup where the outlet takes none, at fulfilment.type', async () => {
    const res = await postOrder(t.app, { ...cart(), outletId: kitchen, fulfilment: { type: 'pickup' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['fulfilment.type']).toEqual(['Cloud Kitchen does not take pickup orders; choose delivery or another outlet']);
    // No fulfilment is a pickup too.
    expect((await postOrder(t.app, { ...cart(), outletId: kitchen })).json().errors['fulfilment.type']).toBeDefined();
  });

  it('refuses a pincode the outlet does not serve at fulfilment.pincode, and charges its own delivery', async () => {
    const delivery = (pincode: string) => ({ type: 'delivery', address: '4 Ring Road', pincode });
    const far = await postOrder(t.app, { ...cart(), outletId: lajpat, fulfilment: delivery('560001') });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors['fulfilment.pincode']).toEqual(['Lajpat Nagar does not deliver to 560001']);
    // The first outlet keeps the shop's area: 110024 is not in it.
    const first = await postOrder(t.app, { ...cart(), outletId: 1, fulfilment: delivery('110024') });
    expect(first.statusCode).toBe(400);
    expect(first.json().errors['fulfilment.pincode']).toBeDefined();

    const placed = await postOrder(t.app, { ...cart(), outletId: lajpat, fulfilment: delivery('110024') });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, accessKey } = placed.json();
    expect(await outletOf(id)).toBe(lajpat);
    const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(view.fulfilment.deliveryCharge).toBe(40);
  });

  it('an order naming no outlet is the first outlet\'s, as before', async () => {
    const placed = await postOrder(t.app, cart());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await outletOf(placed.json().id)).toBe(1);
  });

  it("follows the outlet's hours: closed at the first while the other is open at the same moment, and the other's holiday", async () => {
    await changeSettings(t, {
      openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '20:00' })), // the shop: Mon–Fri
      ordersWhenClosed: 'refuse',
    });
    const atFirst = await postOrder(t.app, { ...cart(), outletId: 1 });
    expect(atFirst.statusCode).toBe(409);
    expect(atFirst.json().message).toBe("We're closed now. We open Monday at 8:00 AM.");
    const atLajpat = await postOrder(t.app, { ...cart(), outletId: lajpat });
    expect(atLajpat.statusCode, atLajpat.body).toBe(201);
    expect(await outletOf(atLajpat.json().id)).toBe(lajpat);

    const onHoliday = await postOrder(t.app, { ...cart(), outletId: lajpat, fulfilment: { type: 'pickup', preferredDate: '2026-11-29' } });
    expect(onHoliday.statusCode).toBe(400);
    expect(onHoliday.json().errors['fulfilment.preferredDate']).toEqual(["We're closed on 2026-11-29. Choose another day."]);

    now = new Date('2026-11-28T17:00:00Z'); // Saturday 22:30: Lajpat Nagar has closed too
    const late = await postOrder(t.app, { ...cart(), outletId: lajpat });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("We're closed now. We open Monday at 8:00 AM."); // Sunday is its holiday
    now = new Date('2026-11-28T06:30:00Z');
    await changeSettings(t, { openingHours: null, ordersWhenClosed: 'next-open' });
  });

  it('a phone order names its outlet too, under the same checks', async () => {
    let key = 0;
    const phone = (over: object) =>
      t.asAdmin({
        method: 'POST',
        url: '/api/admin/orders',
        headers: { 'idempotency-key': `outlet-phone-${++key}` },
        payload: { customerName: 'Meena Gupta', customerMobile: '9876500000', lines: [{ productId: ladoo.id, variant: '250 g', quantity: 1 }], ...over },
      });
    const placed = await phone({ outletId: lajpat });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await outletOf(placed.json().id)).toBe(lajpat);
    expect((await phone({ outletId: closed })).json().errors.outletId).toEqual(['That outlet is not one of ours; choose another']);
    expect((await phone({ outletId: kitchen })).json().errors['fulfilment.type']).toBeDefined();
    expect(await outletOf((await phone({})).json().id)).toBe(1);
  });
});
