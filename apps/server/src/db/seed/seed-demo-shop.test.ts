import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../engine.js';
import { migrate } from '../migrate.js';
import { DEMO_CATALOGUE } from './demo-catalogue.js';
import { seedDemoShop } from './seed-demo-shop.js';

interface Store {
  database: Db;
  dispose(): Promise<void>;
}

async function openSqliteStore(): Promise<Store> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-seed-'));
  const database = openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
  return {
    database,
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server TEST_DATABASE_URL names, dropped afterwards. */
async function openPostgresStore(serverUrl: string): Promise<Store> {
  const name = `halwai_seed_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ DATA_DIR: os.tmpdir(), DATABASE_URL: url.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name}`);
    },
  };
}

const serverUrl = process.env.TEST_DATABASE_URL;
const ENGINES: [string, () => Promise<Store>][] = [
  ['sqlite', openSqliteStore],
  ...(serverUrl ? [['postgres', () => openPostgresStore(serverUrl)] as [string, () => Promise<Store>]] : []),
];

async function rowCounts(database: Db): Promise<Record<string, number>> {
  const tables = ['categories', 'subcategories', 'products', 'product_prices', 'images'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(ENGINES)('seedDemoShop on %s', (_engine, openStore) => {
  let store: Store;
  let db: Db['db'];

  beforeAll(async () => {
    store = await openStore();
    await migrate(store.database);
    db = store.database.db;
    expect(await seedDemoShop(db)).toBe(true);
  });

  afterAll(async () => {
    await store?.dispose();
  });

  it('creates 8 categories in display order, each with 2 to 4 subcategories', async () => {
    const categories = await db.selectFrom('categories').selectAll().orderBy('position').execute();
    expect(categories.map((c) => c.name)).toEqual(DEMO_CATALOGUE.map((c) => c.name));
    expect(categories).toHaveLength(8);
    for (const category of categories) {
      const subs = await db.selectFrom('subcategories').select('id').where('category_id', '=', category.id).execute();
      expect(subs.length, category.name).toBeGreaterThanOrEqual(2);
      expect(subs.length, category.name).toBeLessThanOrEqual(4);
    }
  });

  it('stocks at least 44 items, every subcategory has some, 7 featured from different categories, 3 or 4 unavailable', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(44);

    const subcategories = await db.selectFrom('subcategories').selectAll().execute();
    for (const sub of subcategories) {
      const inSub = products.filter((p) => p.sub_category_id === sub.id);
      expect(inSub.length, sub.name).toBeGreaterThan(0);
      expect(
        inSub.every((p) => p.category_id === sub.category_id),
        sub.name,
      ).toBe(true);
    }

    const featured = products.filter((p) => p.featured === 1);
    expect(featured).toHaveLength(7);
    expect(new Set(featured.map((p) => p.category_id)).size).toBe(7);

    const unavailable = products.filter((p) => p.is_available === 0).length;
    expect(unavailable).toBeGreaterThanOrEqual(3);
    expect(unavailable).toBeLessThanOrEqual(4);

    expect(products.every((p) => ['ByKilo', 'ByPackets', 'ByPieces'].includes(p.item_type))).toBe(true);
    const discounted = products.filter((p) => p.discount_percent > 0);
    expect(discounted.every((p) => p.discount_percent >= 5 && p.discount_percent <= 20)).toBe(true);
  });

  it('gives every item at least one price, its base price being the first one', async () => {
    const products = await db.selectFrom('products').select(['id', 'name', 'price_paise']).execute();
    const prices = await db.selectFrom('product_prices').selectAll().orderBy('product_id').orderBy('position').execute();
    for (const product of products) {
      const own = prices.filter((p) => p.product_id === product.id);
      expect(own.length, product.name).toBeGreaterThanOrEqual(1);
      expect(own.length, product.name).toBeLessThanOrEqual(3);
      expect(own[0]?.price_paise, product.name).toBe(product.price_paise);
      expect(
        own.every((p) => Number.isInteger(p.price_paise) && p.price_paise > 0),
        product.name,
      ).toBe(true);
    }
  });

  it('points every thumbnail at a stored 600 × 450 WebP picture', async () => {
    const products = await db.selectFrom('products').select(['name', 'thumbnail']).execute();
    const images = await db.selectFrom('images').selectAll().execute();
    const byId = new Map(images.map((i) => [i.id, i]));
    for (const product of products) {
      const id = /^\/media\/([0-9a-f]{32})\.webp$/.exec(product.thumbnail)?.[1];
      expect(id, product.name).toBeDefined();
      const image = byId.get(id ?? '');
      expect(image, product.name).toBeDefined();
      expect(image?.content_type).toBe('image/webp');
      const meta = await sharp(image?.bytes).metadata();
      expect(meta.format, product.name).toBe('webp');
      expect([meta.width, meta.height, image?.width, image?.height]).toEqual([600, 450, 600, 450]);
    }
  });

  it('gives every category, subcategory and item its Hindi name, and every item a Hindi description', async () => {
    const devanagari = /^[\u0900-\u097F0-9\s()'’,.:;!?—–-]+$/u;
    const categories = await db.selectFrom('categories').select(['name', 'name_hi']).execute();
    const subcategories = await db.selectFrom('subcategories').select(['name', 'name_hi']).execute();
    const products = await db.selectFrom('products').select(['name', 'name_hi', 'description_hi']).execute();
    for (const row of [...categories, ...subcategories, ...products]) expect(row.name_hi, row.name).toMatch(devanagari);
    for (const product of products) expect(product.description_hi, product.name).toMatch(/[\u0900-\u097F]{3}/u);
    const hindi = Object.fromEntries(products.map((p) => [p.name, p.name_hi]));
    expect(hindi).toMatchObject({ 'Kaju Katli': 'काजू कतली', Rasgulla: 'रसगुल्ला', 'Motichoor Laddoo': 'मोतीचूर लड्डू' });
    expect(categories.find((c) => c.name === 'Namkeen & Snacks')?.name_hi).toBe('नमकीन और स्नैक्स');
  });

  it('inserts nothing when seeded again', async () => {
    const before = await rowCounts(store.database);
    expect(await seedDemoShop(db)).toBe(false);
    expect(await rowCounts(store.database)).toEqual(before);
  });
});

describe('the demo catalogue', () => {
  it('lets a customer reach the ₹1000 minimum order with two or three items', () => {
    const largestPacks = DEMO_CATALOGUE.flatMap((c) => c.subcategories.flatMap((s) => s.items))
      .filter((i) => !i.unavailable)
      .map((i) => Math.max(...i.variants.map((v) => v.rupees)));
    expect(largestPacks.filter((rupees) => rupees >= 500).length).toBeGreaterThanOrEqual(10);
    expect(largestPacks.filter((rupees) => rupees >= 340).length).toBeGreaterThanOrEqual(20);
  });
});
