import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notModified } from '../../lib/http/cached-body.js';
import { noContent, problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import { imageBytesSchema, mediaParamsSchema } from './media.schema.js';
import type { MediaService } from './media.service.js';

const doc = routeDoc('media');

export const mediaRoutes =
  (media: MediaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/:id.webp',
      {
        schema: {
          ...doc('getImage', PUBLIC, 'An uploaded image (WebP, cached for a year)'),
          params: mediaParamsSchema,
          produces: ['image/webp'],
          response: { 200: imageBytesSchema, 304: noContent('Not modified: the ETag still matches'), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        const image = await media.find(request.params.id);
        // The id is the hash of the bytes: a URL never changes content.
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (notModified(request, reply, `"${image.id}"`)) return reply.code(304).send(null);
        return reply.type(image.contentType).send(image.bytes);
      },
    );
  };
