import {
  adminOrderDetailsSchema,
  adminOrderSchema,
  orderListQuerySchema,
  orderRatingRequestSchema,
  orderRatingSchema,
  orderStatusChangeSchema,
  orderSlotMoveSchema,
  orderViewSchema,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUSTOMER, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { ORDER_RATE_LIMIT, ORDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import {
  orderIdParamsSchema,
  orderLookupParamsSchema,
  orderLookupQuerySchema,
} from './orders.schema.js';
import type { OrdersService } from './orders.service.js';
import type { OrderRow } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';

const doc = routeDoc('orders');

/** What a cancel with a refund needs from the payments module, which implements it (no import back). */
export interface RefundOnCancel {
  /** Refuses `refund` on any change but a cancel. */
  checkRefundRequest(status: number | string, refund: boolean | undefined): void;
  /** Starts the gateway's refund inside the cancel's transaction. */
  refundOnCancel(trx: Trx, order: OrderRow): Promise<OrderRow>;
}

export const ordersRoutes =
  (orders: OrdersService, payments: RefundOnCancel): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/get-order/:id',
      {
        schema: {
          // The access key in the query, a staff token, or the token of the customer signed in with the order's mobile.
          ...doc(
            'getOrder',
            [{}, ...STAFF, ...CUSTOMER],
            "One order for the success page: needs the order's access key, a staff token, or the token of the customer signed in with its mobile",
          ),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          response: { 200: orderViewSchema, ...problemResponses(404, 429) },
        },
        preHandler: [app.readAdmin, app.readCustomer],
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      (request) => orders.view(request.params.id, request.query.key, request.admin, request.customer?.mobile ?? null),
    );

    app.post(
      '/api/orders/:id/rating',
      {
        schema: {
          ...doc(
            'rateOrder',
            PUBLIC,
            "The customer's star rating of the order, with the order's access key; rating again replaces the earlier one",
          ),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          body: orderRatingRequestSchema,
          response: { 200: orderRatingSchema, ...problemResponses(400, 404, 409, 429) },
        },
        config: { rateLimit: ORDER_RATE_LIMIT },
      },
      (request) => orders.rate(request.params.id, request.query.key, request.body),
    );

    // Staff routes check the token on request, before the body or query is even looked at.
    app.get(
      '/api/Orders/GetAllOrders',
      {
        schema: {
          ...doc('listOrders', STAFF, "All orders, newest first; filter by status, outlet, or a name or mobile fragment. An account limited to some outlets sees only theirs"),
          querystring: orderListQuerySchema,
          response: { 200: z.array(adminOrderSchema), ...problemResponses(400, 401) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.list({ ...request.query, scope: request.admin!.outlets }),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        schema: {
          ...doc('getAdminOrder', STAFF, "One order, with its notification's delivery on each channel"),
          params: orderIdParamsSchema,
          response: { 200: adminOrderDetailsSchema, ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.get(request.params.id),
    );

    app.put(
      '/api/admin/orders/:id/status',
      {
        schema: {
          ...doc(
            'setOrderStatus',
            STAFF,
            'Move an order to a step: pending → confirmed → preparing → ready (pickup) or out_for_delivery (delivery) → completed; ' +
              'steps may be skipped forward, cancelled (with a reason the customer sees) ends any open step. ' +
              '1 and 2 still mean completed and cancelled; cancelling with refund: true refunds a Razorpay payment in full. A step the workflow does not allow answers 409 with the reason.',
          ),
          params: orderIdParamsSchema,
          body: orderStatusChangeSchema,
          response: { 200: adminOrderSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => {
        const { refund, ...change } = request.body;
        payments.checkRefundRequest(change.status, refund);
        return orders.changeOrderStatus(request.params.id, change, request.admin!.email, refund ? payments.refundOnCancel : undefined);
      },
    );

    app.put(
      '/api/admin/orders/:id/slot',
      {
        schema: {
          ...doc(
            'moveOrderSlot',
            STAFF,
            'Move an open order to another pickup or delivery slot, on the same or another day: its place in the old slot is given back and one in the new slot taken. ' +
              'A slot that is not one of that day\'s, or is past, answers 400; a full slot, or a completed or cancelled order, 409.',
          ),
          params: orderIdParamsSchema,
          body: orderSlotMoveSchema,
          response: { 200: adminOrderDetailsSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.moveSlot(request.params.id, request.body),
    );

    app.post(
      '/api/admin/orders/:id/status/undo',
      {
        schema: {
          ...doc(
            'undoOrderStatus',
            STAFF,
            "Undo the order's last step: back to the step before, once, within 10 minutes of it (an undone cancel or completion reopens the order). " +
              'Otherwise 409 with the reason.',
          ),
          params: orderIdParamsSchema,
          response: { 200: adminOrderSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.undoOrderStatus(request.params.id, request.admin!.email),
    );
  };
