import { addDays, dateInZone, dayAndMonth, type AdminOrder } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, countRows, createCategory, createSubcategory, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

type Json = Record<string, unknown>;

/** A multipart body as the back office's product form sends it: every value text, prices and the pre-order as JSON text. */
function form(fields: Json): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return data;
}

describe.each(ENGINES)('pre-orders on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const today = () => dateInZone(new Date(), 'Asia/Kolkata');
  // Ready beyond the ordinary 14 days ahead: a pre-order may be ordered for then.
  const from = () => addDays(today(), 20);
  const until = () => addDays(today(), 24);
  let category = 0;
  let subcategory = 0;
  let ladoo: SeededProduct;

  const product = (over: Json = {}): Json => ({
    name: 'Kaju Katli Box',
    categoryId: String(category),
    subCategoryId: String(subcategory),
    price: '600',
    priceUnit: '1 box',
    itemType: 'ByPackets',
    prices: [{ label: '1 box', price: 600 }],
    ...over,
  });
  const createForm = (fields: Json) => t.asAdmin({ method: 'POST', url: '/api/products', payload: form(fields) });
  const created = async (fields: Json) => {
    const res = await createForm(fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; preorder: unknown };
  };
  const setPreorder = async (id: number, preorder: unknown) => {
    const current = (await t.asAdmin({ url: `/api/admin/products/${id}` })).json() as Json;
    const res = await t.asAdmin({ method: 'PUT', url: `/api/Products/${id}`, payload: { ...current, preorder } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Json;
  };
  const boxLine = (id: number, quantity = 1) => ({ id, name: 'Kaju Katli Box', selectedWeight: '1 box', quantity, price: 600 });
  const placeWeb = (cartItems: unknown[], preferredDate?: string) =>
    postOrder(t.app, { ...orderBody(cartItems), fulfilment: { type: 'pickup', ...(preferredDate !== undefined && { preferredDate }) } });
  const placePhone = (lines: unknown[], preferredDate?: string) =>
    t.asAdmin({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { 'idempotency-key': `phone-${Math.random()}` },
      payload: { customerName: 'Meena Gupta', customerMobile: '9812345678', lines, fulfilment: { type: 'pickup', ...(preferredDate && { preferredDate }) } },
    });
  const window = () => `Kaju Katli Box is a pre-order: choose a date from ${dayAndMonth(from())} to ${dayAndMonth(until())}`;

  beforeAll(async () => {
    category = await createCategory(t, 'Sweets');
    subcategory = await createSubcategory(t, 'Boxes', category);
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '1 kg': 1200 });
  });

  it('stores a pre-order from the multipart form and answers it on every product answer; null clears it, left out keeps it', async () => {
    const { id, preorder } = await created(product({ preorder: { from: from(), until: until() } }));
    expect(preorder).toEqual({ from: from(), until: until() });
    const item = (await t.app.inject({ url: '/api/catalogue' })).json().items.find((i: { id: number }) => i.id === id);
    expect(item.preorder).toEqual({ from: from(), until: until() });
    expect((await t.app.inject({ url: `/get-product/${id}` })).json().preorder).toEqual({ from: from(), until: until() });
    expect((await t.asAdmin({ url: `/api/admin/products/${id}` })).json().preorder).toEqual({ from: from(), until: until() });

    // An edit from a client that does not know the field keeps it; `until` is optional; null makes it ordinary.
    const { preorder: _kept, ...withoutPreorder } = (await t.asAdmin({ url: `/api/admin/products/${id}` })).json() as Json;
    const kept = await t.asAdmin({ method: 'PUT', url: '/update-product', payload: form({ ...product(), ...withoutPreorder, id: String(id) }) });
    expect(kept.json().preorder).toEqual({ from: from(), until: until() });
    expect((await setPreorder(id, { from: from() })).preorder).toEqual({ from: from() });
    expect((await setPreorder(id, null)).preorder).toBeNull();
    const ordinary = await created(product({ name: 'Plain Box' }));
    expect(ordinary.preorder).toBeNull();
    expect((await t.app.inject({ url: `/get-product/${ordinary.id}` })).json().preorder).toBeNull();
  });

  it.each([
    ['a date that is not one', { from: '2026-02-30' }, 'preorder.from', 'Pre-order from: enter a date written YYYY-MM-DD', 'preorder.from'],
    ['no from', { until: '2026-11-02' }, 'preorder.from', 'Pre-order from: enter a date written YYYY-MM-DD', 'preorder.from'],
    ['an until written otherwise', { from: '2026-10-29', until: '2 Nov' }, 'preorder.until', 'Pre-order until: enter a date written YYYY-MM-DD, or leave it empty', 'preorder.until'],
    ['an until before from', { from: '2026-10-29', until: '2026-10-28' }, 'preorder.until', 'Pre-order until cannot be before the date it is ready from', 'preorder.untilBeforeFrom'],
    ['text that is not JSON', '{from:', 'preorder', 'Pre-order must be JSON like {"from":"2026-10-29","until":"2026-11-02"}, or empty', 'preorder.notJson'],
  ])('refuses %s with a 400 at its field, storing nothing', async (_what, preorder, field, message, code) => {
    const before = (await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json().length;
    const res = await createForm(product({ preorder }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(res.json().codes[field][0].code).toBe(code);
    expect((await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json().length).toBe(before);
  });

  it('takes a web order for a date inside the window, even beyond 14 days, and takes its stock as any order', async () => {
    const { id } = await created(product({ preorder: { from: from(), until: until() } }));
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock: 10 } });
    const res = await placeWeb([boxLine(id, 2)], addDays(today(), 22));
    expect(res.statusCode, res.body).toBe(201);
    const order = (await t.asAdmin({ url: `/api/admin/orders/${res.json().id}` })).json() as AdminOrder;
    expect(order.fulfilment.preferredDate).toBe(addDays(today(), 22));
    const view = (await t.app.inject({ url: `/get-order/${res.json().id}?key=${res.json().accessKey}` })).json();
    expect(view.fulfilment.preferredDate).toBe(addDays(today(), 22));
    const history = (await t.asAdmin({ url: `/api/admin/products/${id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 10, after: 8, orderId: res.json().id });
    // A cart mixing it with ordinary items waits for the pre-order's date.
    const mixed = await placeWeb([boxLine(id), cartLine(ladoo, '1 kg', 1)], from());
    expect(mixed.statusCode, mixed.body).toBe(201);
    // The batch's stock runs out as any stock does.
    const tooMany = await placeWeb([boxLine(id, 9)], from());
    expect(tooMany.statusCode).toBe(409);
  });

  it('refuses a web order for a date outside the window, or none, at fulfilment.preferredDate saying the dates, storing nothing', async () => {
    const { id } = await created(product({ preorder: { from: from(), until: until() }, nameHi: 'काजू कतली डिब्बा' }));
    const before = await countRows(t.database.db, 'orders');
    for (const date of [addDays(from(), -1), addDays(until(), 1), undefined, 'soon']) {
      const res = await placeWeb([boxLine(id), cartLine(ladoo, '1 kg', 1)], date);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(window());
      expect(res.json().errors).toEqual({ 'fulfilment.preferredDate': [window()] });
      expect(res.json().code).toBe('preorder.chooseBetween');
      expect(res.json().params).toEqual({ name: 'Kaju Katli Box', nameHi: 'काजू कतली डिब्बा', from: from(), until: until() });
    }
    // Without any fulfilment at all, too.
    const bare = await postOrder(t.app, orderBody([boxLine(id)]));
    expect(bare.json().errors['fulfilment.preferredDate']).toEqual([window()]);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    // An ordinary cart keeps the ordinary 14 days.
    expect((await placeWeb([cartLine(ladoo, '1 kg', 1)], from())).json().code).toBe('delivery.preferredDate');
  });

  it('has no end without an until, and refuses a pre-order past its until as over', async () => {
    const open = await created(product({ name: 'Diwali Hamper', preorder: { from: from() } }));
    const line = { ...boxLine(open.id, 2), name: 'Diwali Hamper' };
    expect((await placeWeb([line], addDays(today(), 60))).statusCode).toBe(201);
    expect((await placeWeb([line], addDays(from(), -1))).json().errors['fulfilment.preferredDate']).toEqual([
      `Diwali Hamper is a pre-order: choose a date from ${dayAndMonth(from())}`,
    ]);
    const over = await created(product({ name: 'Dhanteras Box', preorder: { from: addDays(today(), -5), until: addDays(today(), -1) } }));
    const res = await placeWeb([{ ...boxLine(over.id), name: 'Dhanteras Box' }], today());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['fulfilment.preferredDate']).toEqual([
      `Dhanteras Box was a pre-order until ${dayAndMonth(addDays(today(), -1))} and can no longer be ordered`,
    ]);
  });

  it('holds the phone channel to the same window; the counter sells what is in hand without it', async () => {
    const { id } = await created(product({ preorder: { from: from(), until: until() } }));
    const line = { productId: id, variant: '1 box', quantity: 2 };
    const before = await countRows(t.database.db, 'orders');
    for (const date of [addDays(from(), -1), addDays(until(), 1), undefined]) {
      const res = await placePhone([line], date);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ 'fulfilment.preferredDate': [window()] });
    }
    expect(await countRows(t.database.db, 'orders')).toBe(before);
    const inside = await placePhone([line], until());
    expect(inside.statusCode, inside.body).toBe(201);
    const order = (await t.asAdmin({ url: `/api/admin/orders/${inside.json().id}` })).json() as AdminOrder;
    expect(order.fulfilment.preferredDate).toBe(until());

    const sale = await t.asAdmin({ method: 'POST', url: '/api/counter/sales', payload: { lines: [line], payments: [{ method: 'cash', amount: 1200 }] } });
    expect(sale.statusCode, sale.body).toBe(201);
  });
});
