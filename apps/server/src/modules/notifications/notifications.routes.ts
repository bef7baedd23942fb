import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveChannel } from './live-channel.js';
import { notificationsHealthSchema } from './notifications.schema.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes =
  ({ notifications, live }: { notifications: NotificationsService; live: LiveChannel }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/notifications/health',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Per channel: configured?, last delivery, pending, retrying and failed counts, last error',
          security: [{ bearer: [] }],
          response: { 200: notificationsHealthSchema },
        },
        onRequest: app.requireAdmin,
      },
      async () => ({ ...(await notifications.health()), live: { connectedClients: live.connectedClients } }),
    );
  };
