import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { problemSchema } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROBLEM_TITLES } from './error-handler.js';
import { errorCodesDescription } from './openapi-codes.js';

type Security = Record<string, string[]>[];

/** `security` of a route anyone may call. */
export const PUBLIC: Security = [];
/** `security` of a staff route: an approved account's bearer token. */
export const STAFF: Security = [{ bearer: [] }];
/** `security` of a signed-in customer's route: the customer token from `POST /api/customer/verify`. */
export const CUSTOMER: Security = [{ customer: [] }];

/**
 * The OpenAPI words of one module's routes: `const doc = routeDoc('orders')`, then
 * `schema: { ...doc('placeOrder', PUBLIC, 'Place an order'), body, response }`.
 */
export const routeDoc = (tag: string) => (operationId: string, security: Security, summary: string) => ({
  tags: [tag],
  operationId,
  summary,
  security,
});

type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The problem+json answers a route can give: `response: { 200: productSchema, ...problemResponses(401, 404) }`. */
export function problemResponses(...statuses: ProblemStatus[]): Partial<Record<ProblemStatus, typeof problemSchema>> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema]));
}

/** An answer without a body (204, 304). */
export const noContent = (description: string) => z.null().describe(description);

const DESCRIPTIONS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No content', 304: 'Not modified' };

type JsonSchema = Record<string, unknown>;

/** `z.null()` as JSON Schema (`type: 'null'`) or in the OpenAPI 3.0 dialect (`enum: [null]`). */
const isNull = (schema: JsonSchema) =>
  schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null);

/**
 * Each documented answer gets a description and its media type: problem+json for 4xx, the route's
 * `produces` (default JSON) for the rest. Answers without a body stay `type: 'null'` (no content).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const responses = (schema as { response?: Record<string, JsonSchema> } | undefined)?.response;
  if (!responses) return { schema, url };
  const produces = (input.schema as { produces?: string[] } | undefined)?.produces ?? ['application/json'];
  for (const [status, response] of Object.entries(responses)) {
    const description =
      (response.description as string | undefined) ?? PROBLEM_TITLES[Number(status)] ?? DESCRIPTIONS[status] ?? 'OK';
    if (isNull(response)) {
      // @fastify/swagger writes a `type: 'null'` answer without content.
      responses[status] = { type: 'null', description };
      continue;
    }
    const mediaTypes = Number(status) >= 400 ? ['application/problem+json'] : produces;
    responses[status] = { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: response }])) };
  }
  return { schema, url };
};

/** The shared schemas (zod `.meta({ id })`) in the dialect of OpenAPI 3.0, which the document is. */
const sharedSchemas = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

/** Only the shared schemas some operation refers to (the registry also holds input twins nothing uses). */
const transformObject: typeof sharedSchemas = (input) => {
  const document = sharedSchemas(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof sharedSchemas>;
  const { components: _components, ...rest } = document;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name) && schemas[name]) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(rest);
  document.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return document as ReturnType<typeof sharedSchemas>;
};

/** The OpenAPI document at `/api/docs/json` (and its viewer at `/api/docs`), built from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance, shopName: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${shopName} API`,
        version: '1.0.0',
        description:
          'The storefront and back office of an online sweets, snacks and grocery shop. Money is in rupees. ' +
          'Every error answer is application/problem+json `{status, title, message, code, params, errors?, codes?}`; staff calls need ' +
          '`Authorization: Bearer <token>` from `POST /api/auth/login`; a customer signed in by a code sent to their mobile ' +
          'sends the token from `POST /api/customer/verify` the same way, which opens their own orders and no staff call.' +
          errorCodesDescription(),
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A staff token from POST /api/auth/login' },
          customer: { type: 'http', scheme: 'bearer', description: 'A customer token from POST /api/customer/verify' },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
