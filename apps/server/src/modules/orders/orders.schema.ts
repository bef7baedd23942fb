import { MESSAGES } from '@halwai/domain';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX } from '../idempotency/idempotency.service.js';
import { notificationStatusSchema } from '../notifications/notifications.schema.js';

export const orderStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const placeOrderResponseSchema = z.object({ id: z.number().int(), accessKey: z.string() });

/** Other headers pass through untouched: a headers schema replaces `request.headers` with its output. */
export const placeOrderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .optional(),
});

/** The success-page order (SPEC §3 plus its status); money in rupees. */
export const orderViewSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  orderDate: z.string(),
  orderStatus: orderStatusSchema,
  products: z.array(z.object({ name: z.string(), quantity: z.number().int(), variant: z.string(), price: z.number() })),
  itemsTotal: z.number(),
});

/** The back-office order (SPEC §3); money in rupees. `items[].id` is null once the product is deleted. */
export const adminOrderSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  orderDate: z.string(),
  orderStatus: orderStatusSchema,
  items: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      variant: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
  orderTotal: z.number(),
});

/** One order in the back office, with how its notification to the shop stands on each configured channel. */
export const adminOrderDetailsSchema = adminOrderSchema.extend({ notifications: z.array(notificationStatusSchema) });

/** The public order page's path as typed: a non-numeric id is a missing order (404), not a bad request. */
export const orderLookupParamsSchema = z.object({ id: z.string() });

/** A malformed key reads like a wrong one. */
export const orderLookupQuerySchema = z.object({ key: z.string().optional().catch(undefined) });

export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const MAX_ORDERS_PAGE = 500;

export const orderListQuerySchema = z.object({
  status: z
    .enum(['0', '1', '2'], { error: 'status must be 0, 1 or 2' })
    .transform((s) => Number(s) as 0 | 1 | 2)
    .optional(),
  q: z.string().trim().max(100, MESSAGES.tooLong(100)).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE, `limit must be at most ${MAX_ORDERS_PAGE}`).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
