import { z } from 'zod';
import type { OrderStatus } from '../constants.js';
import { BUSINESS_BUYER_MESSAGES } from '../business-buyer.js';
import { DELIVERY_MESSAGES, FULFILMENT_TYPES } from '../delivery.js';
import { isIsoDate } from '../shop-time.js';
import { MAX_GIFT_MESSAGE } from '../constants.js';
import { MAX_ID } from '../ids.js';
import { MESSAGES as M } from '../messages.js';
import { isLanguage, LANGUAGES, type Language } from '../language.js';
import { CANCEL_REASON_MAX, ORDER_STEPS } from '../order-workflow.js';
import { ORDER_CHANNELS } from '../order-channels.js';
import { OUTLET_MESSAGES } from '../outlet-messages.js';
import { customerMessageSchema } from './customer-message.schema.js';
import { nameOrMobileQuery, pageQuery } from './list-query.js';
import { notificationStatusSchema } from './notification.schema.js';
import { orderRatingSchema } from './rating.schema.js';
import { adminPaymentSchema, paymentSchema } from './payment.schema.js';
import { ORDER_FORM_MESSAGES } from './order.messages.js';
import { boxChoicesSchema, choicesRequestSchema } from '../assortment.js';

export { ORDER_FORM_MESSAGES } from './order.messages.js';

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
  choices: choicesRequestSchema,
});

const fulfilmentTypeSchema = z.enum(FULFILMENT_TYPES, { error: 'fulfilment.type must be pickup or delivery' });

/**
 * How the customer wants the order: the shape only; `checkFulfilment` has the business checks. A
 * delivery charge sent by the client is not part of it: the server works the charge out.
 */
export const fulfilmentRequestSchema = z
  .object({
    type: fulfilmentTypeSchema,
    address: z.string().max(300, DELIVERY_MESSAGES.addressTooLong).optional(),
    pincode: z.string().max(20, DELIVERY_MESSAGES.pincode).optional(),
    preferredDate: z.string().max(20).optional().describe('YYYY-MM-DD, today up to 14 days ahead in the shop time zone; with a pre-order in the cart, required and inside the window of every pre-order (which may be further ahead)'),
    slot: z
      .string()
      .max(20)
      .optional()
      .describe('The slot of the preferred date (today when none), "HH:MM-HH:MM" as GET /api/slots names it; required when that day has slots for the type'),
  })
  .meta({ id: 'FulfilmentRequest' });
export type FulfilmentRequest = z.infer<typeof fulfilmentRequestSchema>;

export const ORDER_LANGUAGE_MESSAGE = 'language must be en (English) or hi (Hindi)';

/** `POST /api/Notify/OrderTotal`: the shape of an order placement body. Without `fulfilment` the order is a pickup. */
export const cartItemsSchema = z.array(orderLineRequestSchema, { error: M.cartEmpty }).max(200, M.tooManyLines);

/** The outlet an order is taken at; absent: the shop's first (every client from before outlets). */
export const orderOutletIdSchema = z
  .number({ error: OUTLET_MESSAGES.unknown })
  .int(OUTLET_MESSAGES.unknown)
  .positive(OUTLET_MESSAGES.unknown)
  .max(MAX_ID, OUTLET_MESSAGES.unknown)
  .optional()
  .describe("The outlet (GET /api/outlets) it is taken at: its hours, holidays, pickup and delivery area govern the order; absent: the shop's first outlet");

export const placeOrderRequestSchema = z.object({
  cartItems: cartItemsSchema,
  customerName: z.string({ error: M.nameAndPhone }).max(200, M.nameAndPhone),
  customerMobile: z.string({ error: M.nameAndPhone }).max(40, M.nameAndPhone),
  fulfilment: fulfilmentRequestSchema.optional(),
  customerEmail: z
    .union([z.literal(''), z.email({ error: M.customerEmail }).max(254, M.customerEmail)], { error: M.customerEmail })
    .optional()
    .describe('Optional: where the customer also hears of the steps of the order by email'),
  offerCode: z.string().max(40).optional().describe('An offer code; the server alone decides whether it applies (400 `errors.offerCode` when not)'),
  giftMessage: z.string().max(MAX_GIFT_MESSAGE, { error: M.giftMessage }).optional().describe('Kept with the order and printed on the packing slip'),
  buyerGstin: z.string().max(40, BUSINESS_BUYER_MESSAGES.buyerGstin).optional().describe('For a GST invoice to a business: its GSTIN (checked by its check digit)'),
  buyerName: z.string().max(200, BUSINESS_BUYER_MESSAGES.buyerNameTooLong).optional().describe('For a GST invoice to a business: its registered name'),
  language: z
    .custom<Language>(isLanguage, { error: ORDER_LANGUAGE_MESSAGE })
    .optional()
    .describe("The language the customer ordered in, `en` or `hi` (English when left out): the customer's messages, order page, invoice and packing slip use it"),
  outletId: orderOutletIdSchema,
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
    slot: z.string().optional().describe('The slot of the preferred date, "HH:MM-HH:MM"; absent when the order has none'),
    deliveryCharge: z.number().describe('Rupees; included in the order total'),
  })
  .meta({ id: 'Fulfilment' });
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

const STEP_NAMES = ORDER_STEPS.join(', ');

/** The order's step: pending, confirmed, preparing, ready (pickup), out_for_delivery (delivery), completed, cancelled. */
export const orderStepSchema = z.enum(ORDER_STEPS, { error: `status must be one of ${STEP_NAMES}` }).meta({ id: 'OrderStep' });

/** One step the order reached. `by` (the staff member's email) is in staff answers only. */
export const orderHistoryEntrySchema = z
  .object({
    status: orderStepSchema,
    at: z.string().describe('ISO-8601 UTC'),
    by: z.string().optional().describe('Who moved the order (staff answers only)'),
    reason: z.string().optional().describe('Why the order was cancelled; the customer sees it'),
    undo: z.boolean().optional().describe('This entry took the previous step back (Undo)'),
  })
  .meta({ id: 'OrderHistoryEntry' });

/** What every order shape starts with. */
const orderHead = {
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  orderDate: z.string(),
  orderStatus: orderStatusSchema.describe('For old clients: 0 while the order is open, 1 completed, 2 cancelled'),
  status: orderStepSchema,
  history: z.array(orderHistoryEntrySchema).describe('Every step the order reached, oldest first'),
  fulfilment: fulfilmentSchema,
  // Always answered; optional in the type so older fixtures and clients still read as orders.
  offerCode: z.string().nullable().optional().describe('The offer code used, as the offer spells it; null: none'),
  discount: z.number().optional().describe('Rupees the offer took off the items; 0 without one'),
  giftMessage: z.string().nullable().optional().describe('The gift message to print; null: none'),
  language: z.enum(LANGUAGES).optional().describe('The language the order was placed in: en or hi (orders from before languages read en)'),
  channel: z.enum(ORDER_CHANNELS).optional().describe('Where the order was placed: web (the storefront), counter (the shop\'s till) or phone (keyed in by staff)'),
};

/** A line's Hindi name as sold; absent when its product had none. */
const lineNameHi = z.string().optional().describe("The product's Hindi name when the order was placed; absent when it had none");

/** The success-page order plus its status and whether it is paid; money in rupees. */
export const orderViewSchema = z
  .object({
    ...orderHead,
    products: z.array(
      z.object({
        productId: z.number().int().nullable().optional().describe('The product ordered, to order it again; null once it was deleted'),
        name: z.string(),
        nameHi: lineNameHi,
        quantity: z.number().int(),
        variant: z.string(),
        price: z.number(),
        bestBefore: z.string().optional().describe("YYYY-MM-DD: the line's shelf life counted from the day the order is handed over"),
        choices: boxChoicesSchema,
      }),
    ),
    itemsTotal: z.number().describe('What the customer pays: the items less the discount, and the delivery charge'),
    paid: z.boolean().describe('Marked by the shop once it has the money, as on the invoice'),
    rating: orderRatingSchema.optional().describe("The customer's rating of the order, once given"),
    payment: paymentSchema,
    payOnline: z.boolean().describe('The shop takes online payment (Razorpay) for this order now: open and unpaid'),
    accessKey: z.string().optional().describe("The order's access key, answered to the customer signed in with its mobile (for the invoice link)"),
  })
  .meta({ id: 'OrderView' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** The back-office order; money in rupees. `items[].id` is null once the product is deleted. */
export const adminOrderSchema = z
  .object({
    ...orderHead,
    items: z.array(
      z.object({
        id: z.number().int().nullable(),
        name: z.string(),
        nameHi: lineNameHi,
        variant: z.string(),
        quantity: z.number().int(),
        price: z.number(),
        discount: z.number().optional().describe("Rupees staff took off this line at the counter: part of the order's discount"),
        bestBefore: z.string().optional().describe("YYYY-MM-DD, in the order's details: the line's shelf life counted from the day the order is handed over"),
        choices: boxChoicesSchema,
      }),
    ),
    orderTotal: z.number().describe('The items less the discount, and the delivery charge'),
    paid: z.boolean().describe('Paid: marked by staff, or proved by the payment gateway'),
    customerEmail: z.string().optional().describe('Given at checkout, if the customer gave one'),
    payment: adminPaymentSchema,
    placedBy: z.string().nullable().optional().describe('The email of the staff account that placed it (counter and phone orders); null: the customer'),
    outletId: z.number().int().optional().describe('The outlet that takes the order; absent (live events from before outlets): the first'),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One order in the back office, with how its notification to the shop stands on each configured channel, and the customer's rating. */
export const adminOrderDetailsSchema = adminOrderSchema
  .extend({
    notifications: z.array(notificationStatusSchema),
    messages: z.array(customerMessageSchema).describe('What the customer was told, step by step, on each channel'),
    rating: orderRatingSchema.optional().describe("The customer's rating from the order page, once given"),
    sendByHand: z
      .object({
        step: orderStepSchema,
        text: z.string().describe("The step's message in the order's language, as the owner wrote it, filled in"),
        url: z.string().describe('https://wa.me/91XXXXXXXXXX?text=…: opens a WhatsApp chat with the customer, the text typed in'),
      })
      .optional()
      .describe('With neither WhatsApp nor SMS set up: the current step\'s message for staff to send themselves; absent when a channel sends it'),
  })
  .meta({ id: 'AdminOrderDetails' });
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

/**
 * Staff move an order to a step, by name; `1` (completed) and `2` (cancelled) still work for old
 * clients. A reason goes with a cancel only, and the customer reads it.
 */
export const orderStatusChangeSchema = z.object({
  status: z.union([z.literal(1), z.literal(2), z.enum(ORDER_STEPS)], {
    error: `status must be one of ${STEP_NAMES} (or 1 for completed, 2 for cancelled)`,
  }),
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, ORDER_FORM_MESSAGES.reasonTooLong)
    .optional()
    .describe('Why the order is cancelled; shown to the customer'),
  refund: z.boolean().optional().describe('With cancelled (or 2): refund the full amount of a gateway payment (staff confirmed it)'),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const MAX_ORDERS_PAGE = 500;

const dateParam = (name: string) => z.string().refine(isIsoDate, `${name} must be a date like 2026-11-23`).optional();

/** `GET /api/Orders/GetAllOrders?status=&q=&fulfilment=&placedOn=&preferredDate=&limit=&offset=`. */
export const orderListQuerySchema = z.object({
  status: z
    .enum(['0', '1', '2', ...ORDER_STEPS], { error: `status must be 0 (open), 1, 2 or a step: ${STEP_NAMES}` })
    .transform((s) => (/^\d$/.test(s) ? (Number(s) as OrderStatus) : (s as (typeof ORDER_STEPS)[number])))
    .optional()
    .describe('0 every open order, 1 completed, 2 cancelled, or one step by name'),
  q: nameOrMobileQuery,
  fulfilment: fulfilmentTypeSchema.optional(),
  placedOn: dateParam('placedOn').describe('Orders placed that day in the shop time zone (YYYY-MM-DD)'),
  preferredDate: dateParam('preferredDate').describe('Orders the customer asked for on that day (YYYY-MM-DD)'),
  slot: z.string().max(20).optional().describe('Orders in this slot ("HH:MM-HH:MM"); with preferredDate, one slot of one day'),
  channel: z
    .enum(ORDER_CHANNELS, { error: `channel must be ${ORDER_CHANNELS.join(', ')}` })
    .optional()
    .describe('Only the orders placed there: web (the storefront), counter or phone'),
  outlet: z.coerce
    .number({ error: 'outlet must be an outlet id' })
    .int('outlet must be an outlet id')
    .positive('outlet must be an outlet id')
    .max(MAX_ID, 'outlet must be an outlet id')
    .optional()
    .describe("Only this outlet's orders"),
  ...pageQuery(MAX_ORDERS_PAGE),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
