import { placeOrderRequestSchema, placeOrderResponseSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import { ORDER_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { placeOrderHeadersSchema } from '../orders/orders.schema.js';
import type { PlaceOrder } from './place-order.service.js';

const doc = routeDoc('orders');

/** The storefront's way in to placing an order (the web channel). */
export const placeOrderRoutes =
  (placeOrder: PlaceOrder): FastifyPluginAsyncZod =>
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
      async (request, reply) => reply.code(201).send(await placeOrder.web(request.body, request.headers['idempotency-key'])),
    );
  };
