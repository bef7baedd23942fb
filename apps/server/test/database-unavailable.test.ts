import { MESSAGES } from '@halwai/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

describe('a database that cannot serve answers 503 with Retry-After and logs the cause', () => {
  let t: TestApp;
  const lines: string[] = [];
  const start = (engine: 'sqlite' | 'postgres') =>
    startTestApp(engine, { SEED_DEMO: false, LOG_LEVEL: 'error' }, { logStream: { write: (line) => void lines.push(line) } });
  afterEach(() => t?.close());

  const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((res.json() as { message: string }).message).toBe(MESSAGES.serviceUnavailable);
  };

  it('SQLite: a full disk', async () => {
    t = await start('sqlite');
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.database.db);
    let res;
    for (let i = 0; i < 50; i++) {
      res = await t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name: 'Asha', message: 'x'.repeat(2000) } });
      if (res.statusCode !== 200) break;
    }
    expectUnavailable(res!);
    expect(lines.join('')).toMatch(/database or disk is full/);
  });

  it.runIf(ENGINES.includes('postgres'))('PostgreSQL: a server that refuses connections', async () => {
    t = await start('postgres');
    await t.adminToken();
    const name = new URL(t.config.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      expectUnavailable(await t.asAdmin({ method: 'GET', url: '/api/Orders/GetAllOrders' }));
      expect(lines.join('')).toMatch(/not currently accepting connections|terminating connection|Connection terminated/);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await admin.end();
    }
  });
});
