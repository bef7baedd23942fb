import { notificationsHealthSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { LiveChannel } from './live-channel.js';
import type { NotificationsService } from './notifications.service.js';

const doc = routeDoc('notifications');

export const notificationsRoutes =
  ({ notifications, live, publicUrlSet }: { notifications: NotificationsService; live: LiveChannel; publicUrlSet: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/notifications/health',
      {
        schema: {
          ...doc(
            'getNotificationsHealth',
            STAFF,
            'Per channel: configured?, last delivery, pending, retrying and failed counts, last error; and whether PUBLIC_URL is set',
          ),
          response: { 200: notificationsHealthSchema, ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      async () => ({ ...(await notifications.health()), live: { connectedClients: live.connectedClients }, publicUrlSet }),
    );
  };
