import { feedAddressesSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedBody } from '../../lib/http/cached-body.js';
import { noContent, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import type { FeedsService } from './feeds.service.js';

const doc = routeDoc('feeds');

export const feedsRoutes =
  (feeds: FeedsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/feeds/google.xml',
      {
        schema: {
          ...doc(
            'getGoogleFeed',
            PUBLIC,
            "Every item's packs as Google Merchant Center's product feed (RSS 2.0, g: namespace), with ETag / 304",
          ),
          description:
            'One item per pack: id (product and pack), item_group_id (the product), title, description, link, a JPEG of at ' +
            'least 500 × 500 px, price and sale_price ("300.00 INR"), availability, condition, brand, google_product_category, ' +
            'gtin or identifier_exists. Items without such a picture are left out. Follows the catalogue.',
          produces: ['application/xml'],
          response: { 200: z.string(), 304: noContent('Not modified: the ETag still matches') },
        },
      },
      async (request, reply) => sendCachedBody(request, reply, await feeds.feed('google', request), 'application/xml; charset=utf-8'),
    );

    app.get(
      '/feeds/meta.csv',
      {
        schema: {
          ...doc('getMetaFeed', PUBLIC, "The same items as Meta's catalogue data feed (CSV), for the WhatsApp Business catalogue, with ETag / 304"),
          description:
            'Columns: id, title, description, availability, condition, price, link, image_link, brand, sale_price, item_group_id.',
          produces: ['text/csv'],
          response: { 200: z.string(), 304: noContent('Not modified: the ETag still matches') },
        },
      },
      async (request, reply) => sendCachedBody(request, reply, await feeds.feed('meta', request), 'text/csv; charset=utf-8'),
    );

    app.get(
      '/api/admin/feeds',
      {
        schema: {
          ...doc('getFeedAddresses', STAFF, "The product feeds' absolute addresses, to paste into Merchant Center and Commerce Manager"),
          response: { 200: feedAddressesSchema, ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      (request) => feeds.addresses(request),
    );
  };
