import { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { MESSAGES } from '../messages.js';
import { hasVisibleText } from '../text.js';
import { hindiTextSchema } from '../hindi-text.js';
import { schemaMessage } from '../coded-message.js';

export { CATEGORY_MESSAGES } from './category.messages.js';

export const CATEGORY_NAME_MAX = 60;

const name = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(CATEGORY_NAME_MAX, schemaMessage('common.tooLong', CATEGORY_NAME_MAX))
  .refine(hasVisibleText, MESSAGES.required);

/** A Hindi name beside the English: null or blank clears it; left out on a rename, what is stored stays. */
const nameHi = hindiTextSchema(CATEGORY_NAME_MAX).describe('Its name in Hindi, which Hindi pages show; null or blank: none');

/** Creating or renaming a category, or renaming a subcategory. */
export const categoryNameSchema = z.object({ name, nameHi });
export type CategoryNameInput = z.infer<typeof categoryNameSchema>;

export const newSubcategorySchema = z.object({
  name,
  nameHi,
  categoryId: z.coerce
    .number({ error: MESSAGES.required })
    .int(MESSAGES.required)
    .positive(MESSAGES.required)
    .max(MAX_ID, MESSAGES.categoryNotFound),
});
export type NewSubcategoryInput = z.infer<typeof newSubcategorySchema>;

/** A subcategory in the back office; it can be deleted only while `productCount` is 0. */
export const adminSubcategorySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    nameHi: z.string().optional().describe('Its name in Hindi; absent when staff gave none'),
    categoryId: z.number(),
    position: z.number(),
    productCount: z.number(),
  })
  .meta({ id: 'AdminSubcategory' });
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

/** A category as the back office sees it: with its subcategories and product counts. */
export const adminCategorySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    nameHi: z.string().optional().describe('Its name in Hindi; absent when staff gave none'),
    position: z.number(),
    productCount: z.number(),
    subcategories: z.array(adminSubcategorySchema),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
