import { invoiceSchema, orderPaymentSchema, orderPaymentStateSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import { ORDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { orderIdParamsSchema, orderLookupParamsSchema, orderLookupQuerySchema } from '../orders/orders.schema.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { InvoicesService } from './invoices.service.js';

const doc = routeDoc('invoices');

/** An order's GST tax invoice, for whoever may see the order: its access key, or a staff token. */
export const invoicesRoutes =
  (orders: OrdersService, invoices: InvoicesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/orders/:id/invoice',
      {
        schema: {
          ...doc('getInvoice', [{}, ...STAFF], "An order's GST tax invoice: needs the order's access key, or a staff token"),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          response: { 200: invoiceSchema, ...problemResponses(404, 429) },
        },
        preHandler: app.readAdmin,
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      async (request) => {
        // The same check, and the same 404, as the order page.
        const order = await orders.view(request.params.id, request.query.key, request.admin);
        return invoices.invoice(order.id);
      },
    );

    app.get(
      '/api/orders/:id/invoice.pdf',
      {
        schema: {
          ...doc('getInvoicePdf', [{}, ...STAFF], "An order's GST tax invoice as an A4 PDF: needs the order's access key, or a staff token"),
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('The invoice, application/pdf'), ...problemResponses(404, 429) },
        },
        preHandler: app.readAdmin,
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      async (request, reply) => {
        const order = await orders.view(request.params.id, request.query.key, request.admin);
        const { fileName, content } = await invoices.pdf(order.id);
        return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`).send(content);
      },
    );

    app.put(
      '/api/admin/orders/:id/payment',
      {
        schema: {
          ...doc(
            'setOrderPayment',
            STAFF,
            'Mark an order paid (how: upi, card, netbanking, wallet, cash or qr, the default; an optional reference) or unpaid, by hand',
          ),
          params: orderIdParamsSchema,
          body: orderPaymentSchema,
          response: { 200: orderPaymentStateSchema, ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => orders.setPaid(request.params.id, request.body, request.admin!.email),
    );
  };
