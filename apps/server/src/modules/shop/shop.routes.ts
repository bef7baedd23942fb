import { shopInfoSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, routeDoc } from '../../plugins/openapi.js';
import type { SettingsService } from '../settings/settings.service.js';
import { webManifest } from './web-manifest.js';

const doc = routeDoc('shop');

/** The shop's public identity for the top bar, footer, chat links, minimum order and UPI payment, as the owner set it. */
export const shopRoutes =
  (settings: SettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/shop',
      {
        schema: {
          ...doc('getShop', PUBLIC, "The shop's name, phone, address, hours, registration numbers, UPI ID and minimum order"),
          response: { 200: shopInfoSchema },
        },
      },
      () => settings.shopInfo(),
    );

    // Not part of the API (the browser reads it to install the storefront), so not in its document.
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(webManifest(await settings.shopName()))),
    );
  };
