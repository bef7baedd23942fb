import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };

const expectNotReady = (res: Answer, message: RegExp) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect((res.json() as { message: string }).message).toMatch(message);
};

describe.each(ENGINES)('GET /readyz on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const probe = (url: '/readyz' | '/healthz') => t.app.inject({ method: 'GET', url });

  it('is ready once migrated, and not while a migration of this build is missing', async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    expect((await probe('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await probe('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    const last = await sql<{
      name: string;
      applied_at: string;
    }>`select name, applied_at from schema_migrations order by name desc limit 1`.execute(t.database.db);
    const { name, applied_at } = last.rows[0]!;
    await sql`delete from schema_migrations where name = ${name}`.execute(t.database.db);
    expectNotReady(await probe('/readyz'), /being migrated \(1 migrations to go\)/);
    expect((await probe('/healthz')).statusCode).toBe(200);
    await sql`insert into schema_migrations (name, applied_at) values (${name}, ${applied_at})`.execute(t.database.db);
    expect((await probe('/readyz')).statusCode).toBe(200);
  });

  it.runIf(engine === 'sqlite')('answers 503 when the database handle is closed, while /healthz stays live', async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    await t.database.close();
    expectNotReady(await probe('/readyz'), /does not answer/);
    expect((await probe('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it.runIf(engine === 'postgres')('answers 503 while the database refuses connections, and ready again after', async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
    const name = new URL(t.config.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      expectNotReady(await probe('/readyz'), /does not answer/);
      expect((await probe('/healthz')).statusCode).toBe(200);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await admin.end();
    }
    // The pool may first hand out a connection the database ended, which fails that one probe: ready
    // means the next ones answer 200, not the very first.
    await expect.poll(async () => (await probe('/readyz')).statusCode, { timeout: 15_000 }).toBe(200);
  });
});
