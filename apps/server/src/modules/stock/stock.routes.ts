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
            "Set a product's stock at one outlet (absent: the account's first, else the shop's first) in its own unit (null: not counted, at any outlet; only for an account that sees every outlet); kept in its history. An account limited to outlets sets only theirs (400 at `outletId`). `stock` answers the total over the outlets",
          ),
          params,
          body: stockChangeSchema,
          response: { 200: z.object({ id: z.number(), stock: z.number().nullable() }), ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.set(request.params.id, request.body.stock, request.body.reason, request.admin!, request.body.outletId),
    );

    app.get(
      '/api/admin/products/:id/stock-history',
      {
        schema: {
          ...doc('getStockHistory', STAFF, "Every change of a product's stock, newest first: who, when, where, before → after, why; to an account limited to outlets, only theirs"),
          params,
          response: { 200: z.array(stockHistoryEntrySchema), ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.history(request.params.id, request.admin!.outlets),
    );

    app.post(
      '/api/admin/transfers',
      {
        schema: {
          ...doc(
            'transferStock',
            STAFF,
            'Move counted stock from one outlet to another, each quantity in its product\'s unit: all of it or, when `from` has too little of a line, none (409). An account limited to outlets moves stock only from one of its own (400 at `from`), to any outlet',
          ),
          body: stockTransferSchema,
          response: { 200: stockTransferResultSchema, ...problemResponses(400, 401, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.transfer(request.body, request.admin!),
    );

    app.get(
      '/api/admin/stock/low',
      {
        schema: {
          ...doc('getLowStock', STAFF, 'Counted products with 5 packs or fewer left, fewest first (the dashboard): with several open outlets, one row per product and outlet it runs low at (outlets that never held it are left out), only the account\'s outlets for an account limited to some; with one, the product\'s total'),
          response: { 200: z.array(lowStockItemSchema), ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => stock.low(request.admin!.outlets),
    );
  };
