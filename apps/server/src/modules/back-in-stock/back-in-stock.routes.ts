import { backInStockAcceptedSchema, backInStockRequestSchema, backInStockWaitingSchema, MAX_ID } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { BACK_IN_STOCK_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { productIdParamsSchema } from '../products/products.schema.js';
import type { BackInStockService } from './back-in-stock.service.js';

const doc = routeDoc('back-in-stock');

export const backInStockRoutes =
  (backInStock: BackInStockService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/products/:id/notify',
      {
        schema: {
          ...doc(
            'askBackInStock',
            PUBLIC,
            "One WhatsApp (else SMS) message to this mobile when the sold-out item, or its pack, is back at the outlet the customer shops at (`outletId`, else the shop's first): that outlet's stock is what is waited for, and another outlet's restock tells nothing. The same 202 whether or not the mobile asked before; an unknown or closed outlet is refused at `outletId`",
          ),
          params: productIdParamsSchema,
          body: backInStockRequestSchema,
          response: { 202: backInStockAcceptedSchema, ...problemResponses(400, 404, 429) },
        },
        config: { rateLimit: BACK_IN_STOCK_RATE_LIMIT },
      },
      async (request, reply) => {
        await backInStock.ask(request.params.id, request.body);
        return reply.code(202).send({ accepted: true });
      },
    );

    app.get(
      '/api/admin/back-in-stock',
      {
        schema: {
          ...doc('listBackInStockWaiting', STAFF, 'How many customers wait to hear that an item is back, per item and pack'),
          querystring: z.object({ productId: z.coerce.number().int().positive().max(MAX_ID).optional() }),
          response: { 200: z.array(backInStockWaitingSchema), ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      (request) => backInStock.waiting(request.query.productId),
    );
  };
