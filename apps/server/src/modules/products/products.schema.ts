import { MESSAGES, parseId, productFormSchema } from '@halwai/domain';
import { z } from 'zod';
import { uploadSchema } from '../media/media.schema.js';

/** A product id as a client wrote it. `id` is null when the text cannot name a product (it then reads as missing). */
export interface ProductRef {
  raw: string;
  id: number | null;
}

export const toProductRef = (raw: string): ProductRef => ({ raw, id: parseId(raw) });

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
