import { z } from 'zod';
import type { OrderStatus } from '../constants.js';
import { FULFILMENT_TYPES } from '../delivery.js';
import { isIsoDate } from '../shop-time.js';
import { MAX_ID } from '../ids.js';
import { MESSAGES as M } from '../messages.js';
import { notificationStatusSchema } from './notification.schema.js';
import { adminPaymentSchema, paymentSchema } from './payment.schema.js';

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

const fulfilmentTypeSchema = z.enum(FULFILMENT_TYPES, { error: 'fulfilment.type must be pickup or delivery' });

/**
 * How the customer wants the order: the shape only; `checkFulfilment` has the business checks. A
 * delivery charge sent by the client is not part of it: the server works the charge out.
 */
export const fulfilmentRequestSchema = z
  .object({
    type: fulfilmentTypeSchema,
    address: z.string().max(300, 'The delivery address is too long (at most 300 characters)').optional(),
    pincode: z.string().max(20, 'Enter a 6-digit pincode').optional(),
    preferredDate: z.string().max(20).optional().describe('YYYY-MM-DD, today up to 14 days ahead in the shop time zone'),
  })
  .meta({ id: 'FulfilmentRequest' });
export type FulfilmentRequest = z.infer<typeof fulfilmentRequestSchema>;

/** `POST /api/Notify/OrderTotal`: the shape of an order placement body. Without `fulfilment` the order is a pickup. */
export const placeOrderRequestSchema = z.object({
  cartItems: z.array(orderLineRequestSchema, { error: M.cartEmpty }).max(200, M.tooManyLines),
  customerName: z.string({ error: M.nameAndPhone }).max(200, M.nameAndPhone),
  customerMobile: z.string({ error: M.nameAndPhone }).max(40, M.nameAndPhone),
  fulfilment: fulfilmentRequestSchema.optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** The placed order's id and the access key for reading it back. */
export const placeOrderResponseSchema = z.object({ id: z.number().int(), accessKey: z.string() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** Pickup or delivery as the order carries it; money in rupees. Absent fields were not given. */
export const fulfilmentSchema = z
  .object({
    type: fulfilmentTypeSchema,
    address: z.string().optional(),
    pincode: z.string().optional(),
    preferredDate: z.string().optional().describe('YYYY-MM-DD'),
    deliveryCharge: z.number().describe('Rupees; included in the order total'),
  })
  .meta({ id: 'Fulfilment' });
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** What every order shape starts with. */
const orderHead = {
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  orderDate: z.string(),
  orderStatus: orderStatusSchema,
  fulfilment: fulfilmentSchema,
};

/** The success-page order (SPEC §3) plus its status and whether it is paid; money in rupees. */
export const orderViewSchema = z
  .object({
    ...orderHead,
    products: z.array(z.object({ name: z.string(), quantity: z.number().int(), variant: z.string(), price: z.number() })),
    itemsTotal: z.number().describe('What the customer pays: the items and the delivery charge'),
    paid: z.boolean().describe('Marked by the shop once it has the money, as on the invoice'),
    payment: paymentSchema,
    payOnline: z.boolean().describe('The shop takes online payment (Razorpay) for this order now: open and unpaid'),
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
    orderTotal: z.number().describe('The items and the delivery charge'),
    paid: z.boolean().describe('Paid: marked by staff, or proved by the payment gateway'),
    payment: adminPaymentSchema,
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One order in the back office, with how its notification to the shop stands on each configured channel. */
export const adminOrderDetailsSchema = adminOrderSchema
  .extend({ notifications: z.array(notificationStatusSchema) })
  .meta({ id: 'AdminOrderDetails' });
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

/** Staff move a pending order to 1 (Completed) or 2 (Cancelled). */
export const orderStatusChangeSchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  refund: z.boolean().optional().describe('With status 2: refund the full amount of a gateway payment (staff confirmed it)'),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const MAX_ORDERS_PAGE = 500;

const dateParam = (name: string) =>
  z
    .string()
    .refine(isIsoDate, `${name} must be a date like 2026-11-23`)
    .optional();

/** `GET /api/Orders/GetAllOrders?status=&q=&fulfilment=&placedOn=&preferredDate=&limit=&offset=`. */
export const orderListQuerySchema = z.object({
  status: z
    .enum(['0', '1', '2'], { error: 'status must be 0, 1 or 2' })
    .transform((s) => Number(s) as OrderStatus)
    .optional(),
  q: z.string().trim().max(100, M.tooLong(100)).optional(),
  fulfilment: fulfilmentTypeSchema.optional(),
  placedOn: dateParam('placedOn').describe('Orders placed that day in the shop time zone (YYYY-MM-DD)'),
  preferredDate: dateParam('preferredDate').describe('Orders the customer asked for on that day (YYYY-MM-DD)'),
  limit: z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE, `limit must be at most ${MAX_ORDERS_PAGE}`).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
