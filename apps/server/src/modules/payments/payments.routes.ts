import { adminOrderDetailsSchema, parseId, payOnlineResponseSchema, paymentReturnResultSchema, paymentReturnSchema, say } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/problems.js';
import { problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { ORDER_RATE_LIMIT, ORDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { orderIdParamsSchema, orderLookupParamsSchema, orderLookupQuerySchema } from '../orders/orders.schema.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { PaymentsService } from './payments.service.js';

const doc = routeDoc('payments');

/** The customer's online payment of an order (access-key rule, as the order page) and staff's refund retry. */
export const paymentsRoutes =
  (orders: OrdersService, payments: PaymentsService, publicUrl: string | null): FastifyPluginAsyncZod =>
  async (app) => {
    /** Online payment off: the calls answer as a missing order would. */
    const checkedOrder = async (rawId: string, key: string | undefined) => {
      if (!payments.enabled) throw notFound(say('common.orderNotFound', parseId(rawId) ?? rawId));
      return orders.view(rawId, key, null);
    };

    app.post(
      '/api/orders/:id/pay',
      {
        schema: {
          ...doc('payOrderOnline', PUBLIC, "Where to pay the order online (a Razorpay Payment Link, reused while open): needs the order's access key"),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          response: { 200: payOnlineResponseSchema, ...problemResponses(404, 409, 429, 503) },
        },
        config: { rateLimit: ORDER_RATE_LIMIT },
      },
      async (request) => {
        const order = await checkedOrder(request.params.id, request.query.key);
        const origin = publicUrl ?? `${request.protocol}://${request.host}`;
        const back = `${origin}/order/${order.id}?key=${encodeURIComponent(request.query.key ?? '')}`;
        return payments.payLink(order.id, back);
      },
    );

    app.post(
      '/api/orders/:id/payment-return',
      {
        schema: {
          ...doc(
            'confirmPaymentReturn',
            PUBLIC,
            "The customer's return from the payment page, with the query Razorpay added; the order changes only on a valid razorpay_signature",
          ),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          body: paymentReturnSchema,
          response: { 200: paymentReturnResultSchema, ...problemResponses(400, 404, 429) },
        },
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      async (request) => {
        const order = await checkedOrder(request.params.id, request.query.key);
        return payments.confirmReturn(order.id, request.body);
      },
    );

    app.post(
      '/api/admin/orders/:id/refund',
      {
        schema: {
          ...doc('retryRefund', STAFF, 'Ask Razorpay again for the refund of a cancelled order it refused or could not be reached for'),
          params: orderIdParamsSchema,
          response: { 200: adminOrderDetailsSchema, ...problemResponses(401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => {
        await orders.get(request.params.id); // 404 for a missing order
        await payments.retryRefund(request.params.id);
        return orders.get(request.params.id);
      },
    );
  };
