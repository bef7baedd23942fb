import { contactMessageSchema, contactResponseSchema, contactSchema, handledChangeSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { CONTACT_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { messageIdParamsSchema } from './contact.schema.js';
import type { ContactService } from './contact.service.js';

const doc = routeDoc('contact');

export const contactRoutes =
  (contact: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/get-in-touch',
      {
        schema: {
          ...doc('sendContactMessage', PUBLIC, 'Send the shop a message'),
          body: contactSchema,
          response: { 200: contactResponseSchema, ...problemResponses(400, 429) },
        },
        config: { rateLimit: CONTACT_RATE_LIMIT },
      },
      (request) => contact.receive(request.body),
    );

    // Staff routes check the token on request, before the body is even looked at.
    app.get(
      '/api/admin/messages',
      {
        schema: {
          ...doc('listMessages', STAFF, 'Get-in-touch messages, newest first'),
          response: { 200: z.array(contactMessageSchema), ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      () => contact.list(),
    );

    app.put(
      '/api/admin/messages/:id/handled',
      {
        schema: {
          ...doc('setMessageHandled', STAFF, 'Mark a message handled, or not'),
          params: messageIdParamsSchema,
          body: handledChangeSchema,
          response: { 200: contactMessageSchema, ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => contact.setHandled(request.params.id, request.body.handled),
    );
  };
