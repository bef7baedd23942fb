import {
  CATEGORY_MESSAGES,
  MESSAGES,
  type AdminCategory,
  type AdminSubcategory,
  type Category,
  type CategoryNameInput,
  type NewSubcategoryInput,
  type Subcategory,
  say,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { CategoryRow, Database, SubcategoryRow } from '../../db/schema.js';
import { conflict, fieldError, notFound } from '../../lib/problems.js';
import { createCategoriesRepository } from './categories.repository.js';

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The Hindi name when there is one: absent, not null, so the shapes stay as they were for clients that know no Hindi. */
const hindiName = (row: { name_hi: string | null }) => (row.name_hi !== null ? { nameHi: row.name_hi } : {});

export function createCategoriesService(db: Kysely<Database>) {
  const repo = createCategoriesRepository(db);
  const changeListeners = new Set<() => void>();
  const changed = () => changeListeners.forEach((listener) => listener());

  const toSubcategory = (s: SubcategoryRow, productCount: number): AdminSubcategory => ({
    id: s.id,
    name: s.name,
    ...hindiName(s),
    categoryId: s.category_id,
    position: s.position,
    productCount,
  });

  const requireCategory = async (id: number | null): Promise<CategoryRow> => {
    const row = id === null ? undefined : await repo.findCategoryById(id);
    if (!row) throw notFound(MESSAGES.categoryNotFound);
    return row;
  };

  const requireSubcategory = async (id: number | null): Promise<SubcategoryRow> => {
    const row = id === null ? undefined : await repo.findSubcategoryById(id);
    if (!row) throw notFound(MESSAGES.subcategoryNotFound);
    return row;
  };

  /** Names are unique per level regardless of letter case ("Sweets" and "sweets" are one category). */
  const checkCategoryName = async (name: string, exceptId?: number) => {
    const taken = (await repo.listCategories()).some((c) => c.id !== exceptId && sameName(c.name, name));
    if (taken) throw nameTaken(CATEGORY_MESSAGES.categoryNameTaken);
  };

  const checkSubcategoryName = async (categoryId: number, name: string, exceptId?: number) => {
    const siblings = (await repo.listSubcategories()).filter((s) => s.category_id === categoryId);
    if (siblings.some((s) => s.id !== exceptId && sameName(s.name, name)))
      throw nameTaken(CATEGORY_MESSAGES.subcategoryNameTaken);
  };

  /** The back office's category tree with product counts. */
  const list = async (): Promise<AdminCategory[]> => {
    const [categories, subcategories, counts] = await Promise.all([
      repo.listCategories(),
      repo.listSubcategories(),
      repo.countProductsBySubcategory(),
    ]);
    const bySubcategory = new Map<number, number>();
    const byCategory = new Map<number, number>();
    for (const c of counts) {
      bySubcategory.set(c.subcategoryId, (bySubcategory.get(c.subcategoryId) ?? 0) + c.count);
      byCategory.set(c.categoryId, (byCategory.get(c.categoryId) ?? 0) + c.count);
    }
    return categories.map((c) => ({
      id: c.id,
      name: c.name,
      ...hindiName(c),
      position: c.position,
      productCount: byCategory.get(c.id) ?? 0,
      subcategories: subcategories
        .filter((s) => s.category_id === c.id)
        .map((s) => toSubcategory(s, bySubcategory.get(s.id) ?? 0)),
    }));
  };

  /** After a write: tell the catalogue, and answer with the entry as the list now shows it. */
  const changedCategory = async (id: number): Promise<AdminCategory> => {
    changed();
    const entry = (await list()).find((c) => c.id === id);
    if (!entry) throw notFound(MESSAGES.categoryNotFound);
    return entry;
  };

  const changedSubcategory = async (id: number): Promise<AdminSubcategory> => {
    changed();
    const entry = (await list()).flatMap((c) => c.subcategories).find((s) => s.id === id);
    if (!entry) throw notFound(MESSAGES.subcategoryNotFound);
    return entry;
  };

  return {
    list,

    /** Calls `listener` after every write, so a cache of what categories show can drop it. */
    onChange(listener: () => void): void {
      changeListeners.add(listener);
    },

    /**
     * Categories and subcategories as the public catalogue lists them: categories by position,
     * subcategories grouped under their category in its order, then by position.
     */
    async catalogueTree(): Promise<{ categories: Category[]; subcategories: Subcategory[] }> {
      const [categories, subcategories] = await Promise.all([repo.listCategories(), repo.listSubcategories()]);
      const categoryRank = new Map(categories.map((c, i) => [c.id, i]));
      const rank = (id: number) => categoryRank.get(id) ?? Number.MAX_SAFE_INTEGER;
      return {
        categories: categories.map((c) => ({ id: c.id, name: c.name, ...hindiName(c) })),
        subcategories: [...subcategories]
          .sort((a, b) => rank(a.category_id) - rank(b.category_id) || a.position - b.position || a.id - b.id)
          .map((s) => ({ id: s.id, name: s.name, categoryId: s.category_id, ...hindiName(s) })),
      };
    },

    /** A product's place must exist and belong together; refused with field errors, as the product form shows them. */
    async checkPlacement(categoryId: number, subcategoryId: number): Promise<void> {
      const [category, subcategory] = await Promise.all([
        repo.findCategoryById(categoryId),
        repo.findSubcategoryById(subcategoryId),
      ]);
      if (!category) throw fieldError('categoryId', MESSAGES.categoryNotFound);
      if (!subcategory) throw fieldError('subCategoryId', MESSAGES.subcategoryNotFound);
      if (subcategory.category_id !== category.id) throw fieldError('subCategoryId', MESSAGES.subcategoryMismatch);
    },

    async createCategory({ name, nameHi }: CategoryNameInput): Promise<AdminCategory> {
      await checkCategoryName(name);
      const row = await repo.insertCategory(name, nameHi ?? null);
      if (!row) throw nameTaken(CATEGORY_MESSAGES.categoryNameTaken);
      return changedCategory(row.id);
    },

    /** A Hindi name left out stays as it is; null or blank clears it. */
    async renameCategory(id: number | null, { name, nameHi }: CategoryNameInput): Promise<AdminCategory> {
      const existing = await requireCategory(id);
      await checkCategoryName(name, existing.id);
      const row = await repo.renameCategory(existing.id, name, nameHi);
      if (row === null) throw nameTaken(CATEGORY_MESSAGES.categoryNameTaken);
      if (!row) throw notFound(MESSAGES.categoryNotFound);
      return changedCategory(row.id);
    },

    /** Refused while products or subcategories still use the category, saying how many. */
    async deleteCategory(id: number | null): Promise<void> {
      const existing = await requireCategory(id);
      const products = await repo.countProductsInCategory(existing.id);
      if (products > 0) throw conflict(say('category.categoryInUse', products));
      const subcategories = await repo.countSubcategoriesOf(existing.id);
      if (subcategories > 0) throw conflict(say('category.categoryHasSubcategories', subcategories));
      const outcome = await repo.deleteCategory(existing.id);
      if (outcome === 'missing') throw notFound(MESSAGES.categoryNotFound);
      if (outcome === 'in-use') throw conflict(CATEGORY_MESSAGES.stillInUse);
      changed();
    },

    async createSubcategory({ categoryId, name, nameHi }: NewSubcategoryInput): Promise<AdminSubcategory> {
      if (!(await repo.findCategoryById(categoryId))) throw fieldError('categoryId', MESSAGES.categoryNotFound);
      await checkSubcategoryName(categoryId, name);
      const row = await repo.insertSubcategory(categoryId, name, nameHi ?? null);
      if (!row) throw nameTaken(CATEGORY_MESSAGES.subcategoryNameTaken);
      return changedSubcategory(row.id);
    },

    async renameSubcategory(id: number | null, { name, nameHi }: CategoryNameInput): Promise<AdminSubcategory> {
      const existing = await requireSubcategory(id);
      await checkSubcategoryName(existing.category_id, name, existing.id);
      const row = await repo.renameSubcategory(existing.id, name, nameHi);
      if (row === null) throw nameTaken(CATEGORY_MESSAGES.subcategoryNameTaken);
      if (!row) throw notFound(MESSAGES.subcategoryNotFound);
      return changedSubcategory(row.id);
    },

    async deleteSubcategory(id: number | null): Promise<void> {
      const existing = await requireSubcategory(id);
      const products = await repo.countProductsInSubcategory(existing.id);
      if (products > 0) throw conflict(say('category.subcategoryInUse', products));
      const outcome = await repo.deleteSubcategory(existing.id);
      if (outcome === 'missing') throw notFound(MESSAGES.subcategoryNotFound);
      if (outcome === 'in-use') throw conflict(CATEGORY_MESSAGES.stillInUse);
      changed();
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;

const nameTaken = (message: string) => conflict(message, { name: [message] });
