import { z } from 'zod';
import { isIsoDate } from '../shop-time.js';
import { OFFER_MESSAGES as M, OFFER_TYPES, offerMoment } from '../offers.js';
import { cartItemsSchema } from './order.schema.js';

const isMoment = (text: string) =>
  isIsoDate(text.slice(0, 10)) && (text.length === 10 || /^T([01]\d|2[0-3]):[0-5]\d$/.test(text.slice(10)));

const moment = z
  .string({ error: M.dateTime })
  .trim()
  .refine(isMoment, M.dateTime)
  .nullish()
  .transform((v) => v || null)
  .describe("YYYY-MM-DD or YYYY-MM-DDTHH:MM in the shop's time zone; a date alone starts at its first minute and ends at its last");

const uses = z.number({ error: M.maxUses }).int(M.maxUses).min(1, M.maxUses).max(1_000_000, M.maxUses).nullish().transform((v) => v ?? null);

/** `POST /api/admin/offers`, `PUT /api/admin/offers/{id}`: an offer as staff write it; money in rupees. */
export const offerInputSchema = z
  .object({
    code: z.string({ error: M.code }).trim().regex(/^[A-Za-z0-9_-]{2,30}$/, M.code).describe('Case-insensitive'),
    type: z.enum(OFFER_TYPES, { error: 'type must be percent or flat' }),
    value: z.number({ error: 'Enter the value' }).describe('Percent (1–100) or rupees'),
    minOrder: z.number({ error: M.minOrder }).min(0, M.minOrder).max(1_000_000, M.minOrder).nullish().transform((v) => v ?? null),
    startsAt: moment,
    endsAt: moment,
    maxUses: uses,
    maxUsesPerMobile: uses,
    active: z.boolean().default(true),
  })
  .superRefine((offer, ctx) => {
    if (offer.type === 'percent' && (!Number.isInteger(offer.value) || offer.value < 1 || offer.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.percent });
    if (offer.type === 'flat' && (offer.value < 1 || offer.value > 100_000 || Math.abs(offer.value * 100 - Math.round(offer.value * 100)) > 1e-6))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.flat });
    if (offer.startsAt && offer.endsAt && offerMoment(offer.endsAt, 'end') <= offerMoment(offer.startsAt, 'start'))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endsBeforeStart });
  });
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferForm = z.output<typeof offerInputSchema>;

/** An offer as staff read it, with how many orders used it. */
export const offerSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(OFFER_TYPES),
    value: z.number(),
    minOrder: z.number().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxUses: z.number().nullable(),
    maxUsesPerMobile: z.number().nullable(),
    active: z.boolean(),
    uses: z.number().int().describe('Orders that used it (a cancelled order gives its use back)'),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/** `POST /api/offers/check`: what the cart asks before ordering. */
export const offerCheckRequestSchema = z.object({
  offerCode: z.string().max(40),
  cartItems: cartItemsSchema,
  customerMobile: z.string().max(40).optional(),
});
export type OfferCheckRequest = z.infer<typeof offerCheckRequestSchema>;

/** The saving the code gives on this cart (rupees); a broken rule answers 400 with `errors.offerCode`. */
export const offerCheckResponseSchema = z.object({ offerCode: z.string(), discount: z.number() });
export type OfferCheckResponse = z.infer<typeof offerCheckResponseSchema>;
