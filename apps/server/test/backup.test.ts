import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry, serverDir } from './support/bundle-entry.js';
import { ENGINES } from './support/test-app.js';

let serverBundle: string;
let cliBundle: string;
beforeAll(async () => {
  [serverBundle, cliBundle] = await Promise.all([bundleEntry('src/server.ts'), bundleEntry('src/backup-cli.ts')]);
});
afterAll(() => [serverBundle, cliBundle].forEach((f) => fs.rmSync(f, { force: true })));

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-backup-'));

/** Where a shop keeps its data: a data directory for SQLite, or a new PostgreSQL database. */
interface Store {
  env: Record<string, string>;
  orderIds(): Promise<number[]>;
  drop(): Promise<void>;
}

async function newStore(engine: 'sqlite' | 'postgres'): Promise<Store> {
  const dataDir = tmpDir();
  if (engine === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async orderIds() {
        const db = new SQLite(path.join(dataDir, 'halwai.sqlite'), { readonly: true });
        try {
          return (db.prepare('select id from orders').all() as { id: number }[]).map((r) => r.id);
        } finally {
          db.close();
        }
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `halwai_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const query = async (text: string, connectionString = url.toString()) => {
    const c = new pg.Client({ connectionString });
    await c.connect();
    try {
      return (await c.query(text)).rows;
    } finally {
      await c.end();
    }
  };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    orderIds: async () => (await query('select id from orders')).map((r: { id: number }) => r.id),
    async drop() {
      await query(`drop database if exists ${name} with (force)`, adminUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The shipped server in a process of its own, on the store's database, with the demo shop. */
async function startServer(store: Store) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverBundle], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      SEED_DEMO: 'true',
      ...store.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop: () => new Promise((r) => child.once('exit', r).kill('SIGTERM')) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server never became healthy');
}

/** A cart over ₹1000 from the live catalogue. */
async function aCart(base: string) {
  const { items } = (await (await fetch(`${base}/api/catalogue`)).json()) as {
    items: { id: number; name: string; isAvailable: boolean; prices: { label: string; price: number }[] }[];
  };
  const item = items.find((i) => i.isAvailable && i.prices[0] && i.prices[0].price >= 20)!;
  const { label, price } = item.prices[0]!;
  return [
    { id: item.id, name: item.name, price, selectedWeight: label, quantity: Math.ceil(1000 / price), thumbnail: '/logo.svg' },
  ];
}

/** Customers placing orders one after another until stopped; each acknowledged order with the time of its 201. */
function orderStream(base: string, cartItems: unknown[]) {
  const acknowledged: { id: number; at: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const res = await fetch(`${base}/api/Notify/OrderTotal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartItems, customerName: 'Asha Verma', customerMobile: '9876543210' }),
      });
      if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`);
      acknowledged.push({ id: ((await res.json()) as { id: number }).id, at: performance.now() });
    }
  })();
  return { acknowledged, stop: () => ((running = false), done) };
}

function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [cliBundle, ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

describe.each(ENGINES)('npm run backup / restore on %s', (engine) => {
  it('backs up while orders stream in, and the restore has every order acknowledged before the backup began', async () => {
    const source = await newStore(engine);
    const target = await newStore(engine);
    const file = path.join(tmpDir(), 'shop.backup');
    try {
      const server = await startServer(source);
      const stream = orderStream(server.base, await aCart(server.base));
      while (stream.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));

      const began = performance.now();
      const backup = await cli(['backup', file], source.env);
      const during = stream.acknowledged.filter((o) => o.at > began).length;
      await new Promise((r) => setTimeout(r, 200));
      await stream.stop();
      await server.stop();
      expect(backup.output).toMatch(/Backed up to .*: [\d.]+ MB, (\d+ orders, )?[\d.]+ s\./);
      expect(backup.status).toBe(0);
      expect(during, 'orders kept being acknowledged while the backup ran').toBeGreaterThan(0);

      const restore = await cli(['restore', file, '--yes'], target.env);
      expect(restore.status, restore.output).toBe(0);
      if (engine === 'sqlite') expect(restore.output).toContain('PRAGMA integrity_check: ok');
      const restored = new Set(await target.orderIds());
      const before = stream.acknowledged.filter((o) => o.at < began);
      expect(before.filter((o) => !restored.has(o.id))).toEqual([]);
      console.log(
        `${engine}: ${backup.output.trim()} | ${restore.output.trim().replace(/\n/g, ' | ')} | acknowledged before the backup: ${before.length}, recovered: ${restored.size}, placed while it ran: ${during}`,
      );

      // A second restore into the now full target is refused, and nothing changes.
      const again = await cli(['restore', file, '--yes'], target.env);
      expect(again.status).toBe(1);
      expect(again.output).toContain('is not empty');
      expect((await target.orderIds()).length).toBe(restored.size);
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 120_000);

  it('asks before restoring: no "yes" restores nothing; a name already taken is not overwritten by a backup', async () => {
    const target = await newStore(engine);
    const file = path.join(tmpDir(), 'taken.backup');
    fs.writeFileSync(file, 'an earlier backup');
    try {
      const answer = spawnSync(process.execPath, [cliBundle, 'restore', file], {
        cwd: serverDir,
        env: { PATH: process.env.PATH, ...target.env },
        input: 'no\n',
        encoding: 'utf8',
      });
      expect(answer.stdout).toContain('Type "yes" to go on');
      expect(answer.stderr).toContain('Nothing restored.');
      expect(answer.status).toBe(1);

      const taken = await cli(['backup', file], target.env);
      expect(taken.status).toBe(1);
      expect(taken.output).toContain('already exists');
      expect(fs.readFileSync(file, 'utf8')).toBe('an earlier backup');
      expect((await cli(['frobnicate', file], target.env)).status).toBe(2);
    } finally {
      await target.drop();
    }
  });
});

describe.runIf(ENGINES.includes('postgres'))('npm run backup / restore on PostgreSQL, when something is missing', () => {
  it('names a database that does not exist', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/halwai_no_such_database';
    const file = path.join(tmpDir(), 'shop.backup');
    fs.writeFileSync(file, 'a backup');
    const run = await cli(['restore', file, '--yes'], { DATABASE_URL: url.toString() });
    expect(run.status).toBe(1);
    expect(run.output.trim()).toBe('database "halwai_no_such_database" does not exist');
  });

  it('says pg_dump is missing and how to install it', async () => {
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, PATH: tmpDir() }; // no pg_dump on it
    const run = await cli(['backup', path.join(tmpDir(), 'x.backup')], env);
    expect(run.status).toBe(1);
    expect(run.output).toContain('pg_dump was not found');
    expect(run.output).toContain('apt-get install postgresql-client');
  });
});
