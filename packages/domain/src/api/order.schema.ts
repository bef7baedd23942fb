import { z } from 'zod';
import type { OrderStatus } from '../constants.js';
import { MAX_ID } from '../ids.js';
import { MESSAGES as M } from '../messages.js';
import { notificationStatusSchema } from './notification.schema.js';

/** `0` Pending, `1` Completed, `2` Cancelled (see `ORDER_STATUS`). */
export const orderStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One cart line as the cart sends it; the server reprices it (`checkOrderRequest` has the business checks). */
export const orderLineRequestSchema = z.object({
  id: z.number({ error: M.invalidRequest }).int().positive().max(MAX_ID),
  name: z.string().max(200).optional(),
  price: z.number({ error: M.invalidRequest }).nonnegative().max(10_000_000),
  selectedWeight: z.string({ error: M.invalidRequest }).max(40),
  quantity: z.number({ error: M.invalidRequest }).int(),
  thumbnail: z.string().max(2048).optional(),
});

/** `POST /api/Notify/OrderTotal`: the shape of an order placement body. */
export const placeOrderRequestSchema = z.object({
  cartItems: z.array(orderLineRequestSchema, { error: M.cartEmpty }).max(200, M.tooManyLines),
  customerName: z.string({ error: M.nameAndPhone }).max(200, M.nameAndPhone),
  customerMobile: z.string({ error: M.nameAndPhone }).max(40, M.nameAndPhone),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** The placed order's id and the access key for reading it back. */
export const placeOrderResponseSchema = z.object({ id: z.number().int(), accessKey: z.string() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** What every order shape starts with. */
const orderHead = {
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  orderDate: z.string(),
  orderStatus: orderStatusSchema,
};

/** The success-page order (SPEC §3) plus its status; money in rupees. */
export const orderViewSchema = z
  .object({
    ...orderHead,
    products: z.array(z.object({ name: z.string(), quantity: z.number().int(), variant: z.string(), price: z.number() })),
    itemsTotal: z.number(),
  })
  .meta({ id: 'OrderView' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** The back-office order (SPEC §3); money in rupees. `items[].id` is null once the product is deleted. */
export const adminOrderSchema = z
  .object({
    ...orderHead,
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
    paid: z.boolean().describe('Marked by the shop by hand once it has the money'),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One order in the back office, with how its notification to the shop stands on each configured channel. */
export const adminOrderDetailsSchema = adminOrderSchema
  .extend({ notifications: z.array(notificationStatusSchema) })
  .meta({ id: 'AdminOrderDetails' });
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

/** Staff move a pending order to 1 (Completed) or 2 (Cancelled). */
export const orderStatusChangeSchema = z.object({ status: z.union([z.literal(1), z.literal(2)]) });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const MAX_ORDERS_PAGE = 500;

/** `GET /api/Orders/GetAllOrders?status=&q=&limit=&offset=`. */
export const orderListQuerySchema = z.object({
  status: z
    .enum(['0', '1', '2'], { error: 'status must be 0, 1 or 2' })
    .transform((s) => Number(s) as OrderStatus)
    .optional(),
  q: z.string().trim().max(100, M.tooLong(100)).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE, `limit must be at most ${MAX_ORDERS_PAGE}`).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
