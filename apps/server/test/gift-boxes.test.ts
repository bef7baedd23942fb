import { describe, expect, it, beforeAll } from 'vitest';
import { ASSORTMENT_MESSAGES } from '@halwai/domain';
import { cartLine, changeSettings, countRows, createCategory, createSubcategory, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, unknown>;

/** A multipart body as the product form sends it: every value text, objects as JSON text. */
function form(fields: Json): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return data;
}

const setStock = (t: TestApp, id: number, stock: number | null) =>
  t.asAdmin({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload: { stock } });
const stockOf = async (t: TestApp, id: number) => ((await t.app.inject({ url: `/get-product/${id}` })).json() as { stock: number | null }).stock;

describe.each(ENGINES)('gift boxes the customer fills on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let barfi: SeededProduct;
  let ladoo: SeededProduct;
  let soanPapdi: SeededProduct;
  let place: { categoryId: number; subCategoryId: number };
  let box: { id: number; price: number };

  /** A box product as the owner's form sends it, 4 pieces of 250 g for ₹999 unless `over` says otherwise. */
  const boxForm = (assortment: Json, over: Json = {}): Json => ({
    name: 'Diwali Gift Box',
    ...place,
    price: 999,
    priceUnit: 'Box',
    itemType: 'ByPieces',
    prices: [{ label: 'Box', price: 999 }],
    assortment,
    ...over,
  });
  const createBox = (fields: Json) => t.asAdmin({ method: 'POST', url: '/api/products', payload: form(fields) });
  const boxLine = (choices: number[], quantity = 1, price = box.price) => ({ id: box.id, name: 'Diwali Gift Box', price, selectedWeight: 'Box', quantity, choices });

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 0 });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '250 g': 300, '1 kg': 1100 });
    barfi = await seedProduct(t.database.db, 'Milk Barfi', { '250 g': 200 });
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '250 g': 150 });
    soanPapdi = await seedProduct(t.database.db, 'Soan Papdi', { '500 g': 180 });
    const categoryId = await createCategory(t, 'Gifts');
    place = { categoryId, subCategoryId: await createSubcategory(t, 'Boxes', categoryId) };
  });

  it('creates a box from the multipart form, with repeats and the box price by default, in every product answer', async () => {
    const res = await createBox(boxForm({ pick: 4, from: [kaju.id, barfi.id, ladoo.id], portion: '250 g' }));
    expect(res.statusCode, res.body).toBe(201);
    const assortment = { pick: 4, from: [kaju.id, barfi.id, ladoo.id], portion: '250 g', repeats: true, pricing: 'box' };
    expect(res.json().assortment).toEqual(assortment);
    box = { id: res.json().id, price: 999 };
    expect((await t.app.inject({ url: `/get-product/${box.id}` })).json().assortment).toEqual(assortment);
    const catalogue = (await t.app.inject({ url: '/api/catalogue' })).json() as { items: Json[] };
    expect(catalogue.items.find((i) => i.id === box.id)?.assortment).toEqual(assortment);
    // An ordinary product carries none.
    expect(catalogue.items.find((i) => i.id === kaju.id)).not.toHaveProperty('assortment');
  });

  it.each([
    ['no pieces', { pick: 0 }, 'assortment.pick', ASSORTMENT_MESSAGES.pick],
    ['one sweet only', { from: [1] }, 'assortment.from', ASSORTMENT_MESSAGES.from],
    ['a blank portion', { portion: ' ' }, 'assortment.portion', ASSORTMENT_MESSAGES.portion],
    ['an unknown pricing', { pricing: 'free' }, 'assortment.pricing', ASSORTMENT_MESSAGES.pricing],
  ])('refuses a box of %s with 400 on its field, and creates nothing', async (_, change, field, message) => {
    const res = await createBox(boxForm({ pick: 4, from: [kaju.id, barfi.id], portion: '250 g', ...change }, { name: 'Refused Box' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses text that is not JSON, an unknown sweet, a box inside a box, a sweet without the portion', async () => {
    const notJson = await t.asAdmin({ method: 'POST', url: '/api/products', payload: form({ ...boxForm({}), assortment: '{pick: 4' }) });
    expect(notJson.json().errors.assortment).toEqual([ASSORTMENT_MESSAGES.notJson]);
    const cases: [number[], string, string][] = [
      [[kaju.id, 999_999], ASSORTMENT_MESSAGES.fromMissing(999_999), 'assortment.fromMissing'],
      [[kaju.id, box.id], ASSORTMENT_MESSAGES.fromIsBox('Diwali Gift Box'), 'assortment.fromIsBox'],
      [[kaju.id, soanPapdi.id], ASSORTMENT_MESSAGES.fromNoPortion('Soan Papdi', '250 g'), 'assortment.fromNoPortion'],
    ];
    for (const [from, message, code] of cases) {
      const res = await createBox(boxForm({ pick: 2, from, portion: '250 g' }, { name: 'Refused Box' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['assortment.from']).toEqual([message]);
      expect(res.json().code).toBe(code);
    }
    const products = (await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json() as { name: string }[];
    expect(products.some((p) => p.name === 'Refused Box')).toBe(false);
  });

  it('edits the box as JSON: left out keeps it, null makes it an ordinary product again', async () => {
    const other = await createBox(boxForm({ pick: 2, from: [kaju.id, barfi.id], portion: '250 g', repeats: false, pricing: 'portions' }, { name: 'Pair Box' }));
    const id = other.json().id as number;
    const { assortment: _, ...withoutAssortment } = boxForm({});
    const kept = await t.asAdmin({ method: 'PUT', url: `/api/Products/${id}`, payload: { ...withoutAssortment, name: 'Pair Box' } });
    expect(kept.json().assortment).toMatchObject({ pick: 2, repeats: false, pricing: 'portions' });
    const selfIn = await t.asAdmin({ method: 'PUT', url: `/api/Products/${id}`, payload: { ...boxForm({ pick: 2, from: [id, kaju.id], portion: '250 g' }), name: 'Pair Box' } });
    expect(selfIn.json().errors['assortment.from']).toEqual([ASSORTMENT_MESSAGES.fromItself]);
    const cleared = await t.asAdmin({ method: 'PUT', url: `/api/Products/${id}`, payload: { ...withoutAssortment, name: 'Pair Box', assortment: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('assortment');
  });

  it('orders a filled box: one line at the box price, a portion taken from each chosen sweet (a repeat twice), contents on the order, the invoice and the live event', async () => {
    await setStock(t, kaju.id, 2);
    await setStock(t, barfi.id, 1);
    const res = await postOrder(t.app, { ...orderBody([boxLine([kaju.id, kaju.id, barfi.id, ladoo.id])]), language: 'hi' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, accessKey } = res.json();
    expect(await stockOf(t, kaju.id)).toBe(1.5);
    expect(await stockOf(t, barfi.id)).toBe(0.75);
    const history = (await t.asAdmin({ url: `/api/admin/products/${kaju.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 2, after: 1.5, reason: 'Ordered', orderId: id });

    const kajuPiece = { productId: kaju.id, name: 'Kaju Katli', portion: '250 g' };
    const contents = [kajuPiece, kajuPiece, { productId: barfi.id, name: 'Milk Barfi', portion: '250 g' }, { productId: ladoo.id, name: 'Besan Ladoo', portion: '250 g' }];
    const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(view.itemsTotal).toBe(999);
    expect(view.products).toEqual([expect.objectContaining({ productId: box.id, name: 'Diwali Gift Box', variant: 'Box', quantity: 1, price: 999, choices: contents })]);
    const admin = (await t.asAdmin({ url: `/api/admin/orders/${id}` })).json();
    expect(admin.items[0].choices).toEqual(contents);
    const invoice = (await t.app.inject({ url: `/api/orders/${id}/invoice?key=${accessKey}` })).json();
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({ name: 'Diwali Gift Box', quantity: 1, amount: 999, choices: contents });
    const pdf = await t.app.inject({ url: `/api/orders/${id}/invoice.pdf?key=${accessKey}` });
    expect(pdf.statusCode).toBe(200);
    const event = await t.database.db.selectFrom('notification_outbox').select('payload').where('subject_id', '=', id).where('kind', '=', 'order.placed').executeTakeFirstOrThrow();
    expect(JSON.parse(String(event.payload)).items[0].choices).toEqual(contents);

    // Cancelled: each sweet gets its portions back.
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 2 } })).statusCode).toBe(200);
    expect(await stockOf(t, kaju.id)).toBe(2);
    expect(await stockOf(t, barfi.id)).toBe(1);
  });

  it.each([
    ['too few pieces', () => [kaju.id, barfi.id, ladoo.id], () => ASSORTMENT_MESSAGES.choicesCount('Diwali Gift Box', 4)],
    ['none at all', () => [], () => ASSORTMENT_MESSAGES.choicesCount('Diwali Gift Box', 4)],
    ['a sweet the box does not offer', () => [kaju.id, barfi.id, ladoo.id, soanPapdi.id], () => ASSORTMENT_MESSAGES.choiceNotOffered('Diwali Gift Box')],
  ])('refuses %s with 400 on the line\'s choices, storing nothing', async (_, choices, message) => {
    const before = await countRows(t.database.db, 'orders');
    const res = await postOrder(t.app, orderBody([cartLine(ladoo, '250 g', 1), boxLine(choices())]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['cartItems.1.choices']).toEqual([message()]);
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it('refuses a sweet switched off, choices on an ordinary product, a repeat in a box that takes none', async () => {
    await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${ladoo.id}` });
    const off = await postOrder(t.app, orderBody([boxLine([kaju.id, barfi.id, ladoo.id, kaju.id])]));
    expect(off.statusCode).toBe(400);
    expect(off.json().errors['cartItems.0.choices']).toEqual([ASSORTMENT_MESSAGES.choiceUnavailable('Diwali Gift Box', 'Besan Ladoo')]);
    await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${ladoo.id}` });

    const plain = await postOrder(t.app, orderBody([{ ...cartLine(kaju, '250 g', 1), choices: [barfi.id] }]));
    expect(plain.json().errors['cartItems.0.choices']).toEqual([ASSORTMENT_MESSAGES.notABox('Kaju Katli')]);

    const pair = await createBox(boxForm({ pick: 2, from: [kaju.id, barfi.id], portion: '250 g', repeats: false }, { name: 'Pair Box', prices: [{ label: 'Box', price: 450 }], price: 450 }));
    const twice = await postOrder(t.app, orderBody([{ id: pair.json().id, name: 'Pair Box', price: 450, selectedWeight: 'Box', quantity: 1, choices: [kaju.id, kaju.id] }]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['cartItems.0.choices']).toEqual([ASSORTMENT_MESSAGES.choiceTwice('Pair Box', 'Kaju Katli')]);
  });

  it('answers the out-of-stock 409 when a chosen sweet lacks its portions, and one of two orders racing for the last ones wins', async () => {
    await setStock(t, barfi.id, 0.5); // two portions of 250 g
    const short = await postOrder(t.app, orderBody([boxLine([barfi.id, barfi.id, barfi.id, kaju.id])]));
    expect(short.statusCode).toBe(409);
    expect(short.json().errors['cartItems.0']).toEqual(['Only 2 left of Milk Barfi (250 g)']);
    expect(await stockOf(t, barfi.id)).toBe(0.5);

    const racing = await Promise.all([0, 1].map(() => postOrder(t.app, orderBody([boxLine([barfi.id, barfi.id, kaju.id, kaju.id])]))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(t, barfi.id)).toBe(0);
  });

  it('prices a box by the sum of its portions when the owner says so, keeps two different boxes two lines, and merges the same box', async () => {
    await setStock(t, barfi.id, null);
    await setStock(t, kaju.id, null);
    const sum = await createBox(boxForm({ pick: 3, from: [kaju.id, barfi.id, ladoo.id], portion: '250 g', pricing: 'portions' }, { name: 'Pick Three', prices: [{ label: 'Box', price: 1 }], price: 1 }));
    const line = (choices: number[], price: number) => ({ id: sum.json().id, name: 'Pick Three', price, selectedWeight: 'Box', quantity: 1, choices });
    // Kaju 300 + Kaju 300 + Barfi 200.
    const stale = await postOrder(t.app, orderBody([line([kaju.id, kaju.id, barfi.id], 1)]));
    expect(stale.statusCode).toBe(409);
    const res = await postOrder(t.app, orderBody([line([kaju.id, kaju.id, barfi.id], 800), line([ladoo.id, ladoo.id, ladoo.id], 450), line([barfi.id, kaju.id, kaju.id], 800)]));
    expect(res.statusCode, res.body).toBe(201);
    const view = (await t.app.inject({ url: `/get-order/${res.json().id}?key=${res.json().accessKey}` })).json();
    expect(view.products.map((p: { quantity: number; price: number }) => [p.quantity, p.price])).toEqual([
      [2, 800],
      [1, 450],
    ]);
    expect(view.itemsTotal).toBe(2050);

    // The kitchen's list: the box row with the portions to pack into its boxes, summed.
    const today = view.orderDate.slice(0, 10);
    const list = (await t.asAdmin({ url: `/api/admin/reports/production?date=${today}` })).json() as { items: { name: string; quantity: number; contents?: Json[] }[] };
    const pickThree = list.items.find((i) => i.name === 'Pick Three');
    expect(pickThree?.quantity).toBe(3);
    expect(pickThree?.contents).toEqual([
      { productId: ladoo.id, name: 'Besan Ladoo', portion: '250 g', quantity: 3 },
      { productId: kaju.id, name: 'Kaju Katli', portion: '250 g', quantity: 4 },
      { productId: barfi.id, name: 'Milk Barfi', portion: '250 g', quantity: 2 },
    ]);
  });

  it('takes a box on the phone, naming its lines as the phone order does, and the counter refuses one', async () => {
    const phone = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { 'idempotency-key': 'gift-box-phone-1' },
      payload: { customerName: 'Meena Gupta', customerMobile: '9876500000', lines: [{ productId: box.id, variant: 'Box', quantity: 1, choices: [kaju.id, barfi.id] }] },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors['lines.0.choices']).toEqual([ASSORTMENT_MESSAGES.choicesCount('Diwali Gift Box', 4)]);
    const ok = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { 'idempotency-key': 'gift-box-phone-2' },
      payload: { customerName: 'Meena Gupta', customerMobile: '9876500000', lines: [{ productId: box.id, variant: 'Box', quantity: 1, choices: [kaju.id, barfi.id, ladoo.id, ladoo.id] }] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const order = (await t.asAdmin({ url: `/api/admin/orders/${ok.json().id}` })).json();
    expect(order.items[0].choices.map((c: { name: string }) => c.name)).toEqual(['Kaju Katli', 'Milk Barfi', 'Besan Ladoo', 'Besan Ladoo']);

    const counter = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: { lines: [{ productId: box.id, variant: 'Box', quantity: 1 }], payments: [{ method: 'cash', amount: 999 }] },
    });
    expect(counter.statusCode).toBe(400);
    expect(counter.json().errors['lines.0']).toEqual([ASSORTMENT_MESSAGES.notAtCounter('Diwali Gift Box')]);
  });
});
