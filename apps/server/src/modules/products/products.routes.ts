import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedBody } from '../../lib/http/cached-body.js';
import { multipartBody } from '../../lib/http/multipart-body.js';
import {
  availabilitySchema,
  catalogueSchema,
  createProductBodySchema,
  getProductParamsSchema,
  legacyCatalogueSchema,
  productIdParamsSchema,
  productSchema,
  productSummarySchema,
  updateProductFormBodySchema,
  updateProductJsonBodySchema,
} from './products.schema.js';
import type { CatalogueSpelling, ProductsService } from './products.service.js';

const ADMIN = [{ bearer: [] }];
const FORM_TYPES = ['multipart/form-data', 'application/json'];

export const productsRoutes =
  (products: ProductsService): FastifyPluginAsyncZod =>
  async (app) => {
    const catalogueRoute = (url: string, spelling: CatalogueSpelling, response: z.ZodType) =>
      app.get(
        url,
        {
          schema: {
            tags: ['catalogue'],
            response: { 200: response, 304: z.null().describe('Not modified: the ETag still matches') },
          },
        },
        async (request, reply) => sendCachedBody(request, reply, await products.catalogueBody(spelling)),
      );
    catalogueRoute('/api/catalogue', 'subcategories', catalogueSchema);
    catalogueRoute('/catalogue', 'subCategories', legacyCatalogueSchema);

    app.get(
      '/get-product/:productId',
      { schema: { tags: ['products'], params: getProductParamsSchema, response: { 200: productSchema } } },
      (request) => products.get(request.params.productId),
    );

    app.get(
      '/api/Items/GetProductDetails',
      {
        schema: { tags: ['products'], security: ADMIN, response: { 200: z.array(productSummarySchema) } },
        onRequest: app.requireAdmin,
      },
      () => products.summaries(),
    );

    app.post(
      '/api/products',
      {
        schema: {
          tags: ['products'],
          security: ADMIN,
          consumes: FORM_TYPES,
          body: createProductBodySchema,
          response: { 201: productSchema },
        },
        onRequest: app.requireAdmin,
        preValidation: multipartBody,
      },
      async (request, reply) => {
        const { thumbnailFile, ...form } = request.body;
        return reply.code(201).send(await products.create(form, thumbnailFile));
      },
    );

    app.put(
      '/update-product',
      {
        schema: {
          tags: ['products'],
          security: ADMIN,
          consumes: FORM_TYPES,
          body: updateProductFormBodySchema,
          response: { 200: productSchema },
        },
        onRequest: app.requireAdmin,
        preValidation: multipartBody,
      },
      (request) => {
        const { id, thumbnailFile, ...form } = request.body;
        return products.update(id, form, thumbnailFile);
      },
    );

    app.put(
      '/api/Products/:id',
      {
        schema: {
          tags: ['products'],
          security: ADMIN,
          params: productIdParamsSchema,
          body: updateProductJsonBodySchema,
          response: { 200: productSchema },
        },
        onRequest: app.requireAdmin,
      },
      (request) => {
        const { id, ...form } = request.body;
        products.checkSameId(request.params.id, id);
        return products.update(request.params.id, form);
      },
    );

    app.put(
      '/api/Items/ToggleProductAvailability/ToggleAvailability/:id',
      {
        schema: { tags: ['products'], security: ADMIN, params: productIdParamsSchema, response: { 200: availabilitySchema } },
        onRequest: app.requireAdmin,
      },
      (request) => products.toggleAvailability(request.params.id),
    );

    app.delete(
      '/api/products/:id',
      { schema: { tags: ['products'], security: ADMIN, params: productIdParamsSchema }, onRequest: app.requireAdmin },
      async (request, reply) => {
        await products.remove(request.params.id);
        return reply.code(204).send();
      },
    );
  };
