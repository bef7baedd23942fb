import type { CartLine } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { createCategoriesRepository } from '../../src/modules/categories/categories.repository.js';
import { createProductsRepository } from '../../src/modules/products/products.repository.js';
import type { TestApp } from './test-app.js';

/** The shop's rows the tests set up: products straight in the database, categories and orders through the API. */

export const MOBILE = '9876543210';

export interface SeededProduct {
  id: number;
  name: string;
  /** variant label → rupees */
  prices: Record<string, number>;
}

/**
 * A product (in a category and subcategory of its own) written through the repositories, so a test
 * depends on no seed and no product API.
 */
export async function seedProduct(
  db: Kysely<Database>,
  name: string,
  prices: Record<string, number>,
  { isAvailable = true } = {},
): Promise<SeededProduct> {
  const categories = createCategoriesRepository(db);
  const category = await categories.insertCategory(`Test ${name}`);
  const sub = await categories.insertSubcategory(category!.id, 'All');
  const toPaise = (rupees: number) => Math.round(rupees * 100);
  const id = await createProductsRepository(db).insertProduct(
    {
      name,
      category_id: category!.id,
      sub_category_id: sub!.id,
      price_paise: toPaise(Object.values(prices)[0]!),
      price_unit: 'kg',
      item_type: 'ByKilo',
      thumbnail: '',
      description: '',
      discount_percent: 0,
      is_available: isAvailable ? 1 : 0,
      featured: 0,
    },
    Object.entries(prices).map(([label, rupees]) => ({ label, price_paise: toPaise(rupees) })),
    new Date().toISOString(),
  );
  return { id, name, prices };
}

/** A cart line for `quantity` of one variant, at its current price. */
export const cartLine = (p: SeededProduct, label: string, quantity: number): CartLine => ({
  id: p.id,
  name: p.name,
  price: p.prices[label]!,
  selectedWeight: label,
  quantity,
  thumbnail: '/logo.svg',
});

/** The body the checkout sends. */
export const orderBody = (cartItems: unknown[], customerName = 'Asha Verma', customerMobile = MOBILE) => ({
  cartItems,
  customerName,
  customerMobile,
});

/** POST /api/Notify/OrderTotal as the checkout sends it; the raw answer. */
export const postOrder = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/Notify/OrderTotal', payload: payload as object, headers });

/** Places an order through the real route; returns its id. */
export async function placeOrder(
  app: FastifyInstance,
  cartItems: CartLine[],
  customerName = 'Asha Verma',
  customerMobile = MOBILE,
): Promise<number> {
  const res = await postOrder(app, orderBody(cartItems, customerName, customerMobile));
  if (res.statusCode !== 201) throw new Error(`placing the order failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** The outbox row of an order's 'order.placed' notification. */
export function orderPlacedEvent(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('kind', '=', 'order.placed')
    .where('subject_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** How many rows a table holds. */
export async function countRows(
  db: Kysely<Database>,
  table: 'orders' | 'notification_outbox' | 'idempotency_keys',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A category made by staff through the API; returns its id. */
export async function createCategory(t: TestApp, name: string): Promise<number> {
  return (await t.asAdmin({ method: 'POST', url: '/api/admin/categories', payload: { name } })).json().id as number;
}

/** A subcategory made by staff through the API; returns its id. */
export async function createSubcategory(t: TestApp, name: string, categoryId: number): Promise<number> {
  return (await t.asAdmin({ method: 'POST', url: '/api/admin/subcategories', payload: { name, categoryId } })).json()
    .id as number;
}

/** A product made by staff through the API, sold by the kilo at one price unless `fields` say otherwise; the raw answer. */
export function createProduct(
  t: TestApp,
  fields: { name: string; categoryId: number; subCategoryId: number; price: number } & Record<string, unknown>,
) {
  return t.asAdmin({
    method: 'POST',
    url: '/api/products',
    payload: { priceUnit: 'kg', itemType: 'ByKilo', prices: [{ label: '1 kg', price: fields.price }], ...fields },
  });
}

/** Settings as saved, with some fields changed. */
export async function changeSettings(t: Pick<TestApp, 'asAdmin'>, change: Record<string, unknown>) {
  const current = (await t.asAdmin({ method: 'GET', url: '/api/admin/settings' })).json() as Record<string, unknown>;
  const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...current, ...change } });
  if (res.statusCode !== 200) throw new Error(`saving settings failed: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

