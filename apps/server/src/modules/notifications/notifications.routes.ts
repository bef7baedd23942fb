import { notificationsHealthSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses, STAFF } from '../../plugins/openapi.js';
import type { LiveChannel } from './live-channel.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes =
  ({ notifications, live }: { notifications: NotificationsService; live: LiveChannel }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/notifications/health',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'getNotificationsHealth',
          summary: 'Per channel: configured?, last delivery, pending, retrying and failed counts, last error',
          security: STAFF,
          response: { 200: notificationsHealthSchema, ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      async () => ({ ...(await notifications.health()), live: { connectedClients: live.connectedClients } }),
    );
  };
