import { beforeAll, describe, expect, it } from 'vitest';
import { compiledOnceNamed, compiledOnceRows } from '../src/db/compiled-once.js';
import { ENGINES, useTestApp } from './support/test-app.js';

interface NewSubcategory {
  name: string;
  position: number;
}

const insertSubcategories = compiledOnceRows(
  ['categoryId'],
  ['name', 'position'],
  (db, { categoryId }: { categoryId: number }, rows: NewSubcategory[]) =>
    db
      .insertInto('subcategories')
      .values(rows.map((row) => ({ category_id: categoryId, name: row.name, position: row.position })))
      .returning(['category_id', 'name', 'position']),
);
const findSubcategory = compiledOnceNamed(['categoryId', 'name'], (db, values: { categoryId: number; name: string }) =>
  db
    .selectFrom('subcategories')
    .select(['name', 'position'])
    .where('category_id', '=', values.categoryId)
    .where('name', '=', values.name),
);

describe.each(ENGINES)('statements compiled once, values by name, on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  beforeAll(() => t.app.close());
  const db = () => t.database.db;
  const newCategory = async (name: string) =>
    (await db().insertInto('categories').values({ name, position: 0 }).returning('id').executeTakeFirstOrThrow()).id;

  it('puts each row’s values in its own columns, for lists of any length, compiled once per length', async () => {
    const sweets = await newCategory('Sweets');
    const snacks = await newCategory('Snacks');
    const byName = (rows: { name: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));

    expect(
      byName(
        await insertSubcategories(db(), { categoryId: sweets }, [
          { name: 'Barfi', position: 1 },
          { name: 'Ladoo', position: 2 },
        ]),
      ),
    ).toEqual([
      { category_id: sweets, name: 'Barfi', position: 1 },
      { category_id: sweets, name: 'Ladoo', position: 2 },
    ]);
    const three = [
      { name: 'Bhujia', position: 3 },
      { name: 'Mixture', position: 4 },
      { name: 'Chakli', position: 5 },
    ];
    expect(byName(await insertSubcategories(db(), { categoryId: snacks }, three))).toEqual(
      byName(three.map((row) => ({ category_id: snacks, ...row }))),
    );
    // Two rows again: the statement compiled for two takes other values, in the row's own order of keys.
    expect(
      byName(
        await insertSubcategories(db(), { categoryId: snacks }, [
          { position: 7, name: 'Mathri' },
          { name: 'Sev', position: 6 },
        ]),
      ),
    ).toEqual([
      { category_id: snacks, name: 'Mathri', position: 7 },
      { category_id: snacks, name: 'Sev', position: 6 },
    ]);

    expect(await findSubcategory(db(), { categoryId: snacks, name: 'Chakli' })).toEqual([{ name: 'Chakli', position: 5 }]);
    expect(await findSubcategory(db(), { name: 'Barfi', categoryId: sweets })).toEqual([{ name: 'Barfi', position: 1 }]);
    expect(await findSubcategory(db(), { name: 'Barfi', categoryId: snacks })).toEqual([]);
  });
});
