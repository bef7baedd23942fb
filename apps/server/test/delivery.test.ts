import { addDays, dateInZone, type AdminOrder, type Invoice, type ShopInfo, type ShopSettings } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const NOT_DELIVERABLE = (pincode: string) => `We don't deliver to ${pincode} yet. Choose pickup or call us.`;
const ADDRESS = '12 MG Road, Karol Bagh';

describe.each(ENGINES)('pickup or delivery on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let barfi: SeededProduct;
  let settings: ShopSettings;

  const today = () => dateInZone(new Date(), 'Asia/Kolkata');
  const saveSettings = async (change: Partial<ShopSettings>) => {
    const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, ...change } });
    expect(res.statusCode, res.body).toBe(200);
    settings = res.json();
  };
  const place = (cartItems: unknown[], fulfilment?: unknown) => postOrder(t.app, { ...orderBody(cartItems), ...(fulfilment !== undefined && { fulfilment }) });
  const placed = async (cartItems: unknown[], fulfilment?: unknown) => {
    const res = await place(cartItems, fulfilment);
    expect(res.statusCode, res.body).toBe(201);
    const { id, accessKey } = res.json() as { id: number; accessKey: string };
    const admin = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json() as AdminOrder;
    return { id, accessKey, admin };
  };
  const delivery = (pincode: string, extra: object = {}) => ({ type: 'delivery', address: ADDRESS, pincode, ...extra });
  const list = async (query: string) => {
    const res = await t.asAdmin({ url: `/api/Orders/GetAllOrders?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminOrder[]).map((o) => o.id);
  };

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    barfi = await seedProduct(t.database.db, 'Barfi', { '1kg': 1000, 'box': 1999.99 });
    settings = (await t.asAdmin({ url: '/api/admin/settings' })).json();
  });

  it('starts with delivery off, in Asia/Kolkata, and the spec call without fulfilment is a pickup at no charge', async () => {
    expect(settings).toMatchObject({ deliveryEnabled: false, deliveryPincodes: [], deliveryCharge: 0, freeDeliveryFrom: null, timeZone: 'Asia/Kolkata' });
    const { id, accessKey, admin } = await placed([cartLine(kaju, '1kg', 1)]);
    expect(admin.fulfilment).toEqual({ type: 'pickup', deliveryCharge: 0 });
    expect(admin.orderTotal).toBe(1150);
    const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(view).toMatchObject({ itemsTotal: 1150, fulfilment: { type: 'pickup', deliveryCharge: 0 } });
    // Delivery while it is off is refused, and nothing is stored.
    const before = await countRows(t.database.db, 'orders');
    const refused = await place([cartLine(kaju, '1kg', 1)], delivery('110001'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('We are not delivering right now. Choose pickup or call us.');
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('saves delivery settings and shows the storefront what the cart needs; bad values are refused by name', async () => {
    await saveSettings({ deliveryEnabled: true, deliveryPincodes: ['110005', '1100*', '2013*'], deliveryCharge: 40, freeDeliveryFrom: 2000 });
    expect(settings).toMatchObject({ deliveryEnabled: true, deliveryPincodes: ['110005', '1100*', '2013*'], deliveryCharge: 40, freeDeliveryFrom: 2000 });
    const shop = (await t.app.inject({ url: '/api/shop' })).json() as ShopInfo;
    expect(shop.delivery).toEqual({ enabled: true, pincodes: ['110005', '1100*', '2013*'], charge: 40, freeFrom: 2000 });
    expect(shop.timeZone).toBe('Asia/Kolkata');

    const bad = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, deliveryPincodes: ['110005', '11000'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Delivery pincodes: "11000" is neither a 6-digit pincode nor a prefix like 1100*');
    const none = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, deliveryPincodes: [] } });
    expect(none.json().message).toBe('Delivery pincodes: add at least one pincode, or turn delivery off');
    const zone = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, timeZone: 'Nowhere/Land' } });
    expect(zone.json().message).toBe('Time zone: enter a time zone like Asia/Kolkata');
    // A save that leaves the delivery fields out keeps them.
    const { deliveryEnabled: _e, deliveryPincodes: _p, deliveryCharge: _c, freeDeliveryFrom: _f, timeZone: _z, ...older } = settings;
    const kept = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: older });
    expect(kept.json()).toMatchObject({ deliveryEnabled: true, deliveryCharge: 40, freeDeliveryFrom: 2000 });
  });

  it('charges delivery below the free-delivery value and not from it on; the client figure is ignored', async () => {
    const below = await placed([cartLine(barfi, 'box', 1)], { ...delivery('110005'), deliveryCharge: 0 });
    expect(below.admin.fulfilment).toEqual({ type: 'delivery', address: ADDRESS, pincode: '110005', deliveryCharge: 40 });
    expect(below.admin.orderTotal).toBe(2039.99);
    const row = await t.database.db.selectFrom('orders').select(['total_paise', 'delivery_charge_paise']).where('id', '=', below.id).executeTakeFirstOrThrow();
    expect([Number(row.total_paise), Number(row.delivery_charge_paise)]).toEqual([203_999, 4000]);

    const at = await placed([cartLine(barfi, '1kg', 2)], delivery('110005'));
    expect(at.admin.fulfilment.deliveryCharge).toBe(0);
    expect(at.admin.orderTotal).toBe(2000);

    const above = await placed([cartLine(kaju, '1kg', 2)], delivery('110005'));
    expect([above.admin.fulfilment.deliveryCharge, above.admin.orderTotal]).toEqual([0, 2300]);

    const pickup = await placed([cartLine(kaju, '1kg', 1)], { type: 'pickup', address: 'ignored', pincode: '999999' });
    expect(pickup.admin.fulfilment).toEqual({ type: 'pickup', deliveryCharge: 0 });
    expect(pickup.admin.orderTotal).toBe(1150);
  });

  it('matches pincodes exactly or by prefix and refuses the rest with the message, storing nothing', async () => {
    expect((await place([cartLine(kaju, '1kg', 1)], delivery('110099'))).statusCode).toBe(201); // 1100*
    expect((await place([cartLine(kaju, '1kg', 1)], delivery('201301'))).statusCode).toBe(201); // 2013*
    const before = await countRows(t.database.db, 'orders');
    for (const pincode of ['110105', '560001']) {
      const res = await place([cartLine(kaju, '1kg', 1)], delivery(pincode));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_DELIVERABLE(pincode));
      expect(res.json().errors).toEqual({ 'fulfilment.pincode': [NOT_DELIVERABLE(pincode)] });
    }
    for (const [body, message] of [
      [delivery('11000'), 'Enter a 6-digit pincode'],
      [delivery('011000'), 'Enter a 6-digit pincode'],
      [{ type: 'delivery', pincode: '110005', address: '   ' }, 'Enter the delivery address'],
      [{ type: 'courier' }, 'fulfilment.type must be pickup or delivery'],
    ] as const) {
      const res = await place([cartLine(kaju, '1kg', 1)], body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('takes a preferred date from today up to 14 days ahead in the shop time zone', async () => {
    const first = await placed([cartLine(kaju, '1kg', 1)], { type: 'pickup', preferredDate: today() });
    expect(first.admin.fulfilment).toEqual({ type: 'pickup', preferredDate: today(), deliveryCharge: 0 });
    const last = await placed([cartLine(kaju, '1kg', 1)], delivery('110005', { preferredDate: addDays(today(), 14) }));
    expect(last.admin.fulfilment.preferredDate).toBe(addDays(today(), 14));
    const before = await countRows(t.database.db, 'orders');
    for (const date of [addDays(today(), -1), addDays(today(), 15), '2026-02-30', 'soon']) {
      const res = await place([cartLine(kaju, '1kg', 1)], { type: 'pickup', preferredDate: date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toBe('Choose a preferred date from today up to 14 days ahead');
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('puts the delivery charge on the invoice so its totals are the order total', async () => {
    const { id, accessKey, admin } = await placed([cartLine(barfi, 'box', 1)], delivery('110005'));
    const invoice = (await t.app.inject({ url: `/api/orders/${id}/invoice?key=${accessKey}` })).json() as Invoice;
    const charge = invoice.lines.at(-1)!;
    expect(charge).toMatchObject({ name: 'Delivery charge', hsn: '996813', quantity: 1, rate: 40, amount: 40, gstRate: 5 });
    const paise = (r: number) => Math.round(r * 100);
    for (const line of invoice.lines) expect(paise(line.taxable) + paise(line.cgst) + paise(line.sgst)).toBe(paise(line.amount));
    expect(invoice.totals.amount).toBe(admin.orderTotal);
    expect(paise(invoice.totals.taxable) + paise(invoice.totals.cgst) + paise(invoice.totals.sgst)).toBe(paise(admin.orderTotal));
    expect((await t.app.inject({ url: `/api/orders/${id}/invoice.pdf?key=${accessKey}` })).statusCode).toBe(200);
    // A pickup order has no delivery line.
    const pickup = await placed([cartLine(kaju, '1kg', 1)]);
    const pickupInvoice = (await t.app.inject({ url: `/api/orders/${pickup.id}/invoice?key=${pickup.accessKey}` })).json() as Invoice;
    expect(pickupInvoice.lines.map((l) => l.name)).toEqual(['Kaju Katli']);
  });

  it('carries the fulfilment in the notification payload (email and webhook)', async () => {
    const { id } = await placed([cartLine(kaju, '1kg', 1)], delivery('110005', { preferredDate: today() }));
    const row = await t.database.db.selectFrom('notification_outbox').select('payload').where('subject_id', '=', id).where('kind', '=', 'order.placed').executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload).fulfilment).toEqual({ type: 'delivery', address: ADDRESS, pincode: '110005', preferredDate: today(), deliveryCharge: 40 });
  });

  it('lets staff filter orders by pickup or delivery, the day placed and the preferred date', async () => {
    const pickupDated = (await placed([cartLine(kaju, '1kg', 1)], { type: 'pickup', preferredDate: addDays(today(), 3) })).id;
    const deliveryDated = (await placed([cartLine(kaju, '1kg', 1)], delivery('110005', { preferredDate: addDays(today(), 3) }))).id;
    const all = await list('limit=500');

    const deliveries = await list('fulfilment=delivery&limit=500');
    const pickups = await list('fulfilment=pickup&limit=500');
    expect(deliveries).toContain(deliveryDated);
    expect(deliveries).not.toContain(pickupDated);
    expect(pickups).toContain(pickupDated);
    expect([...deliveries, ...pickups].sort()).toEqual([...all].sort());

    expect(await list(`preferredDate=${addDays(today(), 3)}`)).toEqual([deliveryDated, pickupDated]);
    expect(await list(`preferredDate=${addDays(today(), 3)}&fulfilment=pickup`)).toEqual([pickupDated]);
    expect(await list(`placedOn=${today()}&limit=500`)).toEqual(all);
    expect(await list(`placedOn=${addDays(today(), -1)}`)).toEqual([]);

    for (const query of ['fulfilment=courier', 'placedOn=2026-13-01', 'preferredDate=tomorrow']) {
      expect((await t.asAdmin({ url: `/api/Orders/GetAllOrders?${query}` })).statusCode, query).toBe(400);
    }
  });
});
