import type { Catalogue, Product, Subcategory } from '@halwai/domain';
import type { ProductSearch } from '../../lib/product-search';

/** What the catalogue shows: a search, or a category with an optional subcategory. */
export interface CatalogueFilter {
  search: string;
  categoryId: number | null;
  subCategoryId: number | null;
}

export const NO_FILTER: CatalogueFilter = { search: '', categoryId: null, subCategoryId: null };

/** Searching clears the category and subcategory. */
export function searchFor(search: string): CatalogueFilter {
  return { search, categoryId: null, subCategoryId: null };
}

/** Choosing a category resets the subcategory and ends a search; `null` is the All chip. */
export function chooseCategory(categoryId: number | null): CatalogueFilter {
  return { search: '', categoryId, subCategoryId: null };
}

export function chooseSubcategory(filter: CatalogueFilter, subCategoryId: number | null): CatalogueFilter {
  return { search: '', categoryId: filter.categoryId, subCategoryId };
}

export const isFiltered = (filter: CatalogueFilter) =>
  filter.search.trim() !== '' || filter.categoryId !== null || filter.subCategoryId !== null;

/**
 * The items a filter shows. A search (see `createProductSearch`) lists its matches best first and
 * takes precedence over the category and subcategory; without the search's code loaded yet, a search finds nothing.
 * `filterItems(items, searchFor('LADDOO'), search)` keeps Boondi Laddoo and Besan Laddoo.
 */
export function filterItems(items: readonly Product[], filter: CatalogueFilter, search: ProductSearch | undefined): Product[] {
  if (filter.search.trim() !== '') return search ? search(filter.search) : [];
  return items.filter(
    (item) =>
      (filter.categoryId === null || item.categoryId === filter.categoryId) &&
      (filter.subCategoryId === null || item.subCategoryId === filter.subCategoryId),
  );
}

export function subcategoriesOf(subcategories: readonly Subcategory[], categoryId: number | null): Subcategory[] {
  return categoryId === null ? [] : subcategories.filter((sub) => sub.categoryId === categoryId);
}

const toId = (param: string | undefined) => (param !== undefined && /^\d+$/.test(param) ? Number(param) : null);

/**
 * The selection that route parameters ask for, keeping only what exists: an unknown category
 * selects nothing, and a subcategory counts only inside its own category.
 * `filterFromParams(catalogue, '3', '7')` is Laddoos › Classic Laddoos.
 */
export function filterFromParams(
  catalogue: Pick<Catalogue, 'categories' | 'subcategories'>,
  categoryParam: string | undefined,
  subCategoryParam: string | undefined,
): CatalogueFilter {
  const categoryId = toId(categoryParam);
  if (categoryId === null || !catalogue.categories.some((c) => c.id === categoryId)) return NO_FILTER;
  const subCategoryId = toId(subCategoryParam);
  const subExists = subcategoriesOf(catalogue.subcategories, categoryId).some((s) => s.id === subCategoryId);
  return { search: '', categoryId, subCategoryId: subExists ? subCategoryId : null };
}
