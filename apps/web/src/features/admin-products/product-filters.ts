import type { Product, Subcategory } from '@halwai/domain';

export interface ProductFilter {
  /** Part of the name, any letter case. */
  search: string;
  /** Empty means every category. */
  categoryIds: readonly number[];
  /** Null means every subcategory. */
  subCategoryId: number | null;
}

export const NO_FILTER: ProductFilter = { search: '', categoryIds: [], subCategoryId: null };

export const isFiltering = (filter: ProductFilter) =>
  filter.search.trim() !== '' || filter.categoryIds.length > 0 || filter.subCategoryId !== null;

/** Search: a case-insensitive substring of the name; blank matches everything. */
export function nameMatches(name: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || name.toLocaleLowerCase().includes(needle);
}

/**
 * The admin list's filters (search): name contains the search text (or the Hindi name does, as
 * Hindi pages show it), in one of the chosen categories and the chosen subcategory.
 */
export function filterProducts<T extends Pick<Product, 'name' | 'nameHi' | 'categoryId' | 'subCategoryId'>>(
  items: readonly T[],
  filter: ProductFilter,
): T[] {
  return items.filter(
    (item) =>
      (nameMatches(item.name, filter.search) || (item.nameHi !== undefined && nameMatches(item.nameHi, filter.search))) &&
      (filter.categoryIds.length === 0 || filter.categoryIds.includes(item.categoryId)) &&
      (filter.subCategoryId === null || item.subCategoryId === filter.subCategoryId),
  );
}

/** The subcategories the subcategory filter offers: those of the chosen categories, or all when none is chosen. */
export function subcategoryChoices(subcategories: readonly Subcategory[], categoryIds: readonly number[]): Subcategory[] {
  return categoryIds.length === 0 ? [...subcategories] : subcategories.filter((s) => categoryIds.includes(s.categoryId));
}

/** Choosing categories drops a subcategory that no longer belongs to them. */
export function withCategories(
  filter: ProductFilter,
  categoryIds: number[],
  subcategories: readonly Subcategory[],
): ProductFilter {
  const stillOffered = subcategoryChoices(subcategories, categoryIds).some((s) => s.id === filter.subCategoryId);
  return { ...filter, categoryIds, subCategoryId: stillOffered ? filter.subCategoryId : null };
}
