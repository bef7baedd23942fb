import { ITEM_TYPES, MESSAGES, productFormSchema } from '@halwai/domain';
import { z } from 'zod';
import { uploadSchema } from '../media/media.schema.js';

const MAX_ID = 2_147_483_647;

/** A product id as a client wrote it. `id` is null when the text cannot name a product (it then reads as missing). */
export interface ProductRef {
  raw: string;
  id: number | null;
}

export const toProductRef = (raw: string): ProductRef => {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return { raw, id: id > 0 && id <= MAX_ID ? id : null };
};

/** Ids in paths: anything that is not a positive whole number answers 404 like an unknown id, never 400 or 500. */
const productRef = z.string().max(100).transform(toProductRef);

export const productIdParamsSchema = z.object({ id: productRef });
export const getProductParamsSchema = z.object({ productId: productRef });

/** Multipart forms send the price list as JSON text; text that does not parse reads as no price list at all. */
const pricesField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}, productFormSchema.shape.prices);

/** POST /api/products: the spec's form, as multipart (prices as JSON text, optional `thumbnailFile`) or JSON. */
export const createProductBodySchema = productFormSchema.extend({
  prices: pricesField,
  thumbnailFile: uploadSchema.optional(),
});

/** PUT /update-product: the same form plus the product's `id`. */
export const updateProductFormBodySchema = createProductBodySchema.extend({
  id: z.union([z.string().max(100), z.number()], { error: MESSAGES.required }).transform((v) => toProductRef(String(v))),
});

/** PUT /api/Products/{id}: the whole product as JSON; an `id` in the body, if present, must be the path's. */
export const updateProductJsonBodySchema = productFormSchema.extend({
  prices: pricesField,
  id: z
    .union([z.string().max(100), z.number()])
    .transform((v) => toProductRef(String(v)))
    .optional(),
});

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  priceUnit: z.string(),
  categoryId: z.number(),
  subCategoryId: z.number(),
  itemType: z.enum(ITEM_TYPES),
  thumbnail: z.string(),
  description: z.string(),
  discount: z.number(),
  prices: z.array(z.object({ label: z.string(), price: z.number() })),
  isAvailable: z.boolean(),
  featured: z.boolean(),
});

export const productSummarySchema = z.object({ id: z.number(), name: z.string(), price: z.number(), isAvailable: z.boolean() });

export const availabilitySchema = z.object({ id: z.number(), isAvailable: z.boolean() });

const categorySchema = z.object({ id: z.number(), name: z.string() });
const subcategorySchema = z.object({ id: z.number(), name: z.string(), categoryId: z.number() });
const items = z.array(productSchema);

export const catalogueSchema = z.object({
  categories: z.array(categorySchema),
  subcategories: z.array(subcategorySchema),
  items,
});
/** The older spelling the spec's create, edit and admin list screens read. */
export const legacyCatalogueSchema = z.object({
  categories: z.array(categorySchema),
  subCategories: z.array(subcategorySchema),
  items,
});
