import { DEFAULT_THUMBNAIL, MESSAGES } from '@halwai/domain';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSubcategory } from './support/shop-fixtures.js';
import { ENGINES, useTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, unknown>;

/** A multipart body as the spec's create and edit screens send it: every value text, prices as JSON text. */
function form(fields: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return data;
}

describe.each(ENGINES)('products on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const ids = { sweets: 0, barfi: 0, laddu: 0, snacks: 0, namkeen: 0 };

  const admin = async (options: InjectOptions) => t.asAdmin(options);
  const createJson = (payload: Json) => admin({ method: 'POST', url: '/api/products', payload });
  const createForm = (fields: Json) => admin({ method: 'POST', url: '/api/products', payload: form(fields) });

  /** A valid product body (its price the first entry's, as the form sends it); override any field. */
  const product = (over: Json = {}): Json => ({
    name: 'Kaju Katli',
    categoryId: ids.sweets,
    subCategoryId: ids.barfi,
    price: 440.5,
    priceUnit: 'kg',
    thumbnail: '',
    isAvailable: true,
    itemType: 'ByKilo',
    description: 'Cashew fudge with silver leaf',
    discount: 10,
    featured: false,
    prices: [
      { label: '500 g', price: 440.5 },
      { label: '1 kg', price: 880 },
    ],
    ...over,
  });

  const newProductId = async (over: Json = {}) => {
    const res = await createJson(product(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    const category = (name: string) => createCategory(t, name);
    const sub = (name: string, categoryId: number) => createSubcategory(t, name, categoryId);
    ids.sweets = await category('Sweets');
    ids.barfi = await sub('Barfi', ids.sweets);
    ids.laddu = await sub('Laddu', ids.sweets);
    ids.snacks = await category('Snacks');
    ids.namkeen = await sub('Namkeen', ids.snacks);
  });

  describe('POST /api/products', () => {
    it("heads a product with its first pack's own price and label, never a unit typed apart from them", async () => {
      const res = await createForm({
        name: 'Pista Barfi',
        categoryId: String(ids.sweets),
        subCategoryId: String(ids.laddu),
        price: '150',
        priceUnit: '1 kg',
        thumbnail: '',
        isAvailable: 'true',
        itemType: 'ByKilo',
        prices: [
          { label: '250 g', price: 150 },
          { label: '500 g', price: 290 },
          { label: '1 kg', price: 560 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      for (const url of [`/get-product/${id}`, '/api/catalogue'])
        expect(JSON.stringify((await t.app.inject({ url })).json())).toContain('"price":150,"priceUnit":"250 g"');
    });

    it('creates a product from the spec multipart form and answers 201 with the product', async () => {
      const res = await createForm({
        name: 'Motichoor Laddu',
        categoryId: String(ids.sweets),
        subCategoryId: String(ids.laddu),
        price: '160.25',
        priceUnit: 'kg',
        thumbnail: '',
        isAvailable: 'true',
        itemType: 'ByPacket',
        description: 'Fine boondi laddu',
        discount: '5',
        featured: 'true',
        prices: [{ label: '500 g', price: 160.25 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Motichoor Laddu',
        price: 160.25,
        // The headline is the first pack's own price and label, whatever unit was typed beside them.
        priceUnit: '500 g',
        categoryId: ids.sweets,
        subCategoryId: ids.laddu,
        itemType: 'ByPackets',
        thumbnail: DEFAULT_THUMBNAIL,
        description: 'Fine boondi laddu',
        searchWords: '',
        discount: 5,
        prices: [{ label: '500 g', price: 160.25, barcode: null }],
        isAvailable: true,
        featured: true,
        stock: null,
        food: null,
        hsn: null,
        gstRate: null,
        preorder: null,
        // Staff answers carry what the counter reads; the public product does not.
        barcode: null,
        pricePerKg: null,
        stockByOutlet: [],
      });
      const read = await t.app.inject({ url: `/get-product/${body.id}` });
      const { barcode: _barcode, pricePerKg: _pricePerKg, stockByOutlet: _stockByOutlet, ...publicProduct } = body;
      expect(read.json()).toEqual({ ...publicProduct, prices: [{ label: '500 g', price: 160.25 }] });
    });

    it('accepts a JSON body with prices as an array and keeps the given thumbnail URL', async () => {
      const res = await createJson(product({ thumbnail: 'https://cdn.example.com/kaju.jpg', isAvailable: false }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name: 'Kaju Katli',
        price: 440.5,
        thumbnail: 'https://cdn.example.com/kaju.jpg',
        isAvailable: false,
        discount: 10,
        prices: [
          { label: '500 g', price: 440.5 },
          { label: '1 kg', price: 880 },
        ],
      });
    });

    it('defaults isAvailable to true, discount to 0 and featured to false', async () => {
      const { isAvailable: _a, discount: _d, featured: _f, ...rest } = product();
      const res = await createJson(rest);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ isAvailable: true, discount: 0, featured: false });
    });
  });

  /** Each product rule with its words: [what, body override, field, message]. */
  const invalidForms: [string, Json, string, string][] = [
    ['blank name', { name: '   ' }, 'name', MESSAGES.required],
    ['missing name', { name: undefined }, 'name', MESSAGES.required],
    ['missing category', { categoryId: '' }, 'categoryId', MESSAGES.required],
    ['missing subcategory', { subCategoryId: undefined }, 'subCategoryId', MESSAGES.required],
    ['missing price unit', { priceUnit: '' }, 'priceUnit', MESSAGES.required],
    ['missing item type', { itemType: undefined }, 'itemType', MESSAGES.required],
    ['unknown item type', { itemType: 'ByTheTruck' }, 'itemType', MESSAGES.required],
    ['missing price', { price: undefined }, 'price', MESSAGES.priceAboveZero],
    ['zero price', { price: 0 }, 'price', MESSAGES.priceAboveZero],
    ['negative price', { price: -5 }, 'price', MESSAGES.priceAboveZero],
    ['text price', { price: 'lots' }, 'price', MESSAGES.priceAboveZero],
    ['a price entry of 0', { prices: [{ label: '1 kg', price: 0 }] }, 'prices.0.price', MESSAGES.priceAboveZero],
    [
      'a negative second price entry',
      {
        prices: [
          { label: '1 kg', price: 10 },
          { label: '2 kg', price: -1 },
        ],
      },
      'prices.1.price',
      MESSAGES.priceAboveZero,
    ],
    ['no price entries', { prices: [] }, 'prices', MESSAGES.priceEntryNeeded],
    ['missing prices', { prices: undefined }, 'prices', MESSAGES.priceEntryNeeded],
    ['prices not a list', { prices: 'cheap' }, 'prices', MESSAGES.priceEntryNeeded],
    ['a blank price label', { prices: [{ label: ' ', price: 10 }] }, 'prices.0.label', MESSAGES.required],
    [
      'a repeated price label',
      {
        prices: [
          { label: '1 kg', price: 10 },
          { label: '1 kg', price: 20 },
        ],
      },
      'prices',
      'Each price entry needs its own label',
    ],
    ['discount above 99', { discount: 150 }, 'discount', MESSAGES.discountRange],
    ['a name of a number', { name: 42 }, 'name', MESSAGES.required],
    ['a 121 character name', { name: 'x'.repeat(121) }, 'name', MESSAGES.tooLong(120)],
    ['a 1 MB name', { name: 'x'.repeat(1_000_000) }, 'name', MESSAGES.tooLong(120)],
    ['an unknown category', { categoryId: 987654 }, 'categoryId', MESSAGES.categoryNotFound],
    ['an unknown subcategory', { subCategoryId: 987654 }, 'subCategoryId', MESSAGES.subcategoryNotFound],
    ['a subcategory of another category', { categoryId: 'SNACKS' }, 'subCategoryId', MESSAGES.subcategoryMismatch],
    ['an id too large for the database', { categoryId: 99_999_999_999 }, 'categoryId', MESSAGES.required],
  ];
  const withOverride = (over: Json): Json => {
    const body = product(over.categoryId === 'SNACKS' ? { ...over, categoryId: ids.snacks } : over);
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    return body;
  };
  const expectProblem = (res: Awaited<ReturnType<TestApp['asAdmin']>>, field: string, message: string) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body).toMatchObject({ status: 400, title: 'Bad Request', message });
    expect(body.errors[field]).toContain(message);
  };

  describe('search words', () => {
    it('keeps the other names staff give a product, trimmed, and lists them in the catalogue', async () => {
      const id = await newProductId({ name: 'Boondi Laddu', searchWords: '  motichoor, मोतीचूर  ' });
      const saved = (await t.app.inject({ url: `/get-product/${id}` })).json();
      expect(saved.searchWords).toBe('motichoor, मोतीचूर');
      const catalogue = (await t.app.inject({ url: '/api/catalogue' })).json();
      expect(catalogue.items.find((i: Json) => i.id === id).searchWords).toBe('motichoor, मोतीचूर');

      const res = await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: product({ searchWords: '' }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().searchWords).toBe('');
    });

    it('defaults to none and refuses more than 300 characters', async () => {
      const id = await newProductId({ name: 'Plain Barfi' });
      expect((await t.app.inject({ url: `/get-product/${id}` })).json().searchWords).toBe('');
      const res = await createJson(product({ searchWords: 'x'.repeat(301) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.searchWords).toEqual([MESSAGES.tooLong(300)]);
    });
  });

  describe("the price shown is the first price entry's", () => {
    const chamCham = (price: number, first: number): Json =>
      product({
        name: 'Cham Cham',
        price,
        priceUnit: '250 g',
        prices: [
          { label: '250 g', price: first },
          { label: '500 g', price: 240 },
        ],
      });

    /** The price every read shows for the product: its own page, both catalogues and the staff list. */
    const shownPrices = async (id: number) => {
      const itemOf = async (url: string) => ((await t.app.inject({ url })).json().items as Json[]).find((i) => i.id === id);
      const summaries = (await admin({ url: '/api/Items/GetProductDetails' })).json() as Json[];
      return {
        product: (await t.app.inject({ url: `/get-product/${id}` })).json().price,
        catalogue: (await itemOf('/api/catalogue'))?.price,
        spec: (await itemOf('/catalogue'))?.price,
        staffList: summaries.find((p) => p.id === id)?.price,
      };
    };
    const everywhere = (price: number) => ({ product: price, catalogue: price, spec: price, staffList: price });

    it('on create, whatever `price` the body says', async () => {
      const res = await createJson(chamCham(120, 139));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().price).toBe(139);
      expect(await shownPrices(res.json().id)).toEqual(everywhere(139));
    });

    it('on each way of editing: PUT /api/Products/{id} and the multipart PUT /update-product', async () => {
      const id = await newProductId(chamCham(120, 120));
      expect(await shownPrices(id)).toEqual(everywhere(120));

      const json = await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: chamCham(120, 139) });
      expect(json.statusCode, json.body).toBe(200);
      expect(json.json().price).toBe(139);
      expect(await shownPrices(id)).toEqual(everywhere(139));

      const multipart = await admin({ method: 'PUT', url: '/update-product', payload: form({ ...chamCham(139, 125.5), id: String(id) }) });
      expect(multipart.statusCode, multipart.body).toBe(200);
      expect(multipart.json().price).toBe(125.5);
      expect(await shownPrices(id)).toEqual(everywhere(125.5));
    });

    it('is set by the migration on products saved with another price', async () => {
      const id = await newProductId(chamCham(139, 139));
      const { db } = t.database;
      await db.updateTable('products').set({ price_paise: 12000 }).where('id', '=', id).execute();
      const { up } = await import('../src/db/migrations/012-product-price-from-first-entry.js');
      await up(db as unknown as Kysely<unknown>);
      const row = await db.selectFrom('products').select('price_paise').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.price_paise).toBe(13900);
    });
  });

  describe('validation, in the product words', () => {
    it.each(invalidForms)('create refuses %s (JSON)', async (_what, over, field, message) => {
      expectProblem(await createJson(withOverride(over)), field, message);
    });

    it.each(invalidForms.filter(([what]) => what !== 'a name of a number'))(
      'create refuses %s (multipart)',
      async (_what, over, field, message) => {
        const fields = withOverride(over);
        // Multipart caps a text field at 64 KB; a longer name arrives cut, and is still too long.
        expectProblem(await createForm(fields), field, message);
      },
    );

    it('refuses price JSON text that does not parse with the price entry message', async () => {
      const res = await createForm({ ...product(), prices: '[{"label": "1 kg", "price": 10' });
      expectProblem(res, 'prices', MESSAGES.priceEntryNeeded);
    });

    it.each(invalidForms)('edit (PUT /api/Products/{id}) refuses %s', async (_what, over, field, message) => {
      const id = await idToEdit();
      expectProblem(await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: withOverride(over) }), field, message);
    });

    it.each(invalidForms.filter(([what]) => what !== 'a name of a number'))(
      'edit (PUT /update-product) refuses %s',
      async (_what, over, field, message) => {
        const id = await idToEdit();
        expectProblem(
          await admin({ method: 'PUT', url: '/update-product', payload: form({ ...withOverride(over), id: String(id) }) }),
          field,
          message,
        );
      },
    );

    it('leaves the product as it was after a refused edit', async () => {
      const id = await idToEdit();
      const before = (await t.app.inject({ url: `/get-product/${id}` })).json();
      await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: withOverride({ prices: [] }) });
      expect((await t.app.inject({ url: `/get-product/${id}` })).json()).toEqual(before);
    });

    it('answers bodies of the wrong shape with 4xx and a message, never 5xx', async () => {
      const bodies: InjectOptions[] = [
        { method: 'POST', url: '/api/products', payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
        { method: 'POST', url: '/api/products', payload: '{"name":', headers: { 'content-type': 'application/json' } },
        { method: 'POST', url: '/api/products', payload: 'name=Barfi', headers: { 'content-type': 'text/plain' } },
        { method: 'POST', url: '/api/products', payload: { ...product(), description: 'd'.repeat(1_100_000) } },
        { method: 'POST', url: '/api/products', payload: { ...product(), prices: [{ label: { nested: true }, price: '1' }] } },
        { method: 'POST', url: '/api/products', payload: { ...product(), isAvailable: 'maybe' } },
        { method: 'PUT', url: '/api/Products/1', payload: 'null', headers: { 'content-type': 'application/json' } },
        { method: 'PUT', url: '/update-product', payload: {} },
      ];
      for (const options of bodies) {
        const res = await admin(options);
        expect(res.statusCode, `${options.method} ${options.url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });
  });

  let editable = 0;
  const idToEdit = async () => (editable ||= await newProductId({ name: 'Editable Peda' }));

  describe('GET /get-product/{productId}', () => {
    it('answers the product to anyone', async () => {
      const id = await newProductId({ name: 'Doodh Peda' });
      const res = await t.app.inject({ url: `/get-product/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        name: 'Doodh Peda',
        categoryId: ids.sweets,
        subCategoryId: ids.barfi,
        itemType: 'ByKilo',
      });
    });

    it.each(['987654', 'abc', '99999999999999', '-1', '1.5'])('answers %s with 404 and the spec message', async (id) => {
      const res = await t.app.inject({ url: `/get-product/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 404, message: MESSAGES.productNotFound(id) });
    });
  });

  describe("the headline's unit is the first price entry's own label", () => {
    // Packs 250 g ₹150 … 1 kg ₹560, with "1 kg" typed as the unit apart from them.
    const pedha = (over: Json = {}): Json =>
      product({
        name: 'Pedha',
        price: 150,
        priceUnit: '1 kg',
        prices: [
          { label: '250 g', price: 150 },
          { label: '500 g', price: 290 },
          { label: '1 kg', price: 560 },
        ],
        ...over,
      });

    /** The price and unit every read answers for the product: its page, both catalogues and the staff list. */
    const headlines = async (id: number) => {
      const itemOf = async (url: string) => ((await t.app.inject({ url })).json().items as Json[]).find((i) => i.id === id);
      const headline = (p: Json | undefined) => p && [p.price, p.priceUnit];
      const summaries = (await admin({ url: '/api/Items/GetProductDetails' })).json() as Json[];
      return {
        product: headline((await t.app.inject({ url: `/get-product/${id}` })).json()),
        catalogue: headline(await itemOf('/api/catalogue')),
        spec: headline(await itemOf('/catalogue')),
        staffList: headline(summaries.find((p) => p.id === id)),
      };
    };
    const everywhere = (price: number, unit: string) => ({ product: [price, unit], catalogue: [price, unit], spec: [price, unit], staffList: [price, unit] });

    it('on create, whatever `priceUnit` the body says', async () => {
      const res = await createJson(pedha());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ price: 150, priceUnit: '250 g' });
      expect(await headlines(res.json().id)).toEqual(everywhere(150, '250 g'));

      const multipart = await createForm(pedha({ name: 'Pedha Box', priceUnit: 'box' }));
      expect(multipart.statusCode, multipart.body).toBe(201);
      expect(multipart.json()).toMatchObject({ price: 150, priceUnit: '250 g' });
    });

    it('on edit, when the first pack changes', async () => {
      const id = await newProductId(pedha());
      const res = await admin({
        method: 'PUT',
        url: `/api/Products/${id}`,
        payload: pedha({ priceUnit: '250 g', prices: [{ label: 'Box of 6', price: 180 }, { label: '250 g', price: 150 }] }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ price: 180, priceUnit: 'Box of 6' });
      expect(await headlines(id)).toEqual(everywhere(180, 'Box of 6'));
    });

    it('is set by the migration on products saved with another unit', async () => {
      const id = await newProductId(pedha());
      const { db } = t.database;
      await db.updateTable('products').set({ price_unit: '1 kg' }).where('id', '=', id).execute();
      const { up } = await import('../src/db/migrations/022-price-stock-unit-from-first-entry.js');
      await up(db as unknown as Kysely<unknown>);
      const row = await db.selectFrom('products').select('price_unit').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.price_unit).toBe('250 g');
      expect(await headlines(id)).toEqual(everywhere(150, '250 g'));
    });
  });

  describe('GET /api/Items/GetProductDetails', () => {
    it('lists id, name, price with its unit, item type, stock and availability of every product', async () => {
      const id = await newProductId({ name: 'Aam Papad', price: 99.5, prices: [{ label: '200 g', price: 99.5 }], isAvailable: false });
      const res = await admin({ url: '/api/Items/GetProductDetails' });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Json[];
      expect(list.find((p) => p.id === id)).toEqual({
        id,
        name: 'Aam Papad',
        price: 99.5,
        priceUnit: '200 g',
        itemType: 'ByKilo',
        isAvailable: false,
        stock: null,
      });
      for (const p of list) expect(Object.keys(p).filter((k) => k !== 'nameHi').sort()).toEqual(['id', 'isAvailable', 'itemType', 'name', 'price', 'priceUnit', 'stock']);
    });
  });

  describe('PUT /api/Items/ToggleProductAvailability/ToggleAvailability/{id}', () => {
    it('flips availability and flips it back', async () => {
      const id = await newProductId({ name: 'Toggle Barfi' });
      const url = `/api/Items/ToggleProductAvailability/ToggleAvailability/${id}`;
      const off = await admin({ method: 'PUT', url });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ id, isAvailable: false });
      expect((await t.app.inject({ url: `/get-product/${id}` })).json().isAvailable).toBe(false);
      expect((await admin({ method: 'PUT', url })).json()).toEqual({ id, isAvailable: true });
      expect((await t.app.inject({ url: `/get-product/${id}` })).json().isAvailable).toBe(true);
    });

    it('answers an unknown id with 404', async () => {
      for (const id of ['987654', 'xyz']) {
        const res = await admin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(MESSAGES.productNotFound(id));
      }
    });
  });

  describe('PUT /api/Products/{id}', () => {
    it('replaces the whole product and answers the updated product', async () => {
      const id = await newProductId({ name: 'Plain Barfi' });
      const res = await admin({
        method: 'PUT',
        url: `/api/Products/${id}`,
        payload: product({
          id,
          name: 'Kesar Barfi',
          categoryId: ids.snacks,
          subCategoryId: ids.namkeen,
          price: 650,
          priceUnit: 'box',
          itemType: 'ByPieces',
          thumbnail: '/media/abc.webp',
          discount: 0,
          featured: true,
          isAvailable: false,
          prices: [{ label: '12 pieces', price: 650 }],
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = {
        id,
        name: 'Kesar Barfi',
        price: 650,
        priceUnit: '12 pieces',
        categoryId: ids.snacks,
        subCategoryId: ids.namkeen,
        itemType: 'ByPieces',
        thumbnail: '/media/abc.webp',
        description: 'Cashew fudge with silver leaf',
        searchWords: '',
        discount: 0,
        prices: [{ label: '12 pieces', price: 650 }],
        isAvailable: false,
        featured: true,
        stock: null,
        food: null,
        hsn: null,
        gstRate: null,
        preorder: null,
      };
      expect(res.json()).toEqual({ ...expected, prices: [{ label: '12 pieces', price: 650, barcode: null }], barcode: null, pricePerKg: null, stockByOutlet: [] });
      expect((await t.app.inject({ url: `/get-product/${id}` })).json()).toEqual(expected);
    });

    it('works without an id in the body and on any letter case of the path', async () => {
      const id = await newProductId();
      const res = await admin({ method: 'PUT', url: `/API/PRODUCTS/${id}`, payload: product({ name: 'Renamed' }) });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Renamed');
    });

    it('refuses a body id that is not the path id', async () => {
      const id = await newProductId();
      const res = await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: product({ id: id + 1000 }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.id).toBeDefined();
    });

    it('answers an unknown product with 404', async () => {
      const res = await admin({ method: 'PUT', url: '/api/Products/987654', payload: product() });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.productNotFound(987654));
    });
  });

  describe('PUT /update-product', () => {
    it('updates from the multipart edit form and answers the product', async () => {
      const id = await newProductId({ name: 'Soan Papdi' });
      const res = await admin({
        method: 'PUT',
        url: '/update-product',
        payload: form({
          ...product({ name: 'Soan Papdi Special', itemType: 'ByPacket', prices: [{ label: '250 g', price: 120 }] }),
          id: String(id),
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        name: 'Soan Papdi Special',
        itemType: 'ByPackets',
        prices: [{ label: '250 g', price: 120 }],
      });
    });

    it('needs the id, and answers an unknown one with 404', async () => {
      const missing = await admin({ method: 'PUT', url: '/update-product', payload: form(product()) });
      expectProblem(missing, 'id', MESSAGES.required);
      const unknown = await admin({ method: 'PUT', url: '/update-product', payload: form({ ...product(), id: '987654' }) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(MESSAGES.productNotFound('987654'));
    });
  });

  describe('DELETE /api/products/{id}', () => {
    it('deletes (on any letter case of the path) and then answers 404', async () => {
      const id = await newProductId({ name: 'Short-lived Halwa' });
      const res = await admin({ method: 'DELETE', url: `/api/PRODUCTS/${id}` });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await t.app.inject({ url: `/get-product/${id}` })).statusCode).toBe(404);
      const again = await admin({ method: 'DELETE', url: `/api/products/${id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(MESSAGES.productNotFound(id));
      expect((await admin({ method: 'DELETE', url: '/api/products/not-a-number' })).statusCode).toBe(404);
    });

    it('keeps existing order lines readable with their own name and price', async () => {
      const id = await newProductId({ name: 'Rasgulla Tin' });
      const { db } = t.database;
      const now = new Date().toISOString();
      const order = await db
        .insertInto('orders')
        .values({
          access_key_hash: 'x'.repeat(64),
          customer_name: 'Asha',
          customer_mobile: '9876543210',
          status: 0,
          total_paise: 176000,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          product_id: id,
          name: 'Rasgulla Tin',
          variant: '1 kg',
          quantity: 2,
          price_paise: 88000,
          position: 0,
        })
        .execute();

      expect((await admin({ method: 'DELETE', url: `/api/products/${id}` })).statusCode).toBe(204);

      const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
      expect(lines).toMatchObject([{ product_id: null, name: 'Rasgulla Tin', variant: '1 kg', quantity: 2, price_paise: 88000 }]);
      const orders = (await admin({ url: '/api/Orders/GetAllOrders' })).json() as {
        id: number;
        items: Json[];
        orderTotal: number;
      }[];
      const listed = orders.find((o) => o.id === order.id);
      expect(listed?.items).toMatchObject([{ name: 'Rasgulla Tin', variant: '1 kg', quantity: 2, price: 880 }]);
      expect(listed?.orderTotal).toBe(1760);
    });
  });

  it('answers every admin call with 401 without a token or with a bad one', async () => {
    const id = await newProductId();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/Items/GetProductDetails' },
      { method: 'POST', url: '/api/products', payload: product() },
      { method: 'POST', url: '/api/products', payload: form(product()) },
      { method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${id}` },
      { method: 'PUT', url: `/api/Products/${id}`, payload: product() },
      { method: 'PUT', url: '/update-product', payload: form({ ...product(), id: String(id) }) },
      { method: 'DELETE', url: `/api/products/${id}` },
    ];
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }, { authorization: 'Basic b3duZXI6c2VjcmV0' }]) {
        const payload = call.payload instanceof FormData ? form(product()) : call.payload;
        const res = await t.app.inject({ ...call, payload, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().message).toBe(MESSAGES.signInRequired);
      }
    }
    // Nothing happened: the product is still there and still available.
    expect((await t.app.inject({ url: `/get-product/${id}` })).json()).toMatchObject({
      id,
      isAvailable: true,
      name: 'Kaju Katli',
    });
  });

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths as Json);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/Products/{id}',
        '/get-product/{productId}',
        '/update-product',
        '/api/Items/GetProductDetails',
        '/api/Items/ToggleProductAvailability/ToggleAvailability/{id}',
      ]),
    );
  });
});
