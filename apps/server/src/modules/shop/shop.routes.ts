import { shopInfoSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { PUBLIC } from '../../plugins/openapi.js';

/** The shop's public identity for the top bar, footer and chat links. */
export const shopRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/shop',
      {
        schema: {
          tags: ['shop'],
          operationId: 'getShop',
          summary: "The shop's name, phone and address",
          security: PUBLIC,
          response: { 200: shopInfoSchema },
        },
      },
      () => ({
        name: config.SHOP_NAME,
        phone: config.SHOP_PHONE,
        address: config.SHOP_ADDRESS,
      }),
    );
  };
