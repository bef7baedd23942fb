import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notModified } from '../../lib/http/cached-body.js';
import { multipartBody } from '../../lib/http/multipart-body.js';
import { mediaParamsSchema, mediaUploadBodySchema, mediaUrlSchema } from './media.schema.js';
import type { MediaService } from './media.service.js';

export const mediaRoutes =
  (media: MediaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/:id.webp',
      { schema: { tags: ['media'], summary: 'An uploaded image (WebP, cached for a year)', params: mediaParamsSchema } },
      async (request, reply) => {
        const image = await media.find(request.params.id);
        // The id is the hash of the bytes: a URL never changes content.
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (notModified(request, reply, `"${image.id}"`)) return reply.code(304).send();
        return reply.type(image.contentType).send(image.bytes);
      },
    );

    app.post(
      '/api/admin/media',
      {
        schema: {
          tags: ['media'],
          summary: 'Upload an image for the back office picker (multipart field `file`)',
          consumes: ['multipart/form-data'],
          body: mediaUploadBodySchema,
          response: { 201: mediaUrlSchema },
          security: [{ bearer: [] }],
        },
        // Before the body is read: an anonymous upload is refused without parsing it.
        onRequest: app.requireAdmin,
        preValidation: multipartBody,
      },
      async (request, reply) => reply.code(201).send({ url: await media.upload(request.body.file) }),
    );
  };
