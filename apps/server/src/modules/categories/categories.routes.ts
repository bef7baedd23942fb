import { adminCategorySchema, adminSubcategorySchema, categoryNameSchema, newSubcategorySchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import { idParamsSchema } from './categories.schema.js';
import type { CategoriesService } from './categories.service.js';

const doc = routeDoc('categories');

/** The back office's category and subcategory management; every write refreshes the public catalogue. */
export const categoriesRoutes =
  (categories: CategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is parsed: anonymous calls are refused first.
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/api/admin/categories',
      {
        schema: {
          ...doc('listCategories', STAFF, 'Every category with its subcategories and product counts, in shop order'),
          response: { 200: z.array(adminCategorySchema), ...problemResponses(401) },
        },
      },
      () => categories.list(),
    );

    app.post(
      '/api/admin/categories',
      {
        schema: {
          ...doc('createCategory', STAFF, 'Add a category at the end'),
          body: categoryNameSchema,
          response: { 201: adminCategorySchema, ...problemResponses(400, 401, 409) },
        },
      },
      async (request, reply) => reply.code(201).send(await categories.createCategory(request.body)),
    );

    app.put(
      '/api/admin/categories/:id',
      {
        schema: {
          ...doc('renameCategory', STAFF, 'Rename a category; its Hindi name too when `nameHi` is given (null or blank clears it)'),
          params: idParamsSchema,
          body: categoryNameSchema,
          response: { 200: adminCategorySchema, ...problemResponses(400, 401, 404, 409) },
        },
      },
      (request) => categories.renameCategory(request.params.id, request.body),
    );

    app.delete(
      '/api/admin/categories/:id',
      {
        schema: {
          ...doc('deleteCategory', STAFF, 'Delete a category no product or subcategory uses'),
          params: idParamsSchema,
          response: { 204: noContent('Deleted'), ...problemResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        await categories.deleteCategory(request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/admin/subcategories',
      {
        schema: {
          ...doc('createSubcategory', STAFF, 'Add a subcategory at the end of its category'),
          body: newSubcategorySchema,
          response: { 201: adminSubcategorySchema, ...problemResponses(400, 401, 409) },
        },
      },
      async (request, reply) => reply.code(201).send(await categories.createSubcategory(request.body)),
    );

    app.put(
      '/api/admin/subcategories/:id',
      {
        schema: {
          ...doc('renameSubcategory', STAFF, 'Rename a subcategory; its Hindi name too when `nameHi` is given (null or blank clears it)'),
          params: idParamsSchema,
          body: categoryNameSchema,
          response: { 200: adminSubcategorySchema, ...problemResponses(400, 401, 404, 409) },
        },
      },
      (request) => categories.renameSubcategory(request.params.id, request.body),
    );

    app.delete(
      '/api/admin/subcategories/:id',
      {
        schema: {
          ...doc('deleteSubcategory', STAFF, 'Delete a subcategory no product uses'),
          params: idParamsSchema,
          response: { 204: noContent('Deleted'), ...problemResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        await categories.deleteSubcategory(request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
