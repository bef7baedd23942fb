import { z } from 'zod';
import { BUSINESS_BUYER_MESSAGES } from '../business-buyer.js';
import { MAX_GIFT_MESSAGE, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../constants.js';
import { MAX_ID } from '../ids.js';
import { isLanguage, type Language } from '../language.js';
import { MESSAGES as M } from '../messages.js';
import { fulfilmentRequestSchema, ORDER_LANGUAGE_MESSAGE, orderOutletIdSchema } from './order.schema.js';
import { choicesRequestSchema } from '../assortment.js';

/** One line of a phone order: an item and its pack, at the price the shop has now. */
export const phoneOrderLineSchema = z.object({
  productId: z.number({ error: M.invalidRequest }).int().positive().max(MAX_ID),
  variant: z.string({ error: M.invalidRequest }).min(1).max(40).describe("The pack's label, e.g. 500 g"),
  quantity: z.number({ error: M.invalidRequest }).int().min(1).max(MAX_LINE_QUANTITY),
  choices: choicesRequestSchema,
});

/**
 * `POST /api/admin/orders`: a caller's order keyed in by staff. The customer's name and mobile are
 * required (the order's messages go there); pickup or delivery as on the storefront; priced by the
 * server at today's prices; paid on delivery or at pickup.
 */
export const phoneOrderRequestSchema = z.object({
  lines: z.array(phoneOrderLineSchema, { error: M.cartEmpty }).min(1, M.cartEmpty).max(MAX_ORDER_LINES, M.tooManyLines),
  customerName: z.string({ error: M.nameAndPhone }).max(200, M.nameAndPhone),
  customerMobile: z.string({ error: M.nameAndPhone }).max(40, M.nameAndPhone),
  customerEmail: z
    .union([z.literal(''), z.email({ error: M.customerEmail }).max(254, M.customerEmail)], { error: M.customerEmail })
    .optional(),
  fulfilment: fulfilmentRequestSchema.optional(),
  offerCode: z.string().max(40).optional(),
  note: z
    .string()
    .max(MAX_GIFT_MESSAGE, { error: M.giftMessage })
    .optional()
    .describe("What the caller asked for besides the items; printed on the packing slip as the order's message"),
  buyerGstin: z.string().max(40, BUSINESS_BUYER_MESSAGES.buyerGstin).optional(),
  buyerName: z.string().max(200, BUSINESS_BUYER_MESSAGES.buyerNameTooLong).optional(),
  language: z
    .custom<Language>(isLanguage, { error: ORDER_LANGUAGE_MESSAGE })
    .optional()
    .describe("The caller's language, `en` or `hi`: their messages, order page and invoice use it"),
  outletId: orderOutletIdSchema,
});
export type PhoneOrderRequest = z.infer<typeof phoneOrderRequestSchema>;

/** The placed phone order: its id, to open it in the back office. No access key: the customer's link goes by message. */
export const phoneOrderResponseSchema = z.object({ id: z.number().int(), channel: z.literal('phone') });
export type PhoneOrderResponse = z.infer<typeof phoneOrderResponseSchema>;
