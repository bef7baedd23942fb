import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/engine.js';
import { ADMIN, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

/** A second server on the first one's database, as a second instance behind a proxy would be. */
async function secondInstance(
  first: TestApp,
  over: Partial<Config> = {},
): Promise<{ app: FastifyInstance; database: Db; close(): Promise<void> }> {
  const config = { ...first.config, ...over };
  const database = openDatabase(config);
  const app = await buildApp(config, database);
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

const catalogue = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/catalogue' });
  return {
    etag: String(res.headers.etag),
    items: (res.json() as { items: { id: number; isAvailable: boolean; price: number }[] }).items,
  };
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await secondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('serve the same catalogue with the same ETag', async () => {
    const [onA, onB] = await Promise.all([catalogue(a.app), catalogue(b.app)]);
    expect(onA.items.length).toBeGreaterThan(0);
    expect(onB.etag).toBe(onA.etag);
  });

  it('serve a change made through one instance from the other within a second, under a new ETag', async () => {
    const before = await catalogue(b.app);
    const product = before.items[0]!;
    const started = Date.now();
    const toggled = await a.asAdmin({
      method: 'PUT',
      url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${product.id}`,
    });
    expect(toggled.statusCode).toBe(200);
    const after = await waitFor(
      async () => {
        const now = await catalogue(b.app);
        return now.items.find((i) => i.id === product.id)?.isAvailable !== product.isAvailable && now;
      },
      1000,
      'the change on the other instance',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(after.etag).not.toBe(before.etag);
    expect((await catalogue(a.app)).etag).toBe(after.etag);
  });

  it('still catch up within a second while the listening connection is cut, and listen again', async () => {
    const cut = async () =>
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`.execute(a.database.db);
    const listening = async () =>
      sql`select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`.execute(a.database.db);
    const terminated = await cut();
    expect(terminated.rows.length).toBeGreaterThanOrEqual(2); // one listener per instance
    const before = await catalogue(b.app);
    const product = before.items[1]!;
    await a.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${product.id}` });
    await waitFor(
      async () => (await catalogue(b.app)).items.find((i) => i.id === product.id)?.isAvailable !== product.isAvailable,
      1100,
      'the poll to catch up',
    );
    // Reconnecting is not urgent (the poll covers the gap); on a busy machine it may take some seconds.
    await waitFor(async () => (await listening()).rows.length >= 2, 20_000, 'both instances to listen again');
  });
});

/** Ten sign-in attempts a minute per address (plugins/rate-limits.ts), counted across both instances. */
async function expectLoginsLimitedAcross(apps: FastifyInstance[]) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { email: `guess-${i}@halwai.test`, password: 'not-the-password' },
    });
    statuses.push(res.statusCode);
  }
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits across instances, counted in PostgreSQL', () => {
  it('refuse the eleventh sign-in from one address, whichever instance takes it', async () => {
    const a = await startTestApp('postgres', { SEED_DEMO: false, RATE_LIMIT: true });
    const b = await secondInstance(a);
    try {
      await expectLoginsLimitedAcross([a.app, b.app]);
      // Another address still has its own count.
      const other = await b.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.10', payload: ADMIN });
      expect(other.statusCode).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  }, 120_000); // a dozen scrypt sign-ins, slow on a busy machine
});

const REDIS_URL = 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('rate limits across instances, counted in Redis', async () => {
  const reachable = await redisAnswers();
  it.skipIf(!reachable)(
    'refuse the eleventh sign-in from one address, whichever instance takes it',
    async () => {
      // Redis outlives the test: an address of its own, with its count cleared, so runs do not add up.
      const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const redis = new Redis(REDIS_URL);
      await redis.del(`halwai-rate-limit-POST/api/auth/login-${address}`);
      redis.disconnect();
      const a = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true, REDIS_URL });
      // A second SQLite app stands in for a second instance: only the counters are shared, through Redis.
      const b = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true, REDIS_URL });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await [a, b][i % 2]!.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: address,
            payload: { email: `guess-${i}@halwai.test`, password: 'not-the-password' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      } finally {
        await b.close();
        await a.close();
      }
    },
    120_000, // a dozen scrypt sign-ins, slow on a busy machine
  );

  it('let calls through uncounted, not fail them, while Redis is unreachable', async () => {
    // Port 9 (discard) has nothing listening on a test machine: every connection is refused.
    const t = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true, REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guess@halwai.test', password: 'not-the-password' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('the REDIS_URL setting', () => {
  it('takes a redis:// or rediss:// URL, treats empty as unset, and refuses anything else by name', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.example.com:6380/2',
    );
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});
