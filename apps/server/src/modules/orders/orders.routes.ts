import {
  adminOrderDetailsSchema,
  adminOrderSchema,
  orderListQuerySchema,
  orderStatusChangeSchema,
  orderViewSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { ORDER_RATE_LIMIT, ORDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import {
  orderIdParamsSchema,
  orderLookupParamsSchema,
  orderLookupQuerySchema,
  placeOrderHeadersSchema,
} from './orders.schema.js';
import type { OrdersService } from './orders.service.js';
import type { PaymentsService } from '../payments/payments.service.js';

const doc = routeDoc('orders');

export const ordersRoutes =
  (orders: OrdersService, payments: Pick<PaymentsService, 'checkRefundRequest' | 'refundOnCancel'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Notify/OrderTotal',
      {
        schema: {
          ...doc('placeOrder', PUBLIC, 'Place an order; the answer carries the access key for reading it back'),
          headers: placeOrderHeadersSchema,
          body: placeOrderRequestSchema,
          response: { 201: placeOrderResponseSchema, ...problemResponses(400, 409, 429) },
        },
        config: { rateLimit: ORDER_RATE_LIMIT },
      },
      async (request, reply) => {
        return reply.code(201).send(await orders.place(request.body, request.headers['idempotency-key']));
      },
    );

    app.get(
      '/get-order/:id',
      {
        schema: {
          // The access key in the query, or a staff token.
          ...doc('getOrder', [{}, ...STAFF], "One order for the success page: needs the order's access key, or a staff token"),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          response: { 200: orderViewSchema, ...problemResponses(404, 429) },
        },
        preHandler: app.readAdmin,
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      (request) => orders.view(request.params.id, request.query.key, request.admin !== null),
    );

    /** A status change, and with `refund: true` a cancelling that refunds the gateway payment in the same transaction. */
    const setStatus = (id: number, { status, refund }: { status: 1 | 2; refund?: boolean }) => {
      payments.checkRefundRequest(status, refund);
      return orders.setStatus(id, status, refund ? payments.refundOnCancel : undefined);
    };

    // Staff routes check the token on request, before the body or query is even looked at.
    app.get(
      '/api/Orders/GetAllOrders',
      {
        schema: {
          ...doc('listOrders', STAFF, 'All orders, newest first; filter by status or by a name or mobile fragment'),
          querystring: orderListQuerySchema,
          response: { 200: z.array(adminOrderSchema), ...problemResponses(400, 401) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.list(request.query),
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
          ...doc('setOrderStatus', STAFF, 'Complete (1) or cancel (2) a pending order; cancelling with refund: true refunds a Razorpay payment in full'),
          params: orderIdParamsSchema,
          body: orderStatusChangeSchema,
          response: { 200: adminOrderSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => setStatus(request.params.id, request.body),
    );
  };
