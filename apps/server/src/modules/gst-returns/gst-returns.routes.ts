import { gstReturnCsvQuerySchema, gstReturnQuerySchema, gstr1Schema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { GstReturnsService } from './gst-returns.service.js';

const doc = routeDoc('reports');

/** The monthly GST return for the owner's accountant: as the offline tool's JSON, and as its CSV files. */
export const gstReturnsRoutes =
  (returns: GstReturnsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports/gstr1',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc(
            'getGstReturn',
            STAFF,
            "A month's GSTR-1 in the JSON layout the GST portal's offline tool imports; cancelled invoices add nothing. `gstin`: the shop's (left out) or an outlet's own; an account limited to outlets asks only for its outlets' GSTINs (left out: its first outlet's; any other is 400 at `gstin`) and gets only its outlets' invoices and credit notes",
          ),
          querystring: gstReturnQuerySchema,
          response: { 200: gstr1Schema, ...problemResponses(400, 401) },
        },
      },
      async (request, reply) =>
        reply
          .header('Content-Disposition', `inline; filename="gstr1-${request.query.month}.json"`)
          .send(await returns.gstr1(request.query.month, request.query.gstin, request.admin!.outlets)),
    );

    app.get(
      '/api/admin/reports/gstr1.csv',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc(
            'exportGstReturnCsv',
            STAFF,
            "One section of a month's GSTR-1 (b2b, b2cl, b2cs, cdnr, cdnur, hsn or docs) as the offline tool's CSV template; `gstin` and an account limited to outlets as for the JSON",
          ),
          querystring: gstReturnCsvQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv; charset=utf-8'), ...problemResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const { month, section, gstin } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="gstr1-${month}-${section}.csv"`)
          .send(await returns.gstr1Csv(month, section, gstin, request.admin!.outlets));
      },
    );
  };
