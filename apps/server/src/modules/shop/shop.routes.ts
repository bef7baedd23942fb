import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

/** The shop's public identity for the top bar, footer and chat links. */
export const shopRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/shop', { schema: { tags: ['shop'] } }, () => ({
      name: config.SHOP_NAME,
      phone: config.SHOP_PHONE,
      address: config.SHOP_ADDRESS,
    }));
  };
