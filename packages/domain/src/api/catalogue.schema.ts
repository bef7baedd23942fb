import { z } from 'zod';
import { productSchema } from './product.schema.js';

export const categorySchema = z.object({ id: z.number(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({ id: z.number(), name: z.string(), categoryId: z.number() });
export type Subcategory = z.infer<typeof subcategorySchema>;

/** `GET /api/catalogue`: every category, subcategory and item, unavailable items included. */
export const catalogueSchema = z
  .object({
    categories: z.array(categorySchema),
    subcategories: z.array(subcategorySchema),
    items: z.array(productSchema),
  })
  .meta({ id: 'Catalogue' });
export type Catalogue = z.infer<typeof catalogueSchema>;

/** `GET /catalogue`: the same in the older spelling the spec's screens read (`subCategories`). */
export const legacyCatalogueSchema = z
  .object({
    categories: z.array(categorySchema),
    subCategories: z.array(subcategorySchema),
    items: z.array(productSchema),
  })
  .meta({ id: 'LegacyCatalogue' });
export type LegacyCatalogue = z.infer<typeof legacyCatalogueSchema>;
