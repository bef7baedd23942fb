import { customerMessageSchema, MAX_ID } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { CustomerMessagesService } from './customer-messages.service.js';

const doc = routeDoc('orders');
const id = z.coerce.number().int().positive().max(MAX_ID);

/** Staff send a failed customer message again. */
export const customerMessagesRoutes =
  (messages: CustomerMessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/orders/:id/messages/:messageId/retry',
      {
        schema: {
          ...doc('resendCustomerMessage', STAFF, 'Send a failed message to the customer again, on its channel'),
          params: z.object({ id, messageId: id }),
          response: { 200: customerMessageSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => messages.sendAgain(request.params.id, request.params.messageId),
    );
  };
