// The words of category.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

import { named } from '../message-params.js';

/** What the server says when staff change categories, besides MESSAGES. */
export const CATEGORY_MESSAGES = {
  categoryNameTaken: 'A category with this name already exists',
  subcategoryNameTaken: 'A subcategory with this name already exists in this category',
  categoryUsedOnce: '1 product uses this category',
  categoryInUse: named(['count'], (n: number): string => (n === 1 ? CATEGORY_MESSAGES.categoryUsedOnce : `${n} products use this category`)),
  subcategoryUsedOnce: '1 product uses this subcategory',
  subcategoryInUse: named(['count'], (n: number): string => (n === 1 ? CATEGORY_MESSAGES.subcategoryUsedOnce : `${n} products use this subcategory`)),
  oneSubcategoryLeft: 'This category still has 1 subcategory; delete it first',
  categoryHasSubcategories: named(['count'], (n: number): string =>
    n === 1 ? CATEGORY_MESSAGES.oneSubcategoryLeft : `This category still has ${n} subcategories; delete them first`),
  stillInUse: 'It is still in use',
} as const;
