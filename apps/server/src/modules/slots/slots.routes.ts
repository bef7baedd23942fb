import { slotPlacesSchema, slotsQuerySchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import type { SlotsService } from './slots.service.js';

const doc = routeDoc('slots');

/** The cart's question: which slots of a day can still take an order. */
export const slotsRoutes =
  (slots: SlotsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/slots',
      {
        schema: {
          ...doc(
            'listSlots',
            PUBLIC,
            "A day's pickup or delivery slots that can still be chosen at an outlet (`outlet`; absent: the shop's first), in time order, with the places left there: each outlet's places fill apart, slots whose end has come in the shop's time zone are left out, and a day the outlet is closed (its hours and holidays) has none. An unknown or closed outlet is refused at `outlet`. Never cached: places change with every order",
          ),
          querystring: slotsQuerySchema,
          response: { 200: z.array(slotPlacesSchema), ...problemResponses(400) },
        },
      },
      async (request, reply) => reply.header('Cache-Control', 'no-store').send(await slots.open(request.query)),
    );
  };
