import { z } from 'zod';
import { ITEM_TYPES } from '../constants.js';
import { MAX_STOCK, STOCK_MESSAGES } from '../stock-units.js';
import { MAX_ID } from '../ids.js';
import { OUTLET_MESSAGES } from '../outlet-messages.js';
import { foodSchema } from '../food.js';
import { preorderSchema } from '../preorder-schema.js';
import { assortmentSchema } from '../assortment.js';

/** One variant of a product and its price in rupees: `{ label: '500 g', price: 480 }`. */
export const productPriceSchema = z.object({
  label: z.string(),
  price: z.number(),
  stockUnits: z.number().optional().describe("How much of the product's stock one of it takes; absent: read from a by-kilo label, else 1"),
});
export type PriceEntry = z.infer<typeof productPriceSchema>;

/** A product as the API answers it; money in rupees. */
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
    isAvailable: z.boolean().describe('False while staff switched it off, or while its stock is sold out'),
    featured: z.boolean(),
    // Always answered; optional in the type so older fixtures still read as products.
    stock: z.number().nullable().optional().describe("Stock in the product's own unit (kg, pieces, packets); null when not counted"),
    food: foodSchema.nullable().describe('What its label says: diet, ingredients, allergens, shelf life, storage; null until staff fill it in'),
    hsn: z.string().nullable().describe("Its own HSN code, winning over its category's; null: the category's"),
    gstRate: z.number().nullable().describe("Its own GST rate (percent), winning over its category's; null: the category's"),
    nameHi: z.string().optional().describe('Its name in Hindi, which Hindi pages show; absent when staff gave none'),
    descriptionHi: z.string().optional().describe('Its description in Hindi; absent when staff gave none'),
    // Always answered; optional in the type so older fixtures still read as products.
    preorder: preorderSchema.nullable().optional().describe('Made for a batch: orderable now for a preferred date inside its window; null: an ordinary product'),
    assortment: assortmentSchema
      .optional()
      .describe('A gift box the customer fills: pick this many portions out of `from`; absent for an ordinary product'),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** A counted product's stock at one outlet. */
export const outletStockSchema = z.object({ outletId: z.number(), stock: z.number() }).meta({ id: 'OutletStock' });
export type OutletStock = z.infer<typeof outletStockSchema>;

/**
 * A product as staff read and write it: the public product plus what only the shop needs, the
 * barcodes the counter's scanner reads and the price per kg it weighs at. Kept out of the public
 * catalogue, whose every byte each shopper downloads.
 */
export const staffProductSchema = productSchema
  .extend({
    barcode: z.string().nullable().describe("The item's barcode; null: none"),
    pricePerKg: z.number().nullable().describe('Rupees a kilo costs at the counter (by-kilo items); null: none, a 1 kg pack prices it'),
    prices: z.array(productPriceSchema.extend({ barcode: z.string().nullable().describe("The pack's barcode; null: none") })),
    // Always answered; optional in the type so older fixtures still read as staff products.
    stockByOutlet: z
      .array(outletStockSchema)
      .optional()
      .describe('A counted product\'s stock at each outlet holding some (`stock` is their total); empty when not counted'),
  })
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** A row of the back office's product table. */
export const productSummarySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    nameHi: z.string().optional().describe('Its name in Hindi, which Hindi pages show; absent when staff gave none'),
    price: z.number(),
    // Always answered; optional in the type so older fixtures still read as summaries.
    priceUnit: z.string().optional().describe("What the price buys: its first pack's label"),
    itemType: z.enum(ITEM_TYPES).optional().describe('How it is sold, which names the unit its stock is counted in (kg, pieces, packets)'),
    isAvailable: z.boolean(),
    stock: z.number().nullable().optional(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A product's availability after a toggle. */
export const availabilitySchema = z.object({ id: z.number(), isAvailable: z.boolean() });
export type Availability = z.infer<typeof availabilitySchema>;

/** An outlet named in a JSON body; whether it is one of the shop's is the server's to say. */
const outletRefSchema = z
  .number({ error: OUTLET_MESSAGES.unknown })
  .int(OUTLET_MESSAGES.unknown)
  .positive(OUTLET_MESSAGES.unknown)
  .max(MAX_ID, OUTLET_MESSAGES.unknown);

const stockAmount = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(MAX_STOCK, message)
    .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, message);

/**
 * `PUT /api/admin/products/{id}/stock`: the stock now at one outlet, in the product's unit (null: stop
 * counting the product, at every outlet).
 */
export const stockChangeSchema = z.object({
  stock: stockAmount(STOCK_MESSAGES.stock).nullable(),
  reason: z.string().trim().max(200, STOCK_MESSAGES.reasonTooLong).optional(),
  outletId: outletRefSchema.optional().describe('The outlet whose stock this is; absent: the first outlet'),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/** One change of a product's stock: by staff, an order or a cancellation. */
export const stockHistoryEntrySchema = z
  .object({
    at: z.string(),
    by: z.string().describe("The staff member's email, or Order #N / Cancelled order #N"),
    before: z.number().nullable(),
    after: z.number().nullable(),
    reason: z.string(),
    orderId: z.number().nullable(),
    outletId: z.number().describe('The outlet whose stock changed; before and after are its stock there'),
  })
  .meta({ id: 'StockHistoryEntry' });

/**
 * `POST /api/admin/transfers`: stock moved from one outlet to another, each quantity in its product's
 * own unit (as `PUT /api/admin/products/{id}/stock` takes it). All of it moves, or none.
 */
export const stockTransferSchema = z.object({
  from: outletRefSchema.describe('The outlet the stock leaves'),
  to: outletRefSchema.describe('The outlet it goes to'),
  lines: z
    .array(
      z.object({
        productId: z.number({ error: STOCK_MESSAGES.transferProduct }).int(STOCK_MESSAGES.transferProduct).positive(STOCK_MESSAGES.transferProduct).max(MAX_ID, STOCK_MESSAGES.transferProduct),
        quantity: stockAmount(STOCK_MESSAGES.transferQuantity).refine((n) => n > 0, STOCK_MESSAGES.transferQuantity),
      }),
    )
    .min(1, STOCK_MESSAGES.transferNoLines)
    .max(200, STOCK_MESSAGES.transferNoLines),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

/** What a transfer left at both outlets, line by line. */
export const stockTransferResultSchema = z
  .object({
    from: z.number(),
    to: z.number(),
    lines: z.array(z.object({ productId: z.number(), quantity: z.number(), fromStock: z.number(), toStock: z.number() })),
  })
  .meta({ id: 'StockTransferResult' });
export type StockTransferResult = z.infer<typeof stockTransferResultSchema>;
export type StockHistoryEntry = z.infer<typeof stockHistoryEntrySchema>;

/** A counted product with few packs left (at one outlet, when the shop has several open), for the dashboard. */
export const lowStockItemSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    nameHi: z.string().optional().describe('Its name in Hindi, which Hindi pages show; absent when staff gave none'),
    stock: z.number().describe("What is left at the outlet (with one open outlet, the product's total)"),
    itemType: z.enum(ITEM_TYPES).optional().describe('How it is sold, which names the unit its stock is counted in (kg, pieces, packets)'),
    packsLeft: z.number(),
    label: z.string(),
    outletId: z.number().describe('The outlet it runs low at (with one open outlet, that one)'),
    outletName: z.string(),
    outletNameHi: z.string().optional().describe("The outlet's name in Hindi; absent when staff gave none"),
  })
  .meta({ id: 'LowStockItem' });
export type LowStockItem = z.infer<typeof lowStockItemSchema>;
