import { PostgresAdapter, type Kysely } from 'kysely';
import { ADVISORY_LOCKS, lockForTransaction } from '../advisory-locks.js';
import type { Database } from '../schema.js';
import { inTransaction } from '../transaction.js';
import { DEMO_CATALOGUE, type DemoCategory, type DemoItem, type DemoSubcategory } from './demo-catalogue.js';
import { foodAndTaxColumns } from '../product-columns.js';
import { DEMO_FOOD } from './demo-food.js';
import { demoFoodHindi } from './demo-food-hi.js';
import { DEMO_HINDI_CATEGORIES, DEMO_HINDI_ITEMS, DEMO_HINDI_SUBCATEGORIES } from './demo-hindi.js';
import { renderItemPicture, type RenderedPicture } from './item-pictures.js';

/**
 * Fills an empty database with the demo shop: categories, subcategories, items with their
 * price variants, and a drawn picture for every item. Does nothing if any category exists.
 * Seeds once however many instances start together on one database.
 */
export async function seedDemoShop(db: Kysely<Database>): Promise<boolean> {
  if (await hasCategories(db)) return false;
  // Drawn before the transaction opens, so SQLite's single writer lock is held only for the inserts.
  const pictures = await drawAllPictures();
  return inTransaction(db, async (trx) => {
    // Another process may have seeded while the pictures were being drawn. On PostgreSQL two may be
    // seeding right now, each unable to see the other's rows: the second waits here for the first to commit.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await lockForTransaction(trx, ADVISORY_LOCKS.demoSeed);
    if (await hasCategories(trx)) return false;
    const now = new Date().toISOString();
    await insertImages(trx, [...pictures.values()], now);
    for (const [position, category] of DEMO_CATALOGUE.entries()) {
      await insertCategory(trx, category, position, pictures, now);
    }
    return true;
  });
}

type Pictures = ReadonlyMap<DemoItem, RenderedPicture>;

async function hasCategories(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function drawAllPictures(): Promise<Pictures> {
  const jobs = DEMO_CATALOGUE.flatMap((category) =>
    category.subcategories.flatMap((sub) =>
      sub.items.map(async (item) => [item, await renderItemPicture(item.look, category.backdrop, item.name)] as const),
    ),
  );
  return new Map(await Promise.all(jobs));
}

async function insertImages(db: Kysely<Database>, pictures: readonly RenderedPicture[], now: string): Promise<void> {
  const unique = [...new Map(pictures.map((p) => [p.id, p])).values()];
  for (const picture of unique) {
    await db
      .insertInto('images')
      .values({
        id: picture.id,
        content_type: 'image/webp',
        bytes: picture.bytes,
        width: picture.width,
        height: picture.height,
        created_at: now,
      })
      // The same bytes may already be stored (an earlier upload of the same picture): keep that row.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

async function insertCategory(
  db: Kysely<Database>,
  category: DemoCategory,
  position: number,
  pictures: Pictures,
  now: string,
): Promise<void> {
  const { id: categoryId } = await db
    .insertInto('categories')
    .values({ name: category.name, name_hi: hindi(DEMO_HINDI_CATEGORIES, category.name), position })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [subPosition, sub] of category.subcategories.entries()) {
    await insertSubcategory(db, categoryId, sub, subPosition, pictures, now);
  }
}

async function insertSubcategory(
  db: Kysely<Database>,
  categoryId: number,
  sub: DemoSubcategory,
  position: number,
  pictures: Pictures,
  now: string,
): Promise<void> {
  const { id: subcategoryId } = await db
    .insertInto('subcategories')
    .values({ category_id: categoryId, name: sub.name, name_hi: hindi(DEMO_HINDI_SUBCATEGORIES, sub.name), position })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of sub.items) {
    const picture = pictures.get(item);
    if (!picture) throw new Error(`No picture drawn for ${item.name}`);
    await insertItem(db, categoryId, subcategoryId, item, picture.id, now);
  }
}

const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** The Hindi of an English name: every demo entry has one, as it has its food information. */
function hindi<T>(names: Record<string, T>, name: string): T {
  const found = names[name];
  if (found === undefined) throw new Error(`No Hindi name for ${name}`);
  return found;
}

/** An item's label, in English and Hindi, HSN code and GST rate as columns; its net quantity is what each variant says. */
function demoFoodColumns(item: DemoItem) {
  const entry = DEMO_FOOD[item.name];
  if (!entry) throw new Error(`No food information for ${item.name}`);
  const netQuantity = item.variants.map((v) => v.label).join(' · ');
  const food = { ...entry.food, ...demoFoodHindi(item.name, entry.food.storage), netQuantity };
  return foodAndTaxColumns({ food, hsn: entry.hsn ?? null, gstRate: entry.gstRate ?? null });
}

async function insertItem(
  db: Kysely<Database>,
  categoryId: number,
  subcategoryId: number,
  item: DemoItem,
  imageId: string,
  now: string,
): Promise<void> {
  const { id: productId } = await db
    .insertInto('products')
    .values({
      name: item.name,
      category_id: categoryId,
      sub_category_id: subcategoryId,
      price_paise: toPaise(item.variants[0].rupees),
      price_unit: item.variants[0].label,
      item_type: item.itemType,
      thumbnail: `/media/${imageId}.webp`,
      description: item.description,
      name_hi: hindi(DEMO_HINDI_ITEMS, item.name).name,
      description_hi: hindi(DEMO_HINDI_ITEMS, item.name).description,
      discount_percent: item.discountPercent ?? 0,
      is_available: item.unavailable ? 0 : 1,
      featured: item.featured ? 1 : 0,
      ...demoFoodColumns(item),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_prices')
    .values(
      item.variants.map((v, position) => ({ product_id: productId, label: v.label, price_paise: toPaise(v.rupees), position })),
    )
    .execute();
}
