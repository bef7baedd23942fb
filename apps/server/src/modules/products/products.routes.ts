import { availabilitySchema, catalogueSchema, outletIdSchema, legacyCatalogueSchema, productSchema, productSummarySchema, staffProductSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedBody } from '../../lib/http/cached-body.js';
import { multipartBody } from '../../lib/http/multipart-body.js';
import { noContent, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import {
  createProductBodySchema,
  getProductParamsSchema,
  productIdParamsSchema,
  updateProductFormBodySchema,
  updateProductJsonBodySchema,
} from './products.schema.js';
import type { CatalogueSpelling, ProductsService } from './products.service.js';

const doc = routeDoc('products');
const catalogueDoc = routeDoc('catalogue');

const catalogueQuery = z.object({
  outlet: outletIdSchema
    .optional()
    .describe("An outlet's id: each counted item's stock and availability are that outlet's; absent: the whole shop's"),
});

const productQuery = z.object({
  outlet: outletIdSchema
    .optional()
    .describe("An outlet's id: a counted item's stock and availability (Sold out, \"Only N left\") are that outlet's, as its catalogue shows them; absent: the whole shop's. An unknown or closed outlet is refused"),
});

const FORM_TYPES = ['multipart/form-data', 'application/json'];

export const productsRoutes =
  (products: ProductsService): FastifyPluginAsyncZod =>
  async (app) => {
    const catalogueRoute = (
      url: string,
      spelling: CatalogueSpelling,
      response: z.ZodType,
      operationId: string,
      summary: string,
    ) =>
      app.get(
        url,
        {
          schema: {
            ...catalogueDoc(operationId, PUBLIC, summary),
            querystring: catalogueQuery,
            response: { 200: response, 304: noContent('Not modified: the ETag still matches'), ...problemResponses(400) },
          },
        },
        async (request, reply) => {
          const { outlet } = request.query;
          const body = outlet === undefined ? await products.catalogueBody(spelling) : await products.outletCatalogueBody(spelling, outlet);
          return sendCachedBody(request, reply, body);
        },
      );
    catalogueRoute(
      '/api/catalogue',
      'subcategories',
      catalogueSchema,
      'getCatalogue',
      'Every category, subcategory and item (unavailable items included), with ETag / 304',
    );
    catalogueRoute(
      '/catalogue',
      'subCategories',
      legacyCatalogueSchema,
      'getLegacyCatalogue',
      'The catalogue in the spelling of the original screens (`subCategories`)',
    );

    app.get(
      '/get-product/:productId',
      {
        schema: {
          ...doc('getProduct', PUBLIC, "One product by id; with `outlet`, as that outlet's catalogue shows it"),
          params: getProductParamsSchema,
          querystring: productQuery,
          response: { 200: productSchema, ...problemResponses(400, 404) },
        },
      },
      (request) => products.get(request.params.productId, request.query.outlet),
    );

    app.get(
      '/api/admin/products/:id',
      {
        schema: {
          ...doc('getStaffProduct', STAFF, 'One product as staff edit it: with its barcodes and price per kg'),
          params: productIdParamsSchema,
          response: { 200: staffProductSchema, ...problemResponses(401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => products.getForStaff(request.params.id),
    );

    app.get(
      '/api/Items/GetProductDetails',
      {
        schema: {
          ...doc('listProductSummaries', STAFF, "Every product's id, name, price and availability, for the product table"),
          response: { 200: z.array(productSummarySchema), ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      () => products.summaries(),
    );

    app.post(
      '/api/products',
      {
        schema: {
          ...doc(
            'createProduct',
            STAFF,
            'Add a product: the form as multipart (prices as JSON text, optional `thumbnailFile`) or JSON',
          ),
          consumes: FORM_TYPES,
          body: createProductBodySchema,
          response: { 201: staffProductSchema, ...problemResponses(400, 401, 409, 413, 415) },
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
          ...doc('updateProductForm', STAFF, 'Edit a product with the same form as a create plus its `id`'),
          consumes: FORM_TYPES,
          body: updateProductFormBodySchema,
          response: { 200: staffProductSchema, ...problemResponses(400, 401, 404, 409, 413, 415) },
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
          ...doc('updateProduct', STAFF, 'Replace a product with the JSON body; an `id` in the body must be the path id'),
          params: productIdParamsSchema,
          body: updateProductJsonBodySchema,
          response: { 200: staffProductSchema, ...problemResponses(400, 401, 404, 409) },
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
        schema: {
          ...doc('toggleProductAvailability', STAFF, "Flip a product's availability; the answer has the new value"),
          params: productIdParamsSchema,
          response: { 200: availabilitySchema, ...problemResponses(401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => products.toggleAvailability(request.params.id),
    );

    app.delete(
      '/api/products/:id',
      {
        schema: {
          ...doc('deleteProduct', STAFF, 'Delete a product; orders keep their lines'),
          params: productIdParamsSchema,
          response: { 204: noContent('Deleted'), ...problemResponses(401, 404) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => {
        await products.remove(request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
