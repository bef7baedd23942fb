import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryBodySchema,
  categorySchema,
  idParamsSchema,
  newSubcategoryBodySchema,
  subcategoryBodySchema,
  subcategorySchema,
} from './categories.schema.js';
import type { CategoriesService } from './categories.service.js';

const ADMIN = [{ bearer: [] }];

/** The back office's category and subcategory management; every write refreshes the public catalogue. */
export const categoriesRoutes =
  (categories: CategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is parsed: anonymous calls are refused first.
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/api/admin/categories',
      { schema: { tags: ['categories'], security: ADMIN, response: { 200: z.array(categorySchema) } } },
      () => categories.list(),
    );

    app.post(
      '/api/admin/categories',
      { schema: { tags: ['categories'], security: ADMIN, body: categoryBodySchema, response: { 201: categorySchema } } },
      async (request, reply) => reply.code(201).send(await categories.createCategory(request.body.name)),
    );

    app.put(
      '/api/admin/categories/:id',
      {
        schema: {
          tags: ['categories'],
          security: ADMIN,
          params: idParamsSchema,
          body: categoryBodySchema,
          response: { 200: categorySchema },
        },
      },
      (request) => categories.renameCategory(request.params.id, request.body.name),
    );

    app.delete(
      '/api/admin/categories/:id',
      { schema: { tags: ['categories'], security: ADMIN, params: idParamsSchema } },
      async (request, reply) => {
        await categories.deleteCategory(request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/admin/subcategories',
      { schema: { tags: ['categories'], security: ADMIN, body: newSubcategoryBodySchema, response: { 201: subcategorySchema } } },
      async (request, reply) =>
        reply.code(201).send(await categories.createSubcategory(request.body.categoryId, request.body.name)),
    );

    app.put(
      '/api/admin/subcategories/:id',
      {
        schema: {
          tags: ['categories'],
          security: ADMIN,
          params: idParamsSchema,
          body: subcategoryBodySchema,
          response: { 200: subcategorySchema },
        },
      },
      (request) => categories.renameSubcategory(request.params.id, request.body.name),
    );

    app.delete(
      '/api/admin/subcategories/:id',
      { schema: { tags: ['categories'], security: ADMIN, params: idParamsSchema } },
      async (request, reply) => {
        await categories.deleteSubcategory(request.params.id);
        return reply.code(204).send();
      },
    );
  };
