import type { Kysely } from 'kysely';
import type { CategoryRow, Database, SubcategoryRow } from '../../db/schema.js';

/** A write the schema refused: a unique name taken, or a row still referenced. */
const isConstraintViolation = (error: unknown, kind: 'unique' | 'foreign-key') => {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return kind === 'unique'
    ? code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
    : code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
};

export type DeleteOutcome = 'deleted' | 'missing' | 'in-use';

export function createCategoriesRepository(db: Kysely<Database>) {
  /** Next position at the end of a list; new categories and subcategories go last. */
  const afterLast = (row: { last: number | null } | undefined) =>
    row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;

  /** Runs an insert or update; a name the unique index refuses comes back as null. */
  const unlessNameTaken = async <T>(write: () => Promise<T>): Promise<T | null> => {
    try {
      return await write();
    } catch (error) {
      if (isConstraintViolation(error, 'unique')) return null;
      throw error;
    }
  };

  const remove = async (table: 'categories' | 'subcategories', id: number): Promise<DeleteOutcome> => {
    try {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? 'deleted' : 'missing';
    } catch (error) {
      if (isConstraintViolation(error, 'foreign-key')) return 'in-use';
      throw error;
    }
  };

  return {
    listCategories(): Promise<CategoryRow[]> {
      return db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
    },

    listSubcategories(): Promise<SubcategoryRow[]> {
      return db.selectFrom('subcategories').selectAll().orderBy('position').orderBy('id').execute();
    },

    /** How many products sit in each subcategory (and so in each category). */
    async countProductsBySubcategory() {
      const rows = await db
        .selectFrom('products')
        .select(['category_id', 'sub_category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['category_id', 'sub_category_id'])
        .execute();
      return rows.map((r) => ({ categoryId: r.category_id, subcategoryId: r.sub_category_id, count: Number(r.n) }));
    },

    findCategoryById(id: number): Promise<CategoryRow | undefined> {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findSubcategoryById(id: number): Promise<SubcategoryRow | undefined> {
      return db.selectFrom('subcategories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countProductsInCategory(id: number): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countProductsInSubcategory(id: number): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sub_category_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countSubcategoriesOf(categoryId: number): Promise<number> {
      const row = await db
        .selectFrom('subcategories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', categoryId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertCategory(name: string, nameHi: string | null = null): Promise<CategoryRow | null> {
      const position = afterLast(
        await db
          .selectFrom('categories')
          .select((eb) => eb.fn.max<number | null>('position').as('last'))
          .executeTakeFirst(),
      );
      return unlessNameTaken(() =>
        db.insertInto('categories').values({ name, name_hi: nameHi, position }).returningAll().executeTakeFirstOrThrow(),
      );
    },

    /** `nameHi` undefined leaves the Hindi name as it is; null clears it. */
    async renameCategory(id: number, name: string, nameHi?: string | null): Promise<CategoryRow | undefined | null> {
      return unlessNameTaken(() =>
        db
          .updateTable('categories')
          .set({ name, ...(nameHi !== undefined && { name_hi: nameHi }) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
    },

    deleteCategory: (id: number) => remove('categories', id),

    async insertSubcategory(categoryId: number, name: string, nameHi: string | null = null): Promise<SubcategoryRow | null> {
      const position = afterLast(
        await db
          .selectFrom('subcategories')
          .select((eb) => eb.fn.max<number | null>('position').as('last'))
          .where('category_id', '=', categoryId)
          .executeTakeFirst(),
      );
      return unlessNameTaken(() =>
        db
          .insertInto('subcategories')
          .values({ category_id: categoryId, name, name_hi: nameHi, position })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    /** `nameHi` undefined leaves the Hindi name as it is; null clears it. */
    async renameSubcategory(id: number, name: string, nameHi?: string | null): Promise<SubcategoryRow | undefined | null> {
      return unlessNameTaken(() =>
        db
          .updateTable('subcategories')
          .set({ name, ...(nameHi !== undefined && { name_hi: nameHi }) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
    },

    deleteSubcategory: (id: number) => remove('subcategories', id),
  };
}
