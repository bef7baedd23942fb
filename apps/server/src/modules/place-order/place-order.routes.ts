import {
  phoneOrderRequestSchema,
  phoneOrderResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  DomainError,
  MESSAGES,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { InFlightLimit } from '../../lib/in-flight-limit.js';
import { ORDER_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { phoneOrderHeadersSchema, placeOrderHeadersSchema } from '../orders/orders.schema.js';
import type { PlaceOrder } from './place-order.service.js';

const doc = routeDoc('orders');

/** When a refused order may be sent again: orders take tens of milliseconds each, so a second frees places. */
export const ORDER_BUSY_RETRY_AFTER_S = 1;

const busy = (): never => {
  throw new DomainError('unavailable', MESSAGES.orderBusy, undefined, ORDER_BUSY_RETRY_AFTER_S);
};

/** The ways in to placing an order from outside the counter: the storefront (web) and staff taking a call (phone). */
export const placeOrderRoutes =
  (placeOrder: PlaceOrder, inFlight: InFlightLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/Notify/OrderTotal',
      {
        schema: {
          ...doc('placeOrder', PUBLIC, 'Place an order; the answer carries the access key for reading it back'),
          headers: placeOrderHeadersSchema,
          body: placeOrderRequestSchema,
          response: { 201: placeOrderResponseSchema, ...problemResponses(400, 409, 429, 503) },
        },
        config: { rateLimit: ORDER_RATE_LIMIT },
      },
      async (request, reply) =>
        reply.code(201).send(await inFlight.run(() => placeOrder.web(request.body, request.headers['idempotency-key']), busy)),
    );

    app.post(
      '/api/admin/orders',
      {
        schema: {
          ...doc(
            'placePhoneOrder',
            STAFF,
            "Key in a caller's order (channel phone): the storefront's rules, priced at today's prices, paid on delivery or pickup; the customer gets the order's link by message. The owner only",
          ),
          headers: phoneOrderHeadersSchema,
          body: phoneOrderRequestSchema,
          response: { 201: phoneOrderResponseSchema, ...problemResponses(400, 401, 403, 409, 503) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await inFlight.run(() => placeOrder.phone(request.body, request.staff!, request.headers['idempotency-key']), busy)),
    );
  };
