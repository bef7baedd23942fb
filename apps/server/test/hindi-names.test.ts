import {
  MESSAGES,
  type AdminCategory,
  type AdminOrderDetails,
  type Catalogue,
  type Invoice,
  type LowStockItem,
  type OrderView,
  type Product,
  type ProductSummary,
  type SalesReport,
} from '@halwai/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCategory, createSubcategory, MOBILE, postOrder } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

type Json = Record<string, unknown>;

/** A multipart body as the product form sends it: every value text, prices as JSON text. */
function form(fields: Json): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return data;
}

describe.each(ENGINES)('Hindi names of items, categories and subcategories on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const ids = { sweets: 0, barfi: 0 };
  const admin = (options: InjectOptions) => t.asAdmin(options);
  const catalogue = async () => (await t.app.inject({ url: '/api/catalogue' })).json() as Catalogue;
  const categories = async () => (await admin({ url: '/api/admin/categories' })).json() as AdminCategory[];
  const product = (over: Json = {}): Json => ({
    name: 'Kaju Katli',
    nameHi: 'काजू कतली',
    categoryId: ids.sweets,
    subCategoryId: ids.barfi,
    price: 440,
    priceUnit: 'kg',
    itemType: 'ByKilo',
    description: 'Cashew fudge with silver leaf',
    descriptionHi: 'पिसे काजू और चीनी की पतली कतलियाँ, ऊपर चाँदी का वर्क।',
    prices: [{ label: '500 g', price: 440 }],
    ...over,
  });
  const create = async (over: Json = {}) => {
    const res = await admin({ method: 'POST', url: '/api/products', payload: product(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Product;
  };
  const read = async (id: number) => (await t.app.inject({ url: `/get-product/${id}` })).json() as Product;

  beforeAll(async () => {
    ids.sweets = await createCategory(t, 'Sweets');
    ids.barfi = await createSubcategory(t, 'Barfi', ids.sweets);
  });

  describe('categories and subcategories', () => {
    it('take a Hindi name when made, and show it to staff and in the catalogue', async () => {
      const made = await admin({ method: 'POST', url: '/api/admin/categories', payload: { name: 'Namkeen', nameHi: ' नमकीन ' } });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({ name: 'Namkeen', nameHi: 'नमकीन' });
      const sub = await admin({ method: 'POST', url: '/api/admin/subcategories', payload: { name: 'Bhujia', nameHi: 'भुजिया', categoryId: made.json().id } });
      expect(sub.statusCode, sub.body).toBe(201);
      expect(sub.json()).toMatchObject({ name: 'Bhujia', nameHi: 'भुजिया' });

      const { categories: listed, subcategories } = await catalogue();
      expect(listed.find((c) => c.id === made.json().id)).toEqual({ id: made.json().id, name: 'Namkeen', nameHi: 'नमकीन' });
      expect(subcategories.find((s) => s.id === sub.json().id)).toEqual({ id: sub.json().id, name: 'Bhujia', categoryId: made.json().id, nameHi: 'भुजिया' });
      const legacy = (await t.app.inject({ url: '/catalogue' })).json() as { subCategories: Catalogue['subcategories'] };
      expect(legacy.subCategories.find((s) => s.id === sub.json().id)?.nameHi).toBe('भुजिया');
      const staff = (await categories()).find((c) => c.id === made.json().id);
      expect(staff).toMatchObject({ nameHi: 'नमकीन', subcategories: [{ nameHi: 'भुजिया' }] });
    });

    it('answer no nameHi at all for one without a Hindi name, as before', async () => {
      const { categories: listed } = await catalogue();
      expect(listed.find((c) => c.id === ids.sweets)).toEqual({ id: ids.sweets, name: 'Sweets' });
      expect((await categories()).find((c) => c.id === ids.sweets)).not.toHaveProperty('nameHi');
    });

    it('keep the Hindi name through a rename that leaves it out, change it when given, and clear it with null or blank', async () => {
      const id = await createCategory(t, 'Dry Fruits');
      const rename = (payload: Json) => admin({ method: 'PUT', url: `/api/admin/categories/${id}`, payload });
      expect((await rename({ name: 'Dry Fruits', nameHi: 'मेवे' })).json().nameHi).toBe('मेवे');
      expect((await rename({ name: 'Dry Fruit Sweets' })).json()).toMatchObject({ name: 'Dry Fruit Sweets', nameHi: 'मेवे' });
      expect((await rename({ name: 'Dry Fruit Sweets', nameHi: 'मेवे की मिठाइयाँ' })).json().nameHi).toBe('मेवे की मिठाइयाँ');
      expect((await rename({ name: 'Dry Fruit Sweets', nameHi: null })).json()).not.toHaveProperty('nameHi');
      await rename({ name: 'Dry Fruit Sweets', nameHi: 'मेवे' });
      expect((await rename({ name: 'Dry Fruit Sweets', nameHi: '  \u200b ' })).json()).not.toHaveProperty('nameHi');

      const sub = await createSubcategory(t, 'Kaju', id);
      const renameSub = (payload: Json) => admin({ method: 'PUT', url: `/api/admin/subcategories/${sub}`, payload });
      expect((await renameSub({ name: 'Kaju', nameHi: 'काजू' })).json().nameHi).toBe('काजू');
      expect((await renameSub({ name: 'Kaju Sweets' })).json()).toMatchObject({ name: 'Kaju Sweets', nameHi: 'काजू' });
      expect((await renameSub({ name: 'Kaju Sweets', nameHi: '' })).json()).not.toHaveProperty('nameHi');
    });

    it('refuse a Hindi name that is too long, not text, or holds control characters, and change nothing', async () => {
      const before = await categories();
      const tooLong = await admin({ method: 'PUT', url: `/api/admin/categories/${ids.sweets}`, payload: { name: 'Sweets', nameHi: 'म'.repeat(61) } });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual({ nameHi: [MESSAGES.tooLong(60)] });
      const notText = await admin({ method: 'POST', url: '/api/admin/categories', payload: { name: 'Cakes', nameHi: 42 } });
      expect(notText.statusCode).toBe(400);
      expect(notText.json().errors).toEqual({ nameHi: ['Must be text, or null to leave it out'] });
      const control = await admin({ method: 'POST', url: '/api/admin/subcategories', payload: { name: 'Peda', nameHi: 'पेड़ा\u0000', categoryId: ids.sweets } });
      expect(control.statusCode).toBe(400);
      expect(control.json().errors).toEqual({ nameHi: [MESSAGES.controlCharacters] });
      expect(await categories()).toEqual(before);
    });
  });

  describe('products', () => {
    it('take a Hindi name and description (JSON or the multipart form) and answer them everywhere a product is read', async () => {
      const made = await create();
      expect(made).toMatchObject({ name: 'Kaju Katli', nameHi: 'काजू कतली', descriptionHi: expect.stringContaining('काजू') });
      // The staff answer is the public product and what only staff read (barcodes, price per kg).
      const publicProduct = await read(made.id);
      expect(made).toMatchObject(publicProduct);
      expect((await catalogue()).items.find((i) => i.id === made.id)).toEqual(publicProduct);

      const fromForm = await admin({
        method: 'POST',
        url: '/api/products',
        payload: form({ ...product({ name: 'Besan Laddoo', nameHi: 'बेसन लड्डू', descriptionHi: '' }), categoryId: String(ids.sweets) }),
      });
      expect(fromForm.statusCode, fromForm.body).toBe(201);
      expect(fromForm.json()).toMatchObject({ name: 'Besan Laddoo', nameHi: 'बेसन लड्डू' });
      expect(fromForm.json()).not.toHaveProperty('descriptionHi');
      const rows = (await admin({ url: '/api/Items/GetProductDetails' })).json() as ProductSummary[];
      expect(rows.find((r) => r.id === made.id)).toMatchObject({ name: 'Kaju Katli', nameHi: 'काजू कतली' });
    });

    it('answer the product exactly as before when it has no Hindi', async () => {
      const made = await create({ name: 'Milk Cake', nameHi: undefined, descriptionHi: undefined });
      expect(made).not.toHaveProperty('nameHi');
      expect(made).not.toHaveProperty('descriptionHi');
      const rows = (await admin({ url: '/api/Items/GetProductDetails' })).json() as ProductSummary[];
      expect(rows.find((r) => r.id === made.id)).not.toHaveProperty('nameHi');
    });

    it('keep the Hindi through an edit that leaves it out (a client that knows no Hindi), and clear it with blank or null', async () => {
      const { id } = await create({ name: 'Kalakand', nameHi: 'कलाकंद', descriptionHi: 'दानेदार, नम कलाकंद।' });
      const put = (over: Json) => admin({ method: 'PUT', url: `/api/Products/${id}`, payload: product({ name: 'Kalakand', ...over }) });
      const withoutHindi = product({ name: 'Kalakand', description: 'Grainy milk cake' });
      delete withoutHindi.nameHi;
      delete withoutHindi.descriptionHi;
      expect((await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: withoutHindi })).json()).toMatchObject({
        description: 'Grainy milk cake',
        nameHi: 'कलाकंद',
        descriptionHi: 'दानेदार, नम कलाकंद।',
      });
      const cleared = (await put({ nameHi: '', descriptionHi: null })).json() as Product;
      expect(cleared).not.toHaveProperty('nameHi');
      expect(cleared).not.toHaveProperty('descriptionHi');

      const updated = await admin({
        method: 'PUT',
        url: '/update-product',
        payload: form({ ...product({ name: 'Kalakand', nameHi: 'कलाकंद' }), id: String(id) }),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await read(id)).nameHi).toBe('कलाकंद');
    });

    it('refuse a Hindi name or description that is too long, with the English fields\' messages, and change nothing', async () => {
      const before = await countRows(t.database.db, 'orders');
      const { id } = await create({ name: 'Rasgulla', nameHi: 'रसगुल्ला' });
      const stored = await read(id);
      const res = await admin({
        method: 'PUT',
        url: `/api/Products/${id}`,
        payload: product({ name: 'Rasgulla', nameHi: 'र'.repeat(121), descriptionHi: 'स'.repeat(2001) }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ nameHi: [MESSAGES.tooLong(120)], descriptionHi: [MESSAGES.tooLong(2000)] });
      const control = await admin({ method: 'PUT', url: `/api/Products/${id}`, payload: product({ name: 'Rasgulla', descriptionHi: 'मीठा\u0007' }) });
      expect(control.statusCode).toBe(400);
      expect(control.json().errors).toEqual({ descriptionHi: [MESSAGES.controlCharacters] });
      expect(await read(id)).toEqual(stored);
      expect(await countRows(t.database.db, 'orders')).toBe(before);
    });

    it('carry the Hindi name into an order as sold: the order page, the back office and the invoice', async () => {
      const made = await create({ name: 'Soan Papdi', nameHi: 'सोन पापड़ी', prices: [{ label: '500 g', price: 1000 }], price: 1000 });
      const plain = await create({ name: 'Cake Rusk', nameHi: null, prices: [{ label: '500 g', price: 500 }], price: 500 });
      const res = await postOrder(t.app, {
        cartItems: [
          { id: made.id, name: made.name, price: 1000, selectedWeight: '500 g', quantity: 1 },
          { id: plain.id, name: plain.name, price: 500, selectedWeight: '500 g', quantity: 1 },
        ],
        customerName: 'Asha',
        customerMobile: MOBILE,
        language: 'hi',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, accessKey } = res.json() as { id: number; accessKey: string };
      // Renamed afterwards: the order keeps the names it was sold under.
      await admin({ method: 'PUT', url: `/api/Products/${made.id}`, payload: product({ ...made, nameHi: 'सोहन पापड़ी' }) });

      const view = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json() as OrderView;
      expect(view.products.map((p) => [p.name, p.nameHi])).toEqual([
        ['Soan Papdi', 'सोन पापड़ी'],
        ['Cake Rusk', undefined],
      ]);
      const details = (await admin({ url: `/api/admin/orders/${id}` })).json() as AdminOrderDetails;
      expect(details.items.map((i) => i.nameHi)).toEqual(['सोन पापड़ी', undefined]);
      const invoice = (await t.app.inject({ url: `/api/orders/${id}/invoice?key=${accessKey}` })).json() as Invoice;
      expect(invoice.lines.map((l) => l.nameHi)).toEqual(['सोन पापड़ी', undefined]);

      // The back office's lists of items: the day's best sellers (as sold) and what runs low (as named now).
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const sales = (await admin({ url: `/api/admin/reports/sales?from=${day(-2)}&to=${day(2)}` })).json() as SalesReport;
      expect(sales.topItems.filter((i) => i.productId === made.id || i.productId === plain.id).map((i) => [i.name, i.nameHi])).toEqual([
        ['Soan Papdi', 'सोन पापड़ी'],
        ['Cake Rusk', undefined],
      ]);
      for (const { id: productId } of [made, plain]) {
        const set = await admin({ method: 'PUT', url: `/api/admin/products/${productId}/stock`, payload: { stock: 1 } });
        expect(set.statusCode, set.body).toBe(200);
      }
      const low = (await admin({ url: '/api/admin/stock/low' })).json() as LowStockItem[];
      expect(low.find((i) => i.id === made.id)).toMatchObject({ name: 'Soan Papdi', nameHi: 'सोहन पापड़ी' });
      expect(low.find((i) => i.id === plain.id)).not.toHaveProperty('nameHi');
    });
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const schemas = doc.components.schemas;
    expect(schemas.Product.properties).toHaveProperty('nameHi');
    expect(schemas.Product.properties).toHaveProperty('descriptionHi');
    expect(schemas.AdminCategory.properties).toHaveProperty('nameHi');
    expect(schemas.Catalogue).toBeDefined();
    const place = doc.paths['/api/Notify/OrderTotal'].post.requestBody.content['application/json'].schema;
    expect(place.properties.language.description).toContain('`en` or `hi`');
  });
});

describe.each(ENGINES)('the demo shop in Hindi on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: true });

  it('names every item, category and subcategory in Hindi and describes every item in Hindi', async () => {
    const { categories, subcategories, items } = (await t.app.inject({ url: '/api/catalogue' })).json() as Catalogue;
    for (const entry of [...categories, ...subcategories, ...items]) expect(entry.nameHi, entry.name).toMatch(/[\u0900-\u097F]/);
    for (const item of items) expect(item.descriptionHi, item.name).toMatch(/[\u0900-\u097F]/);
    const hindi = (name: string) => items.find((i) => i.name === name)?.nameHi;
    expect([hindi('Kaju Katli'), hindi('Rasgulla'), hindi('Aloo Bhujia')]).toEqual(['काजू कतली', 'रसगुल्ला', 'आलू भुजिया']);
    expect(categories.find((c) => c.name === 'Namkeen & Snacks')?.nameHi).toBe('नमकीन और स्नैक्स');
  });

  it("gives every item's label its ingredients and storage in Hindi too", async () => {
    const { items } = (await t.app.inject({ url: '/api/catalogue' })).json() as Catalogue;
    for (const item of items) {
      expect(item.food?.ingredientsHi, item.name).toMatch(/^[\u0900-\u097F]/);
      expect(item.food?.storageHi, item.name).toMatch(/^[\u0900-\u097F]/);
    }
    const kaju = items.find((i) => i.name === 'Kaju Katli')!;
    expect(kaju.food).toMatchObject({ ingredients: expect.stringMatching(/^Cashew nuts/), ingredientsHi: 'काजू (55%), चीनी, घी, इलायची, चाँदी का वर्क' });
  });
});
