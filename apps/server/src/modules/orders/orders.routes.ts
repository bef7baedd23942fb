import { orderStatusChangeSchema, placeOrderRequestSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_RATE_LIMIT, ORDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import {
  adminOrderDetailsSchema,
  adminOrderSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderLookupParamsSchema,
  orderLookupQuerySchema,
  orderViewSchema,
  placeOrderHeadersSchema,
  placeOrderResponseSchema,
} from './orders.schema.js';
import type { OrdersService } from './orders.service.js';

const staff = [{ bearer: [] }];

export const ordersRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Notify/OrderTotal',
      {
        schema: {
          tags: ['orders'],
          summary: 'Place an order; the answer carries the access key for reading it back',
          headers: placeOrderHeadersSchema,
          body: placeOrderRequestSchema,
          response: { 201: placeOrderResponseSchema },
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
          tags: ['orders'],
          summary: "One order for the success page: needs the order's access key, or a staff token",
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          response: { 200: orderViewSchema },
        },
        preHandler: app.readAdmin,
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      (request) => orders.view(request.params.id, request.query.key, request.admin !== null),
    );

    // Staff routes check the token on request, before the body or query is even looked at.
    app.get(
      '/api/Orders/GetAllOrders',
      {
        schema: {
          tags: ['orders'],
          summary: 'All orders, newest first; filter by status or by a name or mobile fragment',
          security: staff,
          querystring: orderListQuerySchema,
          response: { 200: z.array(adminOrderSchema) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.list(request.query),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: "One order, with its notification's delivery on each channel",
          security: staff,
          params: orderIdParamsSchema,
          response: { 200: adminOrderDetailsSchema },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.get(request.params.id),
    );

    app.put(
      '/api/admin/orders/:id/status',
      {
        schema: {
          tags: ['orders'],
          summary: 'Complete (1) or cancel (2) a pending order',
          security: staff,
          params: orderIdParamsSchema,
          body: orderStatusChangeSchema,
          response: { 200: adminOrderSchema },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.setStatus(request.params.id, request.body.status),
    );
  };
