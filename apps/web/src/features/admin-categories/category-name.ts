import { MESSAGES } from '@halwai/domain';
import { z } from 'zod';

/** The server's limit on category and subcategory names. */
export const CATEGORY_NAME_MAX = 60;

/** A category or subcategory name, with the server's rules and words. */
export const categoryNameSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(CATEGORY_NAME_MAX, MESSAGES.tooLong(CATEGORY_NAME_MAX)),
});
export type CategoryNameInput = z.infer<typeof categoryNameSchema>;
