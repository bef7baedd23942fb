import { MESSAGES } from '@halwai/domain';
import { z } from 'zod';

export const CATEGORY_NAME_MAX = 60;

const name = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(CATEGORY_NAME_MAX, MESSAGES.tooLong(CATEGORY_NAME_MAX));

/** An id in a path; text that cannot be an id reads as an unknown one (404), not as a bad request. */
const pathId = z
  .string()
  .max(100)
  .transform((raw) => (/^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null));

export const idParamsSchema = z.object({ id: pathId });

export const categoryBodySchema = z.object({ name });
export const newSubcategoryBodySchema = z.object({
  name,
  categoryId: z.coerce
    .number({ error: MESSAGES.required })
    .int(MESSAGES.required)
    .positive(MESSAGES.required)
    .max(2_147_483_647, MESSAGES.categoryNotFound),
});
export const subcategoryBodySchema = z.object({ name });

export const subcategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.number(),
  position: z.number(),
  productCount: z.number(),
});
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  productCount: z.number(),
  subcategories: z.array(subcategorySchema),
});
