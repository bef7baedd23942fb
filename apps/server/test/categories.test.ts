import { MESSAGES, type AdminCategory } from '@halwai/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('categories on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  const admin = (options: InjectOptions) => t.asAdmin(options);
  const createCategory = (name: unknown) => admin({ method: 'POST', url: '/api/admin/categories', payload: { name } });
  const createSub = (name: unknown, categoryId: unknown) =>
    admin({ method: 'POST', url: '/api/admin/subcategories', payload: { name, categoryId } });
  const list = async () => (await admin({ url: '/api/admin/categories' })).json() as AdminCategory[];
  const product = (categoryId: number, subCategoryId: number, name = 'Gulab Jamun') =>
    createProduct(t, { name, categoryId, subCategoryId, price: 300 });

  it('creates categories and subcategories at the end of their lists and lists them with product counts', async () => {
    const sweets = await createCategory('  Bengali Sweets ');
    expect(sweets.statusCode, sweets.body).toBe(201);
    expect(sweets.json()).toEqual({
      id: expect.any(Number),
      name: 'Bengali Sweets',
      position: expect.any(Number),
      productCount: 0,
      subcategories: [],
    });
    const dry = (await createCategory('Dry Fruits')).json();
    expect(dry.position).toBeGreaterThan(sweets.json().position);

    const rasgulla = await createSub('Rasgulla', sweets.json().id);
    expect(rasgulla.statusCode, rasgulla.body).toBe(201);
    expect(rasgulla.json()).toEqual({
      id: expect.any(Number),
      name: 'Rasgulla',
      categoryId: sweets.json().id,
      position: expect.any(Number),
      productCount: 0,
    });
    const sandesh = (await createSub('Sandesh', sweets.json().id)).json();
    expect(sandesh.position).toBeGreaterThan(rasgulla.json().position);

    await product(sweets.json().id, sandesh.id, 'Nolen Gur Sandesh');
    await product(sweets.json().id, sandesh.id, 'Kesar Sandesh');

    const res = await admin({ url: '/api/admin/categories' });
    expect(res.statusCode).toBe(200);
    const entry = (res.json() as AdminCategory[]).find((c) => c.id === sweets.json().id);
    expect(entry).toEqual({
      id: sweets.json().id,
      name: 'Bengali Sweets',
      position: sweets.json().position,
      productCount: 2,
      subcategories: [
        { ...rasgulla.json(), productCount: 0 },
        { ...sandesh, productCount: 2 },
      ],
    });
  });

  it('validates names: required, at most 60 characters, unique per level regardless of case', async () => {
    const cases: [unknown, number, string][] = [
      ['', 400, MESSAGES.required],
      ['   ', 400, MESSAGES.required],
      [undefined, 400, MESSAGES.required],
      [42, 400, MESSAGES.required],
      ['x'.repeat(61), 400, MESSAGES.tooLong(60)],
      ['x'.repeat(1_000_000), 400, MESSAGES.tooLong(60)],
    ];
    for (const [name, status, message] of cases) {
      const res = await createCategory(name);
      expect(res.statusCode, String(name).slice(0, 20)).toBe(status);
      expect(res.json().message).toBe(message);
      expect(res.json().errors.name).toContain(message);
    }
    expect((await createCategory('x'.repeat(60))).statusCode).toBe(201);

    expect((await createCategory('Namkeen')).statusCode).toBe(201);
    const taken = await createCategory('NAMKEEN');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 409, message: 'A category with this name already exists' });
    expect(taken.json().errors.name).toEqual(['A category with this name already exists']);
  });

  it('keeps subcategory names unique within their category only', async () => {
    const a = (await createCategory('Gifting')).json().id;
    const b = (await createCategory('Festive')).json().id;
    expect((await createSub('Boxes', a)).statusCode).toBe(201);
    expect((await createSub('Boxes', b)).statusCode).toBe(201);
    const dup = await createSub('boxes', a);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A subcategory with this name already exists in this category');

    const noCategory = await createSub('Hampers', undefined);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors.categoryId).toContain(MESSAGES.required);
    const unknown = await createSub('Hampers', 987654);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: MESSAGES.categoryNotFound,
      errors: { categoryId: [MESSAGES.categoryNotFound] },
    });
    expect((await createSub('', a)).json().errors.name).toContain(MESSAGES.required);
  });

  it('renames categories and subcategories', async () => {
    const id = (await createCategory('Bakery')).json().id;
    const renamed = await admin({ method: 'PUT', url: `/api/admin/categories/${id}`, payload: { name: 'Bakery & Biscuits' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Bakery & Biscuits' });
    // Renaming to its own name (another case) is not a clash with itself.
    expect(
      (await admin({ method: 'PUT', url: `/api/admin/categories/${id}`, payload: { name: 'BAKERY & BISCUITS' } })).statusCode,
    ).toBe(200);
    await createCategory('Beverages');
    const clash = await admin({ method: 'PUT', url: `/api/admin/categories/${id}`, payload: { name: 'beverages' } });
    expect(clash.statusCode).toBe(409);

    const sub = (await createSub('Rusk', id)).json().id;
    const subRenamed = await admin({ method: 'PUT', url: `/api/admin/subcategories/${sub}`, payload: { name: 'Toast & Rusk' } });
    expect(subRenamed.statusCode).toBe(200);
    expect(subRenamed.json()).toMatchObject({ id: sub, name: 'Toast & Rusk', categoryId: id });
    expect((await admin({ method: 'PUT', url: `/api/admin/subcategories/${sub}`, payload: { name: '' } })).json().message).toBe(
      MESSAGES.required,
    );
  });

  it('answers unknown ids with 404', async () => {
    for (const id of ['987654', 'abc', '99999999999999']) {
      const cat = await admin({ method: 'PUT', url: `/api/admin/categories/${id}`, payload: { name: 'Anything' } });
      expect(cat.statusCode, id).toBe(404);
      expect(cat.json().message).toBe(MESSAGES.categoryNotFound);
      expect((await admin({ method: 'DELETE', url: `/api/admin/categories/${id}` })).statusCode).toBe(404);
      const sub = await admin({ method: 'PUT', url: `/api/admin/subcategories/${id}`, payload: { name: 'Anything' } });
      expect(sub.statusCode).toBe(404);
      expect(sub.json().message).toBe(MESSAGES.subcategoryNotFound);
      expect((await admin({ method: 'DELETE', url: `/api/admin/subcategories/${id}` })).statusCode).toBe(404);
    }
  });

  it('refuses to delete what is still used, saying how much uses it, and deletes once it is empty', async () => {
    const category = (await createCategory('Chocolates')).json().id;
    const sub = (await createSub('Truffles', category)).json().id;
    const first = (await product(category, sub, 'Dark Truffle')).json().id;
    const second = (await product(category, sub, 'Milk Truffle')).json().id;

    const usedCategory = await admin({ method: 'DELETE', url: `/api/admin/categories/${category}` });
    expect(usedCategory.statusCode).toBe(409);
    expect(usedCategory.json()).toMatchObject({ status: 409, title: 'Conflict', message: '2 products use this category' });
    const usedSub = await admin({ method: 'DELETE', url: `/api/admin/subcategories/${sub}` });
    expect(usedSub.statusCode).toBe(409);
    expect(usedSub.json().message).toBe('2 products use this subcategory');

    await admin({ method: 'DELETE', url: `/api/products/${first}` });
    expect((await admin({ method: 'DELETE', url: `/api/admin/categories/${category}` })).json().message).toBe(
      '1 product uses this category',
    );
    await admin({ method: 'DELETE', url: `/api/products/${second}` });

    const withSub = await admin({ method: 'DELETE', url: `/api/admin/categories/${category}` });
    expect(withSub.statusCode).toBe(409);
    expect(withSub.json().message).toBe('This category still has 1 subcategory; delete it first');

    expect((await admin({ method: 'DELETE', url: `/API/ADMIN/SUBCATEGORIES/${sub}` })).statusCode).toBe(204);
    expect((await admin({ method: 'DELETE', url: `/api/admin/categories/${category}` })).statusCode).toBe(204);
    expect((await list()).some((c) => c.id === category)).toBe(false);
  });

  it('shows category writes in the public catalogue at once', async () => {
    const id = (await createCategory('Pickles')).json().id;
    const seen = async () => (await t.app.inject({ url: '/api/catalogue' })).json().categories as { id: number; name: string }[];
    expect(await seen()).toContainEqual({ id, name: 'Pickles' });
    await admin({ method: 'PUT', url: `/api/admin/categories/${id}`, payload: { name: 'Achaar' } });
    expect(await seen()).toContainEqual({ id, name: 'Achaar' });
    await admin({ method: 'DELETE', url: `/api/admin/categories/${id}` });
    expect((await seen()).some((c) => c.id === id)).toBe(false);
  });

  it('answers every call with 401 without a token or with a bad one', async () => {
    const id = (await createCategory('Guarded')).json().id;
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/categories' },
      { method: 'POST', url: '/api/admin/categories', payload: { name: 'Sneaky' } },
      { method: 'POST', url: '/api/admin/categories', payload: { name: '' } },
      { method: 'PUT', url: `/api/admin/categories/${id}`, payload: { name: 'Sneaky' } },
      { method: 'DELETE', url: `/api/admin/categories/${id}` },
      { method: 'POST', url: '/api/admin/subcategories', payload: { name: 'Sneaky', categoryId: id } },
      { method: 'PUT', url: '/api/admin/subcategories/1', payload: { name: 'Sneaky' } },
      { method: 'DELETE', url: '/api/admin/subcategories/1' },
    ];
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().message).toBe(MESSAGES.signInRequired);
      }
    }
    expect((await list()).find((c) => c.id === id)?.name).toBe('Guarded');
  });
});
