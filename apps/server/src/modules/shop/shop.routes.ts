import { shopInfoSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { PUBLIC, routeDoc } from '../../plugins/openapi.js';

const doc = routeDoc('shop');

/** The shop's public identity for the top bar, footer and chat links. */
export const shopRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/shop',
      {
        schema: {
          ...doc('getShop', PUBLIC, "The shop's name, phone and address"),
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
