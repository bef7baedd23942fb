import { lowStockItemSchema, MAX_ID, stockChangeSchema, stockHistoryEntrySchema, stockTransferResultSchema, stockTransferSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { StockService } from './stock.service.js';

const doc = routeDoc('stock');
const params = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const stockRoutes =
  (stock: StockService): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/admin/products/:id/stock',
      {
        schema: {
          ...doc(
            'setStock',
            STAFF,
            "Set a product's stock at one outlet (absent: the first) in its own unit (null: not counted, at any outlet); kept in its history. `stock` answers the total over the outlets",
          ),
          params,
          body: stockChangeSchema,
          response: { 200: z.object({ id: z.number(), stock: z.number().nullable() }), ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.set(request.params.id, request.body.stock, request.body.reason, request.admin!.email, request.body.outletId),
    );

    app.get(
      '/api/admin/products/:id/stock-history',
      {
        schema: {
          ...doc('getStockHistory', STAFF, "Every change of a product's stock, newest first: who, when, before → after, why"),
          params,
          response: { 200: z.array(stockHistoryEntrySchema), ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.history(request.params.id),
    );

    app.post(
      '/api/admin/transfers',
      {
        schema: {
          ...doc(
            'transferStock',
            STAFF,
            'Move counted stock from one outlet to another, each quantity in its product\'s unit: all of it or, when `from` has too little of a line, none (409)',
          ),
          body: stockTransferSchema,
          response: { 200: stockTransferResultSchema, ...problemResponses(400, 401, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.transfer(request.body, request.admin!.email),
    );

    app.get(
      '/api/admin/stock/low',
      {
        schema: {
          ...doc('getLowStock', STAFF, 'Counted products with 5 packs or fewer left, fewest first (the dashboard)'),
          response: { 200: z.array(lowStockItemSchema), ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      () => stock.low(),
    );
  };
