import { z } from 'zod';
import { ITEM_TYPES } from '../constants.js';
import { foodSchema } from '../food.js';

/** One variant of a product and its price in rupees: `{ label: '500 g', price: 480 }`. */
export const productPriceSchema = z.object({ label: z.string(), price: z.number() });
export type PriceEntry = z.infer<typeof productPriceSchema>;

/** A product as the API answers it (ARCHITECTURE §4); money in rupees. */
export const productSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    price: z.number(),
    priceUnit: z.string(),
    categoryId: z.number(),
    subCategoryId: z.number(),
    itemType: z.enum(ITEM_TYPES),
    thumbnail: z.string(),
    description: z.string(),
    /** Other names the item is known by (e.g. Hindi names), which search also finds; '' when none. */
    searchWords: z.string(),
    discount: z.number(),
    prices: z.array(productPriceSchema),
    isAvailable: z.boolean(),
    featured: z.boolean(),
    food: foodSchema.nullable().describe('What its label says: diet, ingredients, allergens, shelf life, storage; null until staff fill it in'),
    hsn: z.string().nullable().describe("Its own HSN code, winning over its category's; null: the category's"),
    gstRate: z.number().nullable().describe("Its own GST rate (percent), winning over its category's; null: the category's"),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** A row of the back office's product table. */
export const productSummarySchema = z
  .object({ id: z.number(), name: z.string(), price: z.number(), isAvailable: z.boolean() })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A product's availability after a toggle. */
export const availabilitySchema = z.object({ id: z.number(), isAvailable: z.boolean() });
export type Availability = z.infer<typeof availabilitySchema>;
