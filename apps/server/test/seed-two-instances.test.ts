import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/engine.js';
import { DEMO_CATALOGUE } from '../src/db/seed/demo-catalogue.js';
import { ADMIN } from './support/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('two instances started together on an empty PostgreSQL database', () => {
  const name = `halwai_test_two_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-two-'));
  const running: { app: FastifyInstance; database: Db }[] = [];

  afterAll(async () => {
    for (const { app, database } of running) {
      await app.close();
      await database.close();
    }
    await onServer(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('both become healthy, and the demo shop is seeded once', async () => {
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = testConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: true,
      RATE_LIMIT: false,
    });
    // Each on a pool of its own, as two processes would be; neither waits for the other.
    const started = await Promise.allSettled(
      [1, 2].map(async () => {
        const database = openDatabase(config);
        const app = await buildApp(config, database).catch(async (error: unknown) => {
          await database.close();
          throw error;
        });
        running.push({ app, database });
        await app.ready();
        return app;
      }),
    );
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);

    for (const { app } of running) expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const { db } = running[0]!.database;
    const categories = await db.selectFrom('categories').select('name').orderBy('position').execute();
    expect(categories.map((c) => c.name)).toEqual(DEMO_CATALOGUE.map((c) => c.name));
    const items = DEMO_CATALOGUE.flatMap((c) => c.subcategories.flatMap((s) => s.items));
    const products = await db.selectFrom('products').select('name').execute();
    expect(products).toHaveLength(items.length);
    const [onFirst, onSecond] = await Promise.all(running.map(({ app }) => app.inject({ url: '/api/catalogue' })));
    expect(onFirst!.statusCode).toBe(200);
    expect(onSecond!.body).toBe(onFirst!.body);
  });
});
