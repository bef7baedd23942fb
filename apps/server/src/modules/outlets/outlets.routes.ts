import { outletIdSchema, outletInputSchema, outletSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { OutletsService } from './outlets.service.js';

const doc = routeDoc('outlets');
const params = z.object({ id: outletIdSchema });

/** The owner's outlets: each with its own hours, holidays, pickup, delivery area, GSTIN and email. */
export const outletsRoutes =
  (outlets: OutletsService): FastifyPluginAsyncZod =>
  async (app) => {
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
  };
