import type { Catalogue } from './api/catalogue.schema.js';

/** The categories customers see: those with at least one item they can order. */
export function categoriesWithAvailableItems(catalogue: Pick<Catalogue, 'categories' | 'items'>): Catalogue['categories'] {
  const stocked = new Set(catalogue.items.filter((item) => item.isAvailable).map((item) => item.categoryId));
  return catalogue.categories.filter((category) => stocked.has(category.id));
}
