import type { CartLine } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import type { TestApp } from './test-app.js';

/** The shop's rows the tests set up: products straight in the database, categories and orders through the API. */

export const MOBILE = '9876543210';

export interface SeededProduct {
  id: number;
  name: string;
  /** variant label → rupees */
  prices: Record<string, number>;
}

/** A product (in a category and subcategory of its own) straight in the database, so a test depends on no seed and no product API. */
export async function seedProduct(
  db: Kysely<Database>,
  name: string,
  prices: Record<string, number>,
  { isAvailable = true } = {},
): Promise<SeededProduct> {
  const now = new Date().toISOString();
  const category = await db
    .insertInto('categories')
    .values({ name: `Test ${name}`, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sub = await db
    .insertInto('subcategories')
    .values({ category_id: category.id, name: 'All', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      name,
      category_id: category.id,
      sub_category_id: sub.id,
      price_paise: Math.round(Object.values(prices)[0]! * 100),
      price_unit: 'kg',
      item_type: 'ByKilo',
      thumbnail: '',
      description: '',
      discount_percent: 0,
      is_available: isAvailable ? 1 : 0,
      featured: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_prices')
    .values(
      Object.entries(prices).map(([label, rupees], position) => ({
        product_id: product.id,
        label,
        price_paise: Math.round(rupees * 100),
        position,
      })),
    )
    .execute();
  return { id: product.id, name, prices };
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
