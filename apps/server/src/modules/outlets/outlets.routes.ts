import { counterOutletSchema, outletIdSchema, outletInputSchema, outletSchema, publicOutletSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedBody, sendCachedBody, type CachedBody } from '../../lib/http/cached-body.js';
import { noContent, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { OutletsService } from './outlets.service.js';

const doc = routeDoc('outlets');
const params = z.object({ id: outletIdSchema });

/** The owner's outlets: each with its own hours, holidays, pickup, delivery area, GSTIN and email. */
export const outletsRoutes =
  (outlets: OutletsService): FastifyPluginAsyncZod =>
  async (app) => {
    // The last answer's body, kept while the outlets read the same: a repeat costs no hashing or compressing.
    let last: { json: string; body: CachedBody } | null = null;
    const bodyOf = (json: string) => (last?.json === json ? last.body : (last = { json, body: cachedBody(json) }).body);

    app.get(
      '/api/outlets',
      {
        schema: {
          ...doc(
            'listCustomerOutlets',
            PUBLIC,
            "The outlets a customer can order from, the first one first: each one's hours, holidays, pickup and delivery area as they govern its orders, with ETag / 304",
          ),
          response: { 200: z.array(publicOutletSchema), 304: noContent('Not modified: the ETag still matches') },
        },
      },
      async (request, reply) => sendCachedBody(request, reply, bodyOf(JSON.stringify(await outlets.forCustomers()))),
    );

    app.get(
      '/api/admin/outlets',
      {
        schema: {
          ...doc('listOutlets', STAFF, 'Every outlet, the first one first; a field left null is the shop\'s own (Settings)'),
          response: { 200: z.array(outletSchema), ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      () => outlets.list(),
    );

    app.post(
      '/api/admin/outlets',
      {
        schema: {
          ...doc('createOutlet', STAFF, 'Add an outlet'),
          body: outletInputSchema,
          response: { 201: outletSchema, ...problemResponses(400, 401) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => reply.code(201).send(await outlets.create(request.body)),
    );

    app.put(
      '/api/admin/outlets/:id',
      {
        schema: {
          ...doc('updateOutlet', STAFF, 'Change an outlet'),
          params,
          body: outletInputSchema,
          response: { 200: outletSchema, ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => outlets.update(request.params.id, request.body),
    );

    app.get(
      '/api/counter/outlets',
      {
        schema: {
          ...doc(
            'listCounterOutlets',
            STAFF,
            "The shop's open outlets, each marked whether the account works there: a shift opens at one of its own",
          ),
          response: { 200: z.array(counterOutletSchema), ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      (request) => outlets.forCounter(request.staff!.outlets),
    );
  };
