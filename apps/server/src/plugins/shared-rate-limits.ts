import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/engine.js';
import type { Database } from '../db/schema.js';

/** Where @fastify/rate-limit keeps its counters, and how to let go of that place when the server closes. */
export interface RateLimitBackend {
  name: 'redis' | 'postgres' | 'memory';
  options: Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace' | 'skipOnError'>;
  close(): Promise<void>;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const PRUNE_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store in one PostgreSQL table: one atomic upsert per hit counts the key in its
 * fixed window (a window that has ended starts again at 1), so every instance on the database counts together.
 */
function postgresStore(db: Kysely<Database>) {
  let nextPrune = 0;
  const prune = (now: number) => {
    if (now < nextPrune) return;
    nextPrune = now + PRUNE_EVERY_MS;
    db.deleteFrom('rate_limit_hits')
      .where('window_ends_at', '<', now)
      .execute()
      .catch(() => undefined); // Left for the next prune; a counter past its window is reset on its next hit anyway.
  };

  return class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    /** @fastify/rate-limit 10 passes the route's window in milliseconds (its type declaration lags behind). */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      if (timeWindow === undefined) return callback(new Error('@fastify/rate-limit passed no time window'));
      const now = Date.now();
      const ends = now + timeWindow;
      db.insertInto('rate_limit_hits')
        .values({ key: this.prefix + key, hits: 1, window_ends_at: ends })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when rate_limit_hits.window_ends_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
            window_ends_at: sql`case when rate_limit_hits.window_ends_at <= ${now} then ${ends} else rate_limit_hits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.hits, ttl: Math.max(0, Number(row.window_ends_at) - now) }),
          (error: Error) => callback(error),
        );
      prune(now);
    }

    /** Each route counts on its own, as the plugin's own stores do. */
    child(routeOptions: unknown) {
      // At run time the plugin hands its merged route settings, with the route under `routeInfo`.
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  };
}

/**
 * Counters shared by every instance: in Redis when REDIS_URL is set, else in PostgreSQL when the shop runs
 * on it, else in this process (SQLite runs one instance). If the shared store is down, calls go through
 * uncounted (`skipOnError`): customers can still order, and the per-account sign-in lock, kept in the
 * database, still stops password guessing.
 */
export function rateLimitBackend(config: Pick<Config, 'REDIS_URL'>, database: Db): RateLimitBackend {
  if (config.REDIS_URL) {
    // Commands wait for a (re)connection instead of failing at once; a short connect timeout keeps that wait bounded.
    const redis = new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
    redis.on('error', () => undefined); // Reconnects by itself; each failed command reaches the request that made it.
    return {
      name: 'redis',
      options: { redis, nameSpace: 'halwai-rate-limit-', skipOnError: true },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (database.engine === 'postgres') {
    return { name: 'postgres', options: { store: postgresStore(database.db), skipOnError: true }, close: async () => undefined };
  }
  return { name: 'memory', options: {}, close: async () => undefined };
}
