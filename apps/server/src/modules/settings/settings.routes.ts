import { shopSettingsSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { SettingsService } from './settings.service.js';

const doc = routeDoc('settings');

/** The owner's settings screen: read and save the shop's settings. */
export const settingsRoutes =
  (settings: SettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/settings',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc('getSettings', STAFF, "The shop's settings with each category's HSN code and GST rate"),
          response: { 200: shopSettingsSchema, ...problemResponses(401) },
        },
      },
      () => settings.settings(),
    );

    app.put(
      '/api/admin/settings',
      {
        onRequest: app.requireAdmin,
        schema: {
          ...doc('updateSettings', STAFF, "Save the shop's settings; every page and order uses them at once"),
          body: shopSettingsSchema,
          response: { 200: shopSettingsSchema, ...problemResponses(400, 401) },
        },
      },
      (request) => settings.update(request.body),
    );
  };
