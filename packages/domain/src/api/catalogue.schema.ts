import { z } from 'zod';
import { productSchema } from './product.schema.js';

const nameHi = z.string().optional().describe('Its name in Hindi, which Hindi pages show; absent when staff gave none');

export const categorySchema = z.object({ id: z.number(), name: z.string(), nameHi });
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({ id: z.number(), name: z.string(), categoryId: z.number(), nameHi });
export type Subcategory = z.infer<typeof subcategorySchema>;

const categories = z.array(categorySchema);
const subcategories = z.array(subcategorySchema);
const items = z.array(productSchema);

/** `GET /api/catalogue`: every category, subcategory and item, unavailable items included. */
export const catalogueSchema = z.object({ categories, subcategories, items }).meta({ id: 'Catalogue' });
export type Catalogue = z.infer<typeof catalogueSchema>;

/** `GET /catalogue`: the same in the older spelling the spec's screens read (`subCategories`). */
export const legacyCatalogueSchema = z
  .object({ categories, subCategories: subcategories, items })
  .meta({ id: 'LegacyCatalogue' });
export type LegacyCatalogue = z.infer<typeof legacyCatalogueSchema>;
