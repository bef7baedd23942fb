import { MAX_ID, offerCheckRequestSchema, offerCheckResponseSchema, offerInputSchema, offerSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { ORDER_RATE_LIMIT } from '../../plugins/rate-limits.js';
import type { OffersService } from './offers.service.js';

const doc = routeDoc('offers');
const params = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const offersRoutes =
  (offers: OffersService, check: (request: z.infer<typeof offerCheckRequestSchema>) => Promise<z.infer<typeof offerCheckResponseSchema>>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/offers',
      {
        schema: { ...doc('listOffers', STAFF, 'Every offer code, newest first'), response: { 200: z.array(offerSchema), ...problemResponses(401) } },
        onRequest: app.requireAdmin,
      },
      () => offers.list(),
    );

    app.post(
      '/api/admin/offers',
      {
        schema: {
          ...doc('createOffer', STAFF, 'Add an offer code (percent or flat; optional minimum, dates, use limits)'),
          body: offerInputSchema,
          response: { 201: offerSchema, ...problemResponses(400, 401, 409) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => reply.code(201).send(await offers.create(request.body)),
    );

    app.put(
      '/api/admin/offers/:id',
      {
        schema: {
          ...doc('updateOffer', STAFF, 'Change an offer code'),
          params,
          body: offerInputSchema,
          response: { 200: offerSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => offers.update(request.params.id, request.body),
    );

    app.delete(
      '/api/admin/offers/:id',
      {
        schema: {
          ...doc('deleteOffer', STAFF, 'Delete an offer code (orders keep the code they used)'),
          params,
          response: { 204: noContent('Deleted'), ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => {
        await offers.remove(request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/offers/check',
      {
        schema: {
          ...doc('checkOffer', PUBLIC, 'The saving an offer code gives on this cart, before ordering (400 `errors.offerCode` when it does not apply)'),
          body: offerCheckRequestSchema,
          response: { 200: offerCheckResponseSchema, ...problemResponses(400, 409, 429) },
        },
        config: { rateLimit: ORDER_RATE_LIMIT },
      },
      (request) => check(request.body),
    );
  };
