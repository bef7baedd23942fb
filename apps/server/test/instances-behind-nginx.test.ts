/**
 * Two real server processes on one fresh PostgreSQL database, behind a real nginx running the shipped
 * deploy/nginx/halwai-locations.conf and the upstream of deploy/nginx/halwai.conf. Skipped without
 * TEST_DATABASE_URL or an nginx binary (.ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry, serverDir } from './support/bundle-entry.js';
import { openEventStream } from './support/event-stream.js';
import { ADMIN } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const deployDir = path.resolve(serverDir, '../../deploy/nginx');
const nginxBinary = ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never answered ${url}:\n${output()}`);
}

interface Running {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

function spawnLogged(command: string, args: string[], options: Parameters<typeof spawn>[2]): Running {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where halwai-locations.conf expects the built web app; the test points it at a directory of its own. */
const SHIPPED_WEB_DIST = '/opt/halwai/apps/web/dist';

/**
 * The shipped configuration in front of the test's instances on one loopback port: halwai.conf's
 * definitions (upstream, the catalogue's cache, its maps) and its server for other names, with the
 * test's ports, directories and instances; a plain-HTTP server for the name the test asks for
 * (127.0.0.1) including halwai-locations.conf, whose web app directory is `webDist`.
 */
function nginxConfig(dir: string, port: number, instancePorts: number[], webDist: string): string {
  const shipped = fs.readFileSync(path.join(deployDir, 'halwai.conf'), 'utf8');
  const definitions = shipped.slice(0, shipped.search(/^server \{/m));
  const upstream = /upstream halwai_instances \{[\s\S]*?\n\}/.exec(definitions)?.[0];
  if (!upstream) throw new Error('deploy/nginx/halwai.conf has no upstream halwai_instances block');
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  const testUpstream = upstream
    .replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, '')
    .replace('least_conn;', `least_conn;\n${servers}`);
  const cachePath = /proxy_cache_path (\S+)/.exec(definitions)?.[1];
  if (!cachePath) throw new Error('deploy/nginx/halwai.conf has no proxy_cache_path');
  const otherNames = /^server \{[^}]*default_server[^}]*\}/m.exec(shipped)?.[0];
  if (!otherNames) throw new Error('deploy/nginx/halwai.conf has no default_server block');
  const locations = path.join(dir, 'halwai-locations.conf');
  const shippedLocations = fs.readFileSync(path.join(deployDir, 'halwai-locations.conf'), 'utf8');
  if (!shippedLocations.includes(`root ${SHIPPED_WEB_DIST};`))
    throw new Error(`halwai-locations.conf has no root ${SHIPPED_WEB_DIST}`);
  fs.writeFileSync(locations, shippedLocations.replace(`root ${SHIPPED_WEB_DIST};`, `root ${webDist};`));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${path.join(dir, 'access.log')};
  # As Debian's nginx.conf does: the file types the assets are sent and compressed by.
  ${fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : ''}
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${definitions.replace(upstream, testUpstream).replace(cachePath, path.join(dir, 'cache'))}
  ${otherNames.replace(/^\s*listen .*\n/gm, '').replace('server {', `server {\n    listen 127.0.0.1:${port} default_server;`)}
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    # Which instance answered, so the test can tell that both did, and what the cache did.
    add_header X-Upstream $upstream_addr always;
    add_header X-Cache-Status $upstream_cache_status always;
    include ${locations};
  }
}
`;
}

/** A hashed script of a build that only nginx's web app directory holds, not the instances'. */
const ASSET = 'probe-3f9a1c.js';
const ASSET_TEXT = `export const probe = ${JSON.stringify('kaju katli '.repeat(300))};\n`;

/** GET with nothing decoded: the exact bytes and headers nginx sent. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .once('error', reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface CatalogueItem {
  id: number;
  name: string;
  isAvailable: boolean;
  prices: { label: string; price: number }[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !nginxBinary)('two instances behind nginx on one PostgreSQL database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-nginx-'));
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const databaseName = `halwai_nginx_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let bundle = '';
  const instances: (Running & { base: string })[] = [];
  let nginx: Running | null = null;
  let proxy = '';
  let token = '';
  const webDist = path.join(dir, 'web');

  const adminDb = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  let databaseUrl = '';
  /** An instance on the shared database, at `base`, serving when this resolves. */
  async function startInstance(name: string, base: string): Promise<Running> {
    const running = spawnLogged(process.execPath, [bundle], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dir, `data-${name}`),
        HOST: '127.0.0.1',
        PORT: new URL(base).port,
        TRUST_PROXY: 'loopback',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    });
    await waitUntilServing(`${base}/healthz`, running.child, running.output);
    return running;
  }

  beforeAll(async () => {
    await adminDb(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    bundle = await bundleEntry('src/server.ts');
    // One after the other: the first migrates and seeds the demo shop, the second finds it ready.
    for (const name of ['a', 'b']) {
      const base = `http://127.0.0.1:${await freePort()}`;
      instances.push({ ...(await startInstance(name, base)), base });
    }
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'assets', ASSET), ASSET_TEXT);
    const port = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig(
        dir,
        port,
        instances.map((i) => Number(new URL(i.base).port)),
        webDist,
      ),
    );
    nginx = spawnLogged(nginxBinary!, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {});
    proxy = `http://127.0.0.1:${port}`;
    await waitUntilServing(
      `${proxy}/healthz`,
      nginx.child,
      () => nginx!.output() + fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    );

    const login = await fetch(`${instances[0]!.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    if (bundle) fs.rmSync(bundle, { force: true });
    await adminDb(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];
  const asAdmin = { authorization: () => `Bearer ${token}` };
  const catalogue = async (base: string) => {
    const res = await fetch(`${base}/api/catalogue`);
    return { etag: res.headers.get('etag')!, items: ((await res.json()) as { items: CatalogueItem[] }).items };
  };

  it('ship a production configuration, TLS block included, that nginx accepts', () => {
    const tls = fs.mkdtempSync(path.join(dir, 'tls-'));
    const cert = path.join(tls, 'cert.pem');
    const key = path.join(tls, 'key.pem');
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=shop.example.com',
    ]);
    expect(made.status, String(made.stderr)).toBe(0);
    const shipped = fs
      .readFileSync(path.join(deployDir, 'halwai.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/shop.example.com/fullchain.pem', cert)
      .replace('/etc/letsencrypt/live/shop.example.com/privkey.pem', key)
      .replace('include /etc/nginx/halwai-locations.conf;', `include ${path.join(deployDir, 'halwai-locations.conf')};`)
      .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(tls, 'cache')}`);
    fs.writeFileSync(path.join(tls, 'halwai.conf'), shipped);
    const main = path.join(tls, 'nginx.conf');
    fs.writeFileSync(
      main,
      `pid ${path.join(tls, 'nginx.pid')}; events {} http { access_log off; include ${path.join(tls, 'halwai.conf')}; }`,
    );
    const checked = spawnSync(nginxBinary!, ['-t', '-p', tls, '-c', main, '-e', path.join(tls, 'error.log')]);
    expect(checked.status, String(checked.stderr)).toBe(0);
  });

  it('balance requests between both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxy}/api/catalogue`);
      expect(res.status).toBe(200);
      seen.add(res.headers.get('x-upstream')!);
    }
    expect(seen.size).toBe(2);
  });

  it('serve a catalogue change made through one instance from the other within a second, and through the cache within 1.5 s, under a new ETag (20 changes)', async () => {
    const product = (await catalogue(b().base)).items[0]!;
    const staleness: number[] = [];
    const throughCache: number[] = [];
    let available = product.isAvailable;
    for (let i = 0; i < 20; i++) {
      const before = await catalogue(b().base);
      const res = await fetch(`${a().base}/api/Items/ToggleProductAvailability/ToggleAvailability/${product.id}`, {
        method: 'PUT',
        headers: { authorization: asAdmin.authorization() },
      });
      expect(res.status).toBe(200);
      const written = Date.now();
      available = !available;
      const changed = (seen: Awaited<ReturnType<typeof catalogue>>) =>
        seen.items.find((item) => item.id === product.id)!.isAvailable === available;
      // The other instance and nginx watched at once, each as often as it answers.
      const firstChanged = async (base: string) => {
        for (;;) {
          const answer = await catalogue(base);
          if (changed(answer)) return { ...answer, after: Date.now() - written };
          if (Date.now() - written > 3000) throw new Error(`change ${i} not served by ${base} after 3 s`);
        }
      };
      const [seen, cached] = await Promise.all([firstChanged(b().base), firstChanged(proxy)]);
      staleness.push(seen.after);
      throughCache.push(cached.after);
      expect(seen.etag).not.toBe(before.etag);
      expect((await catalogue(a().base)).etag).toBe(seen.etag);
      expect(cached.etag).toBe(seen.etag);
    }
    const report = `catalogue staleness over ${staleness.length} changes: across instances median ${median(staleness)} ms, max ${Math.max(...staleness)} ms; through the cache median ${median(throughCache)} ms, max ${Math.max(...throughCache)} ms`;
    console.log(report);
    expect(Math.max(...staleness), report).toBeLessThan(1000);
    expect(Math.max(...throughCache), report).toBeLessThanOrEqual(1500);
  }, 90_000); // each change waits up to a second and a half for the cache

  it('serve the hashed web assets from the build on disk, kept a year, and ask the instances for a name it lacks', async () => {
    const plain = await rawGet(`${proxy}/assets/${ASSET}`);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(ASSET_TEXT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-upstream']).toBeUndefined(); // no instance was asked
    const gzipped = await rawGet(`${proxy}/assets/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(ASSET_TEXT);
    const missing = await rawGet(`${proxy}/assets/not-in-this-build-0000.js`);
    expect(missing.headers['x-upstream']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('answer the catalogue from its cache in the coding each client asked for, and its ETag with an empty 304', async () => {
    const hit = async (headers: Record<string, string>, query = '') => {
      for (let tries = 0; tries < 20; tries++) {
        const answer = await rawGet(`${proxy}/api/catalogue${query}`, headers);
        if (answer.headers['x-cache-status'] === 'HIT') return answer;
      }
      throw new Error(`never answered from the cache with ${JSON.stringify(headers)}`);
    };
    const reference = await catalogue(a().base);
    const gzipped = await hit({ 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('no-cache'); // the instance's, for browsers
    // Stored gzip answers never go to a client that did not ask for gzip.
    for (const headers of <Record<string, string>[]>[{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const plain = await hit(headers);
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect((JSON.parse(plain.body.toString()) as { items: unknown[] }).items).toHaveLength(reference.items.length);
    }
    const brotli = await hit({ 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString())).toHaveProperty('items');
    // One outlet's catalogue is kept apart from the whole shop's, keyed by its query string.
    const atOutlet = await hit({ 'accept-encoding': 'gzip' }, '?outlet=1');
    expect(atOutlet.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(atOutlet.body).toString())).toHaveProperty('items');
    expect((await rawGet(`${proxy}/api/catalogue?outlet=999`)).status).toBe(400);
    const notModified = await rawGet(`${proxy}/api/catalogue`, { 'if-none-match': gzipped.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("never answer staff, a cookie, a query string, a customer's order or invoice from the cache", async () => {
    const staffCatalogue = await rawGet(`${proxy}/api/catalogue`, { authorization: asAdmin.authorization() });
    expect(staffCatalogue.headers['x-cache-status']).toBe('BYPASS');
    expect(staffCatalogue.headers['cache-control']).toBe('no-store');
    for (const headers of <Record<string, string>[]>[{ cookie: 'session=1' }, { 'cache-control': 'no-store' }])
      expect((await rawGet(`${proxy}/api/catalogue`, headers)).headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS');
    expect((await rawGet(`${proxy}/catalogue?fresh=1`)).headers['x-cache-status']).toBe('BYPASS');

    // A staff answer, changed between two reads through nginx: the second is the new one.
    const details = async () => {
      const answer = await rawGet(`${proxy}/api/Items/GetProductDetails`, { authorization: asAdmin.authorization() });
      expect(answer.headers['x-cache-status']).toBeUndefined();
      return JSON.parse(answer.body.toString()) as { id: number; isAvailable: boolean }[];
    };
    const [item] = await details();
    const toggled = await fetch(`${a().base}/api/Items/ToggleProductAvailability/ToggleAvailability/${item!.id}`, {
      method: 'PUT',
      headers: { authorization: asAdmin.authorization() },
    });
    expect(toggled.status).toBe(200);
    expect((await details()).find((x) => x.id === item!.id)!.isAvailable).toBe(!item!.isAvailable);

    // A customer's order and invoice, changed by staff between two reads through nginx.
    const placed = await placeOrder(proxy, 'Not Cached', {});
    expect(placed.status).toBe(201);
    const { id, accessKey } = (await placed.json()) as { id: number; accessKey: string };
    const order = async () => {
      const answer = await rawGet(`${proxy}/get-order/${id}?key=${accessKey}`);
      expect(answer.headers['x-cache-status']).toBeUndefined();
      return JSON.parse(answer.body.toString()) as { orderStatus: number };
    };
    const invoice = async () => {
      const answer = await rawGet(`${proxy}/api/orders/${id}/invoice?key=${accessKey}`);
      expect(answer.headers['x-cache-status']).toBeUndefined();
      return JSON.parse(answer.body.toString()) as { paid: boolean };
    };
    expect((await order()).orderStatus).toBe(0);
    expect((await invoice()).paid).toBe(false);
    const completed = await fetch(`${a().base}/api/admin/orders/${id}/status`, {
      method: 'PUT',
      headers: { authorization: asAdmin.authorization(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 1 }),
    });
    expect(completed.status).toBe(200);
    const paid = await fetch(`${a().base}/api/admin/orders/${id}/payment`, {
      method: 'PUT',
      headers: { authorization: asAdmin.authorization(), 'content-type': 'application/json' },
      body: JSON.stringify({ paid: true }),
    });
    expect(paid.status).toBe(200);
    expect((await order()).orderStatus).toBe(1);
    expect((await invoice()).paid).toBe(true);
  });

  it('drop a request for another server name without answering it', async () => {
    for (const host of ['attacker.example', 'localhost'])
      await expect(rawGet(`${proxy}/api/catalogue`, { host }), host).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await rawGet(`${proxy}/api/catalogue`)).status).toBe(200);
  });

  it('send a stream held on one instance, and one held through nginx, the order placed through the other within 2 s', async () => {
    const onB = await openEventStream(`${b().base}/api/admin/events`, { authorization: asAdmin.authorization() });
    const throughProxy = await openEventStream(`${proxy}/api/admin/events`, { authorization: asAdmin.authorization() });
    try {
      await onB.next('ready');
      await throughProxy.next('ready');
      const placed = Date.now();
      const order = await placeOrder(a().base, 'Live Elsewhere', {});
      expect(order.status).toBe(201);
      const { id } = (await order.json()) as { id: number };
      // An earlier test's order may still be on its way to the streams: wait for this one's, within the 2 s.
      const thisOrder = async (stream: typeof onB) => {
        for (;;) {
          const event = await stream.next('order.placed', Math.max(1, placed + 2000 - Date.now()));
          if ((event.data as { id?: number }).id === id) return event;
        }
      };
      const events = await Promise.all([thisOrder(onB), thisOrder(throughProxy)]);
      for (const event of events) {
        expect(event.data).toMatchObject({ id, customerName: 'Live Elsewhere' });
        expect(event.at - placed).toBeLessThan(2000);
      }
    } finally {
      onB.close();
      throughProxy.close();
    }
  });

  it('count sign-in attempts through nginx across both instances: the eleventh is refused', async () => {
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${proxy}/api/auth/login`, {
        method: 'POST',
        // A client of its own: nginx appends the address it saw, the instance believes both hops.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: `guess-${i}@halwai.test`, password: 'not-the-password' }),
      });
      statuses.push(res.status);
      upstreams.add(res.headers.get('x-upstream')!);
    }
    expect(upstreams.size).toBe(2);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Another address is not held back by that one's count.
    const other = await fetch(`${proxy}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify(ADMIN),
    });
    expect(other.status).toBe(200);
  }, 120_000); // a dozen scrypt sign-ins, slow on a busy machine

  it('place exactly one order per idempotency key, placed on one instance and replayed on the other', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `nginx-test-${process.pid}-${i}`);
    const before = await orderCount();
    const ids = new Map<string, number[]>();
    for (const [i, key] of keys.entries()) {
      const [first, second] = i % 2 === 0 ? [a(), b()] : [b(), a()];
      // The first try and its replay at once, then another replay later: all on different instances.
      const answers = await Promise.all([
        placeOrder(first.base, `Key ${i}`, { 'idempotency-key': key }),
        placeOrder(second.base, `Key ${i}`, { 'idempotency-key': key }),
      ]);
      answers.push(await placeOrder(proxy, `Key ${i}`, { 'idempotency-key': key }));
      const answered = await Promise.all(
        answers.map(async (res) => ({ status: res.status, body: (await res.json()) as { id?: number } })),
      );
      // A twin racing the first try loses on the key's primary key, rolls back and replays the first answer.
      expect(
        answered.map((x) => x.status),
        JSON.stringify(answered),
      ).toEqual([201, 201, 201]);
      ids.set(
        key,
        answered.map((x) => x.body.id!),
      );
    }
    for (const key of keys) expect(new Set(ids.get(key)).size, key).toBe(1);
    expect((await orderCount()) - before).toBe(keys.length);
  });

  it('place every keyed order once when an instance is killed with orders in flight: no customer sees a 5xx', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    const inFlight = async (base: string) =>
      Number(/^halwai_orders_in_flight (\d+)$/m.exec(await (await fetch(`${base}/metrics`)).text())?.[1] ?? 0);
    const keys = Array.from({ length: 6 }, (_, i) => `killed-${process.pid}-${i}`);
    const before = await orderCount();
    try {
      // Every order's INSERT waits for this lock: the orders stay in flight on both instances until it goes.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE orders IN SHARE MODE');
      const sent = keys.map((key, i) => placeOrder(proxy, `Killed ${i}`, { 'idempotency-key': key }));
      await waitFor(
        async () => {
          const [onA, onB] = await Promise.all([inFlight(a().base), inFlight(b().base)]);
          return onA >= 1 && onA + onB === keys.length;
        },
        15_000,
        'orders in flight on both instances',
      );
      a().child.kill('SIGKILL');
      await a().stop();
      // nginx sends the killed instance's orders on to the other, which waits on the same lock.
      await waitFor(async () => (await inFlight(b().base)) === keys.length, 15_000, 'every order in flight on the survivor');
      await holder.query('COMMIT');
      const answered = await Promise.all(
        sent.map(async (res) => {
          const r = await res;
          return { status: r.status, upstream: r.headers.get('x-upstream'), body: (await r.json()) as { id?: number } };
        }),
      );
      expect(
        answered.map((x) => x.status),
        JSON.stringify(answered),
      ).toEqual(keys.map(() => 201));
      // The killed instance's were tried there first, then on the survivor (nginx lists both).
      expect(answered.some((x) => x.upstream?.includes(','))).toBe(true);
      expect(new Set(answered.map((x) => x.body.id)).size).toBe(keys.length);
      expect((await orderCount()) - before).toBe(keys.length);
      const stored = await holder.query<{ customer_name: string; n: string }>(
        "select customer_name, count(*) as n from orders where customer_name like 'Killed %' group by customer_name",
      );
      expect(stored.rows.map((r) => [r.customer_name, Number(r.n)]).sort()).toEqual(keys.map((_, i) => [`Killed ${i}`, 1]));
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      await holder.end();
      // Back as it was, on the same address nginx knows.
      if (a().child.exitCode !== null || a().child.signalCode !== null)
        instances[0] = { ...(await startInstance('a', a().base)), base: a().base };
    }
  }, 60_000);

  async function orderCount(): Promise<number> {
    const res = await fetch(`${proxy}/api/Orders/GetAllOrders`, { headers: { authorization: asAdmin.authorization() } });
    return ((await res.json()) as unknown[]).length;
  }

  /**
   * An order over the ₹1000 minimum of one available demo product, from a client address of its own per
   * customer (20 orders a minute per address are allowed).
   */
  let addresses = 0;
  const addressOf = new Map<string, string>();
  async function placeOrder(base: string, customerName: string, headers: Record<string, string>) {
    if (!addressOf.has(customerName)) addressOf.set(customerName, `198.51.100.${++addresses}`);
    const item = (await catalogue(base)).items.find((x) => x.isAvailable && x.prices.length > 0)!;
    const { label, price } = item.prices[0]!;
    const quantity = Math.ceil(1000 / price);
    return fetch(`${base}/api/Notify/OrderTotal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf.get(customerName)!, ...headers },
      body: JSON.stringify({
        cartItems: [{ id: item.id, name: item.name, price, selectedWeight: label, quantity, thumbnail: '/logo.svg' }],
        customerName,
        customerMobile: '9876543210',
      }),
    });
  }
});
