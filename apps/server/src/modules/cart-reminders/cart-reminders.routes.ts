import { cartReminderAnswerSchema, cartReminderRequestSchema, savedCartSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import { CART_REMINDER_RATE_LIMIT, ORDER_READ_RATE_LIMIT as CART_REMINDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import type { CartRemindersService } from './cart-reminders.service.js';

const doc = routeDoc('cart');

/** The checkout's "remind me" box, and the link of its reminder. */
export const cartRemindersRoutes =
  (reminders: CartRemindersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/carts/reminder',
      {
        schema: {
          ...doc(
            'requestCartReminder',
            PUBLIC,
            'Keep the cart and remind the mobile once, after the delay the owner set, on WhatsApp (else SMS), unless it orders first or replied STOP. ' +
              'One waiting reminder per mobile: a new request replaces its cart under a new token. 409 `cartReminder.off` when the shop sends none (`cartReminder` false in GET /api/shop); ' +
              '429 after 5 carts from one mobile in a day',
          ),
          body: cartReminderRequestSchema,
          response: { 201: cartReminderAnswerSchema, ...problemResponses(400, 409, 429) },
        },
        config: { rateLimit: CART_REMINDER_RATE_LIMIT },
      },
      async (request, reply) => reply.code(201).send(await reminders.request(request.body)),
    );

    app.delete(
      '/api/carts/reminder/:token',
      {
        schema: {
          ...doc(
            'withdrawCartReminder',
            PUBLIC,
            'The customer unticked the box: the reminder of this cart, if not sent yet, will not be. 204 whatever the token',
          ),
          params: z.object({ token: z.string().max(100) }),
          response: { 204: noContent('Withdrawn, or nothing to withdraw'), ...problemResponses(429) },
        },
        config: { rateLimit: CART_REMINDER_RATE_LIMIT },
      },
      async (request, reply) => {
        await reminders.withdraw(request.params.token);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/carts/reminder/:token',
      {
        schema: {
          ...doc(
            'getSavedCart',
            PUBLIC,
            "A reminder's saved cart: its lines still sold, for 7 days; 404 after, or for a wrong token",
          ),
          params: z.object({ token: z.string().max(100) }),
          response: { 200: savedCartSchema, ...problemResponses(404) },
        },
        config: { rateLimit: CART_REMINDER_READ_RATE_LIMIT },
      },
      (request) => reminders.savedCart(request.params.token),
    );
  };
