import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import { openDatabase, type Db, type Engine } from '../../src/db/engine.js';

/** Every engine the suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export const ADMIN = { email: 'owner@halwai.test', password: 'owner-secret-123' };

export interface TestApp {
  app: FastifyInstance;
  database: Db;
  config: Config;
  /** A bearer token of the configured, approved admin. */
  adminToken(): Promise<string>;
  /** `app.inject` with the admin's bearer token. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** POSTs a JSON body that breaks off after `start`, to see the server answer 400 rather than 500. */
export function postCutOffJson(app: FastifyInstance, url: string, start: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: start, headers: { 'content-type': 'application/json' } });
}

/** A fresh database of its own (temporary SQLite file or a new PostgreSQL database) and the real app on it. */
export async function startTestApp(engine: Engine, over: Partial<Config> = {}, options: Parameters<typeof buildApp>[2] = {}): Promise<TestApp> {
  const store = await freshStore(engine);
  const config = testConfig({
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT: false,
    ...over,
  });
  const database = openDatabase(config);
  const app = await buildApp(config, database, options);
  await app.ready();

  let token: string | null = null;
  const adminToken = async () => {
    if (token) return token;
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
    token = (res.json() as { token: string }).token;
    return token;
  };

  return {
    app,
    database,
    config,
    adminToken,
    async asAdmin(options) {
      const t = await adminToken();
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${t}` } });
    },
    async close() {
      await app.close();
      await database.close();
      await store.drop();
    },
  };
}

/**
 * A fresh app for the tests of the enclosing `describe`: started in `beforeAll` (hooks registered after
 * this one see it running), closed in `afterAll`.
 */
export function useTestApp(engine: Engine, over: Partial<Config> = {}): TestApp {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await startTestApp(engine, over);
  });
  afterAll(() => current?.close());
  const running = (): TestApp => {
    if (!current) throw new Error('the test app starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get config() {
      return running().config;
    },
    adminToken: () => running().adminToken(),
    asAdmin: (options) => running().asAdmin(options),
    close: () => running().close(),
  };
}

/**
 * Two instances of the server on one PostgreSQL database, as behind nginx, for the tests of the
 * enclosing `describe`: `a` is a test app, `b` a second app on the same store.
 */
export function useTwoInstances(over: Partial<Config> = {}): { a: TestApp; b: FastifyInstance } {
  let a: TestApp | null = null;
  let b: { app: FastifyInstance; database: Db } | null = null;
  beforeAll(async () => {
    a = await startTestApp('postgres', { SEED_DEMO: false, ...over });
    const database = openDatabase(a.config);
    b = { app: await buildApp(a.config, database), database };
    await b.app.ready();
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });
  const started = <T>(value: T | null): T => {
    if (!value) throw new Error('the instances start in beforeAll');
    return value;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b).app;
    },
  };
}

interface Store {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

async function freshStore(engine: Engine): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') return { dataDir, databaseUrl: undefined, drop: removeDir };

  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `halwai_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await removeDir();
    },
  };
}
