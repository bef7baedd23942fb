import { MESSAGES } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

interface MediaType {
  schema?: unknown;
}
interface Response {
  description: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
interface Document {
  info: { description?: string; license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, operation })),
  );

/** Staff operations: a bearer token is the only way in (no `{}` alternative). */
const isStaffOnly = (operation: Operation) =>
  !!operation.security?.length && operation.security.every((requirement) => 'bearer' in requirement);

describe.each(ENGINES)('the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    document = (await t.app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  it('says what the API is, where it is served and under which licence', () => {
    expect(document.info.description).toBeTruthy();
    expect(document.info.license?.name).toBeTruthy();
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('gives every operation a unique camelCase operationId and a one-line summary', () => {
    const ids = operationsOf(document).map(({ name, operation }) => {
      expect(operation.operationId, name).toMatch(/^[a-z]+(?:[A-Z][a-z]*)+$/);
      expect(operation.summary, name).toMatch(/^[^\n]+$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the security of every operation', () => {
    for (const { name, operation } of operationsOf(document)) expect(operation.security, name).toBeDefined();
  });

  it('describes each request body and each 2xx answer by its schema (204 as no content)', () => {
    for (const { name, operation } of operationsOf(document)) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) expect(media.schema, `${name} ${type}`).toBeDefined();
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, name).toBeGreaterThan(0);
      for (const [status, response] of success) {
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
        if (status === '204') expect(response.content, `${name} ${status}`).toBeUndefined();
        else expect(Object.values(response.content ?? {})[0]?.schema, `${name} ${status}`).toBeDefined();
      }
    }
  });

  it('describes every 4xx answer as problem+json', () => {
    expect(document.components.schemas.Problem).toBeDefined();
    for (const { name, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        expect(Object.keys(response.content ?? {}), `${name} ${status}`).toEqual(['application/problem+json']);
        expect(response.content!['application/problem+json']!.schema).toEqual({ $ref: '#/components/schemas/Problem' });
      }
      if (isStaffOnly(operation)) expect(operation.responses['401'], name).toBeDefined();
    }
  });

  it('answers every staff operation called anonymously with 401, before looking at its body', async () => {
    const staff = operationsOf(document).filter(({ operation }) => isStaffOnly(operation));
    expect(staff.length).toBeGreaterThan(20);
    for (const { name, path, method } of staff) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        // A path parameter that is not an id, and a body the schema refuses: the token is still judged first.
        url: path.replace(/\{[^}]+\}/g, 'not-an-id') + '?status=9&limit=0',
        ...(method === 'get' || method === 'delete' ? {} : { payload: { status: 'nonsense', name: 42, handled: 'maybe' } }),
      });
      expect(res.statusCode, name).toBe(401);
      expect(res.headers['content-type'], name).toContain('application/problem+json');
      expect(res.json().message, name).toBe(MESSAGES.signInRequired);
    }
  });
});
