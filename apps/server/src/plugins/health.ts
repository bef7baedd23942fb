import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/engine.js';
import { pendingMigrations } from '../db/migrate.js';
import { sendProblem } from './error-handler.js';

/** How long a probe waits for the database: a host that drops packets must not hang the probe. */
const READY_TIMEOUT_MS = 3000;
/** When a load balancer should ask again. */
const RETRY_AFTER_S = 5;

async function readiness(database: Db): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    const pending = await Promise.race([pendingMigrations(database), timeout]);
    return pending.length > 0 ? `The database is being migrated (${pending.length} migrations to go).` : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: liveness, the process answers. `GET /readyz`: readiness, for a load balancer: the
 * database answers a query and has every migration of this build; else 503 with Retry-After.
 */
export function registerHealth(app: FastifyInstance, database: Db) {
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    let problem: string | null;
    try {
      problem = await readiness(database);
    } catch (err) {
      request.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'not ready: the database does not answer');
      problem = 'The database does not answer.';
    }
    if (problem === null) return { status: 'ready' };
    reply.header('retry-after', String(RETRY_AFTER_S));
    return sendProblem(reply, 503, problem);
  });
}
