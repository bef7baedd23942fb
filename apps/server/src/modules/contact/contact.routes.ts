import { contactSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { contactMessageSchema, contactResponseSchema, handledBodySchema, messageIdParamsSchema } from './contact.schema.js';
import type { ContactService } from './contact.service.js';

const staff = [{ bearer: [] }];

export const contactRoutes =
  (contact: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/get-in-touch',
      {
        schema: {
          tags: ['contact'],
          summary: 'Send the shop a message',
          body: contactSchema,
          response: { 200: contactResponseSchema },
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
          tags: ['contact'],
          summary: 'Get-in-touch messages, newest first',
          security: staff,
          response: { 200: z.array(contactMessageSchema) },
        },
        onRequest: app.requireAdmin,
      },
      () => contact.list(),
    );

    app.put(
      '/api/admin/messages/:id/handled',
      {
        schema: {
          tags: ['contact'],
          security: staff,
          params: messageIdParamsSchema,
          body: handledBodySchema,
          response: { 200: contactMessageSchema },
        },
        onRequest: app.requireAdmin,
      },
      (request) => contact.setHandled(request.params.id, request.body.handled),
    );
  };
