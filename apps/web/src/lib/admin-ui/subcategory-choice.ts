import type { Subcategory } from '@halwai/domain';

/** The subcategories of `categoryId` (as the form holds it, text). */
export const subcategoriesOf = (categoryId: string, subcategories: readonly Subcategory[]) =>
  subcategories.filter((s) => String(s.categoryId) === categoryId);

/**
 * The subcategory to show after the category changes to `categoryId`: the current one if it belongs
 * there, else the category's first; none when the category is cleared.
 */
export function nextSubcategoryId(
  categoryId: string,
  currentSubcategoryId: string,
  subcategories: readonly Subcategory[],
): string {
  if (categoryId === '') return '';
  const options = subcategoriesOf(categoryId, subcategories);
  if (options.some((s) => String(s.id) === currentSubcategoryId)) return currentSubcategoryId;
  return options[0] ? String(options[0].id) : '';
}
