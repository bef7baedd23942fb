import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notModified } from '../../lib/http/cached-body.js';
import { noContent, problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import { imageBytesSchema, mediaParamsSchema, mediaQuerySchema } from './media.schema.js';
import type { MediaService, Picture } from './media.service.js';

const doc = routeDoc('media');

/** Whether an Accept header names AVIF (and does not refuse it with q=0); `*\/*` alone is not enough. */
export function acceptsAvif(accept: string | undefined): boolean {
  if (!accept?.includes('image/avif')) return false;
  return accept.split(',').some((entry) => {
    const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/avif' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

export const mediaRoutes =
  (media: MediaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/:id.webp',
      {
        schema: {
          ...doc('getImage', PUBLIC, 'An uploaded image (WebP, cached for a year), or one of its fixed widths as WebP or AVIF'),
          description:
            'Without `w`: the stored WebP (at most 1200 px wide), as it was uploaded. With `w`: the picture at that width, ' +
            'never enlarged (a width at or above the stored one gives the stored size); the answer varies by `Accept`: ' +
            'AVIF when the client lists image/avif and the AVIF is smaller, else WebP. Pages use these widths in `srcset`.',
          params: mediaParamsSchema,
          querystring: mediaQuerySchema,
          produces: ['image/webp', 'image/avif'],
          response: {
            200: imageBytesSchema,
            304: noContent('Not modified: the ETag still matches'),
            ...problemResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { w } = request.query;
        let picture: Picture;
        if (w === undefined) {
          picture = await media.find(request.params.id);
        } else {
          picture = await media.variant(request.params.id, w, acceptsAvif(request.headers.accept));
          reply.header('Vary', 'Accept');
        }
        // The id is the hash of the stored bytes and a variant is made from them alone: a URL never changes content.
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (notModified(request, reply, picture.etag)) return reply.code(304).send(null);
        return reply.type(picture.contentType).send(picture.bytes);
      },
    );

    app.get(
      '/media/:id.jpg',
      {
        schema: {
          ...doc('getImageJpeg', PUBLIC, 'An uploaded image as a square JPEG of at least 500 px (cached for a year), for product feeds'),
          description:
            'The same picture as `/media/{id}.webp`, never enlarged, on a white square canvas whose side is its longer side ' +
            '(at least 500 px), as JPEG: the form Google Merchant Center and Meta catalogues read. The product feeds link to it.',
          params: mediaParamsSchema,
          produces: ['image/jpeg'],
          response: { 200: imageBytesSchema, 304: noContent('Not modified: the ETag still matches'), ...problemResponses(404) },
        },
      },
      async (request, reply) => {
        const picture = await media.jpeg(request.params.id);
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (notModified(request, reply, picture.etag)) return reply.code(304).send(null);
        return reply.type(picture.contentType).send(picture.bytes);
      },
    );
  };
