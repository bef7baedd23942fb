import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.js';
import { fuzzRequest, type Credential, type FuzzRequest, type Operation } from './fuzz-requests.js';
import type { Components, JsonSchema } from './schema-arbitrary.js';

/**
 * Every route of the OpenAPI document gets FUZZ_RUNS generated requests per engine (valid bodies
 * from its schemas, one-field mutations, random JSON, wrong content types, huge and malformed
 * bodies, nasty paths and queries, with and without a staff token). None may answer 5xx or leave
 * the server unable to answer, and every error is problem+json that leaks no internals.
 * A failure prints its seed: `FUZZ_SEED=<seed> npx vitest run test/fuzz` replays the same requests.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ANSWER_WITHIN_MS = 10_000;

/** What an error body must never show a client: stack frames, file paths, SQL or driver codes. */
const LEAKS = /\n\s+at |node_modules|\.ts:\d+|SQLITE_|syntax error|violates|relation "|insert into|select .+ from|invalid input syntax/i;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: unknown[] }>>;
  components?: { schemas?: Components };
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        bodies: Object.entries(op.requestBody?.content ?? {}).map(([contentType, { schema }]) => ({ contentType, schema })),
        staff: (op.security ?? []).length > 0,
      })),
  );
}

/** What is wrong with an answer, or null when it is acceptable. */
function problemWith(request: FuzzRequest, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || request.method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) return `error ${res.statusCode} is ${type || 'untyped'}, not problem+json: ${res.body.slice(0, 200)}`;
  let body: { status?: unknown; title?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return `error ${res.statusCode} body is not JSON`;
  }
  if (body.status !== res.statusCode || typeof body.title !== 'string' || typeof body.message !== 'string')
    return `error ${res.statusCode} body lacks status, title or message: ${res.body.slice(0, 200)}`;
  if (LEAKS.test(res.body)) return `error ${res.statusCode} leaks internals: ${res.body.slice(0, 300)}`;
  return null;
}

function describeRequest(r: FuzzRequest): string {
  const payload = r.payload === undefined ? '' : ` body(${r.headers['content-type'] ?? ''}): ${String(r.payload).slice(0, 160)}`;
  return `[${r.kind}] ${r.method} ${r.url.slice(0, 160)}${payload}`;
}

const isEventStream = (op: Operation) => op.path === '/api/admin/events';

for (const engine of ENGINES) {
  describe(`API fuzz (${engine})`, () => {
    let t: TestApp;
    let operations: Operation[];
    let components: Components;

    beforeAll(async () => {
      t = await startTestApp(engine);
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
      operations = operationsOf(doc);
      components = doc.components?.schemas ?? {};
    });
    afterAll(() => t?.close());

    it(`answers ${RUNS} generated requests per route without a 5xx (seed ${SEED})`, async () => {
      const staffToken = await t.adminToken();
      const failures: string[] = [];
      let sent = 0;
      for (const op of operations) {
        for (let i = 0; i < RUNS; i++) {
          // Logging out with the suite's own token would end the session the other cases use.
          let credential: Credential = (['none', 'staff', 'garbage'] as const)[i % 3]!;
          if (credential === 'staff' && (op.path === '/api/auth/logout' || isEventStream(op))) credential = 'garbage';
          const request = fuzzRequest(op, components, SEED, i, credential, staffToken);
          sent++;
          let res: LightMyRequestResponse;
          try {
            res = await Promise.race([
              t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload }),
              new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS).unref()),
            ]);
          } catch (err) {
            failures.push(`${op.method} ${op.path} #${i}: ${(err as Error).message}\n    ${describeRequest(request)}`);
            continue;
          }
          const problem = problemWith(request, res);
          if (problem) failures.push(`${op.method} ${op.path} #${i}: ${problem}\n    ${describeRequest(request)}`);
        }
      }
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      console.log(`fuzz ${engine}: ${sent} requests over ${operations.length} operations, ${failures.length} bad answers (FUZZ_SEED=${SEED})`);
      expect(health.statusCode, 'the server still answers after the fuzz run').toBe(200);
      expect(failures.slice(0, 25), `FUZZ_SEED=${SEED}: ${failures.length} bad answers`).toEqual([]);
    }, 15 * 60_000);
  });
}
