import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSubcategory } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

type Json = Record<string, unknown>;

/** A multipart body as the staff form sends it: every value text, prices as JSON text. */
function form(fields: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return data;
}

describe.each(ENGINES)('barcodes and the price per kg on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const ids = { sweets: 0, barfi: 0 };

  const product = (over: Json = {}): Json => ({
    name: 'Kaju Katli',
    categoryId: ids.sweets,
    subCategoryId: ids.barfi,
    price: 440,
    priceUnit: '500 g',
    itemType: 'ByKilo',
    prices: [
      { label: '500 g', price: 440 },
      { label: '1 kg', price: 880 },
    ],
    ...over,
  });
  const create = (payload: Json) => t.asAdmin({ method: 'POST', url: '/api/products', payload });
  const replace = (id: number, payload: Json) => t.asAdmin({ method: 'PUT', url: `/api/Products/${id}`, payload });
  const staffRead = (id: number) => t.asAdmin({ method: 'GET', url: `/api/admin/products/${id}` });
  const created = async (over: Json) => {
    const res = await create(product(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json & { id: number };
  };

  beforeAll(async () => {
    ids.sweets = await createCategory(t, 'Sweets');
    ids.barfi = await createSubcategory(t, 'Barfi', ids.sweets);
  });

  it("keeps the item's and each pack's barcode and the price per kg, and answers them to staff", async () => {
    const saved = await created({
      barcode: '8901234567890',
      pricePerKg: 860.5,
      prices: [
        { label: '500 g', price: 440, barcode: 'KK500' },
        { label: '1 kg', price: 880, barcode: null },
      ],
    });
    expect(saved).toMatchObject({
      barcode: '8901234567890',
      pricePerKg: 860.5,
      prices: [
        { label: '500 g', price: 440, barcode: 'KK500' },
        { label: '1 kg', price: 880, barcode: null },
      ],
    });
    expect((await staffRead(saved.id)).json()).toMatchObject({
      barcode: '8901234567890',
      pricePerKg: 860.5,
      prices: [{ barcode: 'KK500' }, { barcode: null }],
    });
    const row = await t.database.db
      .selectFrom('products')
      .select(['barcode', 'price_per_kg_paise'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ barcode: '8901234567890', price_per_kg_paise: 86050 });
  });

  it('takes them from the multipart form too, blank as none', async () => {
    const res = await t.asAdmin({
      method: 'POST',
      url: '/api/products',
      payload: form({
        ...product({ name: 'Milk Cake', prices: [{ label: '250 g', price: 150, barcode: 'MC250' }] }),
        categoryId: String(ids.sweets),
        subCategoryId: String(ids.barfi),
        price: '150',
        barcode: '',
        pricePerKg: '560',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ barcode: null, pricePerKg: 560, prices: [{ label: '250 g', barcode: 'MC250' }] });
  });

  it('keeps the public catalogue and product answers without them', async () => {
    const saved = await created({ name: 'Soan Papdi', barcode: 'SOAN1', pricePerKg: 400 });
    const item = (await t.app.inject({ url: `/get-product/${saved.id}` })).json() as Json;
    expect(item).not.toHaveProperty('barcode');
    expect(item).not.toHaveProperty('pricePerKg');
    const catalogue = (await t.app.inject({ url: '/api/catalogue' })).json() as { items: Json[] };
    expect(catalogue.items.find((i) => i.id === saved.id)).not.toHaveProperty('barcode');
  });

  it('refuses a barcode another item or pack holds, naming the holder at the field', async () => {
    await created({ name: 'Motichoor Laddu', barcode: 'LADDU01', prices: [{ label: '500 g', price: 300, barcode: 'LADDU500' }] });

    const itemTaken = await create(product({ name: 'Besan Laddu', barcode: 'LADDU01' }));
    expect(itemTaken.statusCode).toBe(409);
    expect(itemTaken.json()).toMatchObject({
      code: 'counter.barcodeTaken',
      params: { name: 'Motichoor Laddu' },
      errors: { barcode: ['Motichoor Laddu already has this barcode'] },
    });

    const packTaken = await create(
      product({ name: 'Besan Laddu', prices: [{ label: '1 kg', price: 500, barcode: 'LADDU500' }] }),
    );
    expect(packTaken.statusCode).toBe(409);
    expect(packTaken.json()).toMatchObject({
      codes: { 'prices.0.barcode': [{ code: 'counter.barcodeTaken', params: { name: 'Motichoor Laddu 500 g' } }] },
    });
  });

  it('lets one of several staff saving the same barcode at once have it, and refuses the others with 409', async () => {
    const saves = Array.from({ length: 6 }, (_, i) =>
      create(
        product({
          name: `Race Barfi ${i}`,
          ...(i % 2 === 0 ? { barcode: 'RACE01' } : { prices: [{ label: '500 g', price: 300, barcode: 'RACE01' }] }),
        }),
      ),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: 'counter.barcodeTaken' });

    // Two edits of different items, each taking one new barcode at once: one keeps it.
    const [a, b] = [await created({ name: 'Race Peda A' }), await created({ name: 'Race Peda B' })];
    const edits = await Promise.all([
      replace(a.id, product({ name: 'Race Peda A', barcode: 'RACE02' })),
      replace(b.id, product({ name: 'Race Peda B', prices: [{ label: '1 kg', price: 880, barcode: 'RACE02' }] })),
    ]);
    expect(edits.map((e) => e.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('barcode', '=', 'RACE02')
      .unionAll(t.database.db.selectFrom('product_prices').select('product_id as id').where('barcode', '=', 'RACE02'))
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('refuses one barcode twice in the same item, and lets an item keep its own on an edit', async () => {
    const twice = await create(
      product({ name: 'Peda', barcode: 'PEDA1', prices: [{ label: '500 g', price: 300, barcode: 'PEDA1' }] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ codes: { 'prices.0.barcode': [{ code: 'productForm.barcodeTwice' }] } });

    const peda = await created({ name: 'Peda', barcode: 'PEDA1', prices: [{ label: '500 g', price: 300, barcode: 'PEDA500' }] });
    const edited = await replace(
      peda.id,
      product({ name: 'Kesar Peda', barcode: 'PEDA1', prices: [{ label: '500 g', price: 320, barcode: 'PEDA500' }] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Kesar Peda', barcode: 'PEDA1', prices: [{ barcode: 'PEDA500' }] });
  });

  it('keeps the stored barcodes when an edit leaves them out, and clears them with null', async () => {
    const saved = await created({
      name: 'Rasgulla',
      barcode: 'RAS1',
      pricePerKg: 300,
      prices: [{ label: '1 kg', price: 320, barcode: 'RAS1KG' }],
    });
    const unaware = await replace(saved.id, product({ name: 'Rasgulla', prices: [{ label: '1 kg', price: 340 }] }));
    expect(unaware.json()).toMatchObject({ barcode: 'RAS1', pricePerKg: 300, prices: [{ price: 340, barcode: 'RAS1KG' }] });

    const cleared = await replace(
      saved.id,
      product({ name: 'Rasgulla', barcode: null, pricePerKg: null, prices: [{ label: '1 kg', price: 340, barcode: null }] }),
    );
    expect(cleared.json()).toMatchObject({ barcode: null, pricePerKg: null, prices: [{ barcode: null }] });
  });

  it.each([['abc'], ['x'.repeat(33)], ['89-01234'], ['८९०१२३४']])('refuses the barcode %j', async (barcode) => {
    const res = await create(product({ name: 'Jalebi', barcode, prices: [{ label: '1 kg', price: 400, barcode }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      codes: { barcode: [{ code: 'counter.barcode' }], 'prices.0.barcode': [{ code: 'counter.barcode' }] },
    });
  });

  it('refuses a price per kg on an item not sold by the kilo, or out of range', async () => {
    const packets = await create(
      product({ name: 'Bhujia', itemType: 'ByPackets', pricePerKg: 300, prices: [{ label: '200 g', price: 60 }] }),
    );
    expect(packets.statusCode).toBe(400);
    expect(packets.json()).toMatchObject({ codes: { pricePerKg: [{ code: 'productForm.pricePerKgByKiloOnly' }] } });

    for (const pricePerKg of [0, -5, 100_000.01, 'lots']) {
      const res = await create(product({ name: 'Gulab Jamun', pricePerKg }));
      expect(res.statusCode, String(pricePerKg)).toBe(400);
      expect(res.json().errors).toHaveProperty('pricePerKg');
    }
    expect((await create(product({ name: 'Gulab Jamun', pricePerKg: 100_000 }))).statusCode).toBe(201);
  });

  it('drops the price per kg when an item stops being sold by the kilo', async () => {
    const saved = await created({ name: 'Namak Pare', pricePerKg: 250 });
    const res = await replace(
      saved.id,
      product({ name: 'Namak Pare', itemType: 'ByPackets', prices: [{ label: '200 g', price: 60 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ itemType: 'ByPackets', pricePerKg: null });
  });
});
