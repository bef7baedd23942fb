import {
  ordersCsvQuerySchema,
  productionListSchema,
  reportDaySchema,
  reportRangeSchema,
  runSheetSchema,
  salesReportSchema,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { ReportsService } from './reports.service.js';

const doc = routeDoc('reports');

/** The owner's figures (sales, the orders as a spreadsheet) and the day's lists for the kitchen and the rider. */
export const reportsRoutes =
  (reports: ReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports/sales',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc(
            'getSalesReport',
            STAFF,
            "Sales over a range of shop days: revenue, orders, cancelled, by day, by hour, top items, by channel and by outlet; to an account limited to outlets, only theirs (totals, `byOutlet`, ratings and today's hours)",
          ),
          querystring: reportRangeSchema,
          response: { 200: salesReportSchema, ...problemResponses(400, 401) },
        },
      },
      (request) => reports.sales(request.query, request.admin!.outlets),
    );

    app.get(
      '/api/admin/reports/production',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc(
            'getProductionList',
            STAFF,
            "The day's production list: packs per item and variant over the open orders due that day (their preferred date, else the day placed)",
          ),
          querystring: reportDaySchema,
          response: { 200: productionListSchema, ...problemResponses(400, 401) },
        },
      },
      (request) => reports.production(request.query, request.admin!.outlets),
    );

    app.get(
      '/api/admin/reports/run-sheet',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc(
            'getRunSheet',
            STAFF,
            "The day's delivery run sheet: open delivery orders due that day by pincode, with address, mobile and the amount to collect",
          ),
          querystring: reportDaySchema,
          response: { 200: runSheetSchema, ...problemResponses(400, 401) },
        },
      },
      (request) => reports.runSheet(request.query, request.admin!.outlets),
    );

    app.get(
      '/api/admin/orders.csv',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc(
            'exportOrdersCsv',
            STAFF,
            "The orders of a range of shop days as CSV (UTF-8 with BOM), one row per order (to an account limited to outlets, only theirs); `lang=hi` for Hindi headers and words; with several outlets, a last column names the outlet",
          ),
          querystring: ordersCsvQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv; charset=utf-8'), ...problemResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
          .send(await reports.ordersCsv(request.query, request.admin!.outlets));
      },
    );
  };
