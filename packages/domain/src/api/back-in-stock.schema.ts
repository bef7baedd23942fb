import { z } from 'zod';
import { MESSAGE_LANGUAGES } from '../customer-messages.js';
import { MESSAGES } from '../messages.js';
import { isValidMobile } from '../mobile.js';
import { orderOutletIdSchema } from './order.schema.js';

export { BACK_IN_STOCK_MESSAGES } from './back-in-stock.messages.js';

/** `POST /api/products/{id}/notify`: one WhatsApp or SMS message to this mobile when the item (or its pack) is back. */
export const backInStockRequestSchema = z.object({
  mobile: z.string({ error: MESSAGES.mobileInvalid }).max(40, MESSAGES.mobileInvalid).refine(isValidMobile, MESSAGES.mobileInvalid),
  variant: z.string().trim().max(100).optional().describe('The pack asked for (its label); left out: any pack of the item'),
  language: z.enum(MESSAGE_LANGUAGES).optional().describe('The language of the message; left out: the shop’s'),
  outletId: orderOutletIdSchema.describe(
    "The outlet (GET /api/outlets) the customer shops at: the item is waited for, and told of, by that outlet's stock; absent: the shop's first outlet",
  ),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

/** The same answer for every well-formed request, whether the mobile asked before or not. */
export const backInStockAcceptedSchema = z.object({ accepted: z.literal(true) }).meta({ id: 'BackInStockAccepted' });
export type BackInStockAccepted = z.infer<typeof backInStockAcceptedSchema>;

/** How many customers wait for an item (and for each of its packs), for staff. */
export const backInStockWaitingSchema = z
  .object({
    productId: z.number().int(),
    waiting: z.number().int().describe('Requests still waiting for this item, any pack'),
    packs: z.array(z.object({ label: z.string().describe('The pack; empty: any pack'), waiting: z.number().int() })),
  })
  .meta({ id: 'BackInStockWaiting' });
export type BackInStockWaiting = z.infer<typeof backInStockWaitingSchema>;
