// `npm run bench`: the server measured side by side with what the same machine does without it —
// the catalogue through the shipped nginx configuration (deploy/nginx, its microcache) against nginx
// serving the identical bytes from a file, the server alone against a bare node:http server sending
// them, a bare better-sqlite3 loop and pgbench running the same order transaction — and a table of
// the ratios. Everything listens on the loopback interface only.
// Needs the built server (`npm run bench` builds it). Installs wrk and nginx from Debian if missing;
// the PostgreSQL rows need a server at BENCH_DATABASE_URL (default: local, user postgres) and pgbench.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { growCatalogue } from './grow-catalogue.mjs';
import { freePort, root, serverEntry, startServer } from './lib.mjs';
import { ensureCommand, wrk } from './wrk.mjs';

const require = createRequire(path.join(root, 'apps/server/package.json'));
const SQLite = require('better-sqlite3');
const pg = require('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/** Each comparison runs this many rounds, the two sides taking turns, and reports medians: the machine may be busy. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
/** Only these parts (comma-separated: catalogue, sqlite, postgres); all when unset. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const runs = (part) => !ONLY || ONLY.has(part);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { ADMIN_EMAIL: 'bench@halwai.test', ADMIN_PASSWORD: 'bench-password-1' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-bench-run-'));
fs.chmodSync(work, 0o755); // nginx's worker reads from here
const rows = [];
const cleanups = [];
const started = performance.now();

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—';
const log = (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

/** A row of the table: what was measured, our figure, the reference's, their ratio and the target. */
function row(what, ours, reference, ratio, target) {
  rows.push({ what, ours, reference, ratio, target });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs every measurement of `sides` once per round, taking turns, and returns for each side the
 * median req/s and the median p99 over the rounds.
 */
async function inTurns(sides) {
  const results = Object.fromEntries(Object.keys(sides).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, measure] of Object.entries(sides)) results[name].push(await measure(round));
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        rps: median(runs.map((r) => r.rps)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((n, r) => n + (r.errors ?? 0) + (r.non2xx ?? 0), 0),
      },
    ]),
  );
}

/** GET with nothing decoded: the exact bytes and headers the server sent. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .once('error', reject);
  });
}

async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const req = http.get(`http://127.0.0.1:${port}/`, (res) => (res.resume(), resolve(true)));
      req.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** nginx settings both nginx sides share: one worker, its own files, wrk's connections kept for the whole run. */
async function nginxWith(name, http) {
  const bin = ensureCommand('nginx', 'nginx-light');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(work, `${name}-`));
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`).join('\n');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  keepalive_requests 1000000;
${http(port, dir)}
}
`,
  );
  const child = spawn(bin, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    await new Promise((r) => child.once('exit', r));
  };
  cleanups.push(stop);
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}/api/catalogue`, stop };
}

/** nginx serving `file` as the gzip catalogue (page cache, open file cache) at /api/catalogue. */
const startNginx = (file, etag) =>
  nginxWith(
    'nginx-file',
    (port) => `  sendfile on;
  tcp_nopush on;
  open_file_cache max=16 inactive=1h;
  open_file_cache_valid 1h;
  server {
    listen 127.0.0.1:${port};
    etag off;
    location = /api/catalogue {
      alias ${file};
      default_type "application/json; charset=utf-8";
      add_header Content-Encoding gzip;
      add_header Cache-Control no-cache;
      add_header Vary Accept-Encoding;
      add_header ETag '${etag}';
    }
  }`,
  );

/**
 * nginx with the shipped configuration in front of the server: halwai.conf's definitions (upstream,
 * the catalogue's cache and maps) with the server as the one instance and the cache in a directory
 * of its own, and halwai-locations.conf in a plain-HTTP server block (TLS is not what is measured).
 */
const startShippedNginx = (serverPort) =>
  nginxWith('nginx-shipped', (port, dir) => {
    const shipped = fs.readFileSync(path.join(root, 'deploy/nginx/halwai.conf'), 'utf8');
    const definitions = shipped
      .slice(0, shipped.search(/^server \{/m))
      .replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, '')
      .replace('least_conn;', `least_conn;\n    server 127.0.0.1:${serverPort};`)
      .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
    const locations = path.join(dir, 'halwai-locations.conf');
    fs.copyFileSync(path.join(root, 'deploy/nginx/halwai-locations.conf'), locations);
    return `  ${fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : ''}
${definitions}
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    include ${locations};
  }`;
  });

/** A bare node:http server answering the same bytes with the same headers (and a 304 on its ETag). */
async function startBareNode(file, etag) {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const etag = ${JSON.stringify(etag)};
    http.createServer((req, res) => {
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { 'cache-control': 'no-cache', vary: 'Accept-Encoding', etag });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache', vary: 'Accept-Encoding', etag, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  cleanups.push(stop);
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}/api/catalogue`, stop };
}

async function login(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** The order the load sends: two lines of the first two products, each 1 kg or its first weight. */
async function orderBody(base) {
  const catalogue = await (await fetch(`${base}/api/catalogue`)).json();
  const items = catalogue.items.filter((i) => i.isAvailable).slice(0, 2);
  return {
    productIds: items.map((i) => i.id),
    body: JSON.stringify({
      customerName: 'Asha Verma',
      customerMobile: '9876543210',
      cartItems: items.map((i) => {
        const price = i.prices.at(-1);
        return { id: i.id, name: i.name, price: price.price, selectedWeight: price.label, quantity: 2, thumbnail: i.thumbnail };
      }),
    }),
  };
}

/** wrk's script for orders: a POST with a new Idempotency-Key each time, as the checkout sends. */
const ordersLua = (body) => `
local n = 0
local prefix = tostring(os.time()) .. "-" .. tostring(math.random(1, 1000000000))
local body = ${JSON.stringify(body)}
request = function()
  n = n + 1
  return wrk.format("POST", "/api/Notify/OrderTotal", { ["Content-Type"] = "application/json", ["Idempotency-Key"] = prefix .. "-" .. n }, body)
end
`;

/** Orders placed in a fixed time through HTTP. */
async function ordersOverHttp(base, body, round = 0) {
  const result = await wrk(`${base}/api/Notify/OrderTotal`, {
    seconds: SECONDS,
    warmSeconds: round === 0 ? 1 : 0,
    luaScript: ordersLua(body),
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} orders were refused`);
  return result;
}

// --- catalogue: the server against nginx and node:http on the same bytes -------------------------

async function catalogueRows(server, label) {
  const full = await rawGet(`${server.base}/api/catalogue`, { 'accept-encoding': 'gzip' });
  if (full.headers['content-encoding'] !== 'gzip') throw new Error('the catalogue did not come gzipped');
  const etag = full.headers.etag;
  const file = path.join(work, `catalogue-${label.replace(/[^a-z0-9]+/gi, '-')}.json.gz`);
  fs.writeFileSync(file, full.body);
  fs.chmodSync(file, 0o644);
  const again = await rawGet(`${server.base}/api/catalogue`, { 'if-none-match': etag });
  // A 304 must carry no body and no Content-Length but the representation's: wrk waits forever otherwise.
  const revalidationBroken =
    again.status !== 304 ||
    again.body.length !== 0 ||
    (again.headers['content-length'] ?? String(full.body.length)) !== String(full.body.length)
      ? `${again.status} with Content-Length: ${again.headers['content-length']}`
      : null;
  const nginx = await startNginx(file, etag);
  const bare = await startBareNode(file, etag);
  const shipped = await startShippedNginx(server.port);
  const throughShipped = await rawGet(shipped.url, { 'accept-encoding': 'gzip' });
  if (!throughShipped.body.equals(full.body))
    throw new Error('the shipped nginx did not pass on the catalogue as the server sent it');
  const gzipOnly = { 'accept-encoding': 'gzip' };
  const load = (url, headers) => (round) => wrk(url, { seconds: SECONDS, warmSeconds: round === 0 ? 1 : 0, headers });
  log(
    `catalogue (${label}, ${fmt(full.body.length)} B gzip): nginx from a file, the shipped nginx in front of the server, node:http, the server alone${revalidationBroken ? '' : ' (full, 304)'} in turns, ${ROUNDS} rounds …`,
  );
  const { n, p, b, s, r } = await inTurns({
    n: load(nginx.url, gzipOnly),
    p: load(shipped.url, gzipOnly),
    b: load(bare.url, gzipOnly),
    s: load(`${server.base}/api/catalogue`, gzipOnly),
    ...(revalidationBroken ? {} : { r: load(`${server.base}/api/catalogue`, { ...gzipOnly, 'If-None-Match': etag }) }),
  });
  await nginx.stop();
  await shipped.stop();
  await bare.stop();
  for (const result of [n, p, b, s, r]) if (result?.errors > 0) throw new Error(`wrk saw errors: ${JSON.stringify(result)}`);
  const rps = (x) => `${fmt(x.rps)} req/s, p99 ${fmt(x.p99, 2)} ms`;
  row(
    `catalogue gzip (${label}) through the shipped nginx vs nginx from a file: req/s`,
    rps(p),
    `nginx ${rps(n)}`,
    p.rps / n.rps,
    '≥ 0.6',
  );
  row(`… p99`, `${fmt(p.p99, 2)} ms`, `nginx ${fmt(n.p99, 2)} ms`, p.p99 / n.p99, '≤ 2');
  row(`catalogue gzip (${label}), the server alone vs bare node:http`, rps(s), `node:http ${rps(b)}`, s.rps / b.rps, '≥ 0.6');
  row(`… the server alone vs nginx from a file`, rps(s), `nginx ${rps(n)}`, s.rps / n.rps, '');
  if (r) row(`revalidation (${label}), the server alone vs its full answer`, rps(r), `full ${rps(s)}`, r.rps / s.rps, '≥ 1.2');
  else
    row(
      `revalidation (${label}), the server alone vs its full answer`,
      `not measurable: the 304 answers ${revalidationBroken}`,
      `full ${rps(s)}`,
      NaN,
      '≥ 1.2',
    );
}

/** Median time of the first catalogue request after a change, less that of a cached one. */
async function rebuildMs(base) {
  const token = await login(base);
  const catalogue = await (await fetch(`${base}/api/catalogue`)).json();
  const id = catalogue.items[0].id;
  const timed = async () => {
    const t0 = performance.now();
    await rawGet(`${base}/api/catalogue`, { 'accept-encoding': 'gzip' });
    return performance.now() - t0;
  };
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cached = [];
  const rebuilt = [];
  for (let i = 0; i < 21; i++) {
    const res = await fetch(`${base}/api/Items/ToggleProductAvailability/ToggleAvailability/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`changing a product failed: ${res.status} ${await res.text()}`);
    rebuilt.push(await timed());
    cached.push(await timed());
  }
  return { rebuild: median(rebuilt) - median(cached), firstRequest: median(rebuilt), cached: median(cached) };
}

// --- orders: the server against the database's own speed --------------------------------------------

async function sqliteOrders() {
  const server = await startServer({ SEED_DEMO: 'true' });
  try {
    const { body } = await orderBody(server.base);
    // The loop writes to a copy of the same migrated, seeded database, beside it on the same disk.
    const copy = path.join(server.dataDir, 'bare-loop.sqlite');
    const source = new SQLite(path.join(server.dataDir, 'halwai.sqlite'));
    source.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`);
    source.close();
    log(`orders on SQLite: through HTTP and a bare better-sqlite3 loop in turns, ${ROUNDS} rounds …`);
    const { h, bare } = await inTurns({
      h: (round) => ordersOverHttp(server.base, body, round),
      bare: async () => {
        const out = execFileSync(process.execPath, [path.join(root, 'bench/sqlite-orders-loop.mjs'), copy, String(SECONDS)], {
          encoding: 'utf8',
        });
        const { orders, seconds } = JSON.parse(out);
        return { rps: orders / seconds, p99: NaN };
      },
    });
    row(
      'orders on SQLite (WAL, synchronous=FULL) vs bare loop',
      `${fmt(h.rps)} orders/s, p99 ${fmt(h.p99, 1)} ms`,
      `loop ${fmt(bare.rps)} orders/s`,
      h.rps / bare.rps,
      '≥ 0.6',
    );
  } finally {
    await server.stop();
  }
}

function pgbenchScript(productIds) {
  const [p1, p2] = productIds;
  const payload = JSON.stringify({
    id: 0,
    customerName: 'Asha Verma',
    customerMobile: '9876543210',
    total: 960,
    lines: [{ name: 'x'.repeat(40) }, { name: 'y'.repeat(40) }],
    status: 0,
    createdAt: new Date().toISOString(),
  }).replace(/'/g, "''");
  // A line's HSN code and GST rate, read from its product's category as the line is written.
  const tax = (column, fallback, product) =>
    `(SELECT coalesce(category_tax.${column}, ${fallback}) FROM products LEFT JOIN category_tax ON category_tax.category_id = products.category_id WHERE products.id = ${product})`;
  return `\\set p1 ${p1}
\\set p2 ${p2}
SELECT p.id, p.name, p.is_available, pp.label, pp.price_paise FROM products p LEFT JOIN product_prices pp ON pp.product_id = p.id WHERE p.id IN (:p1, :p2);
BEGIN;
INSERT INTO orders (access_key_hash, customer_name, customer_mobile, status, total_paise, created_at, updated_at) VALUES (md5(random()::text) || md5(random()::text), 'Asha Verma', '9876543210', 0, 96000, now()::text, now()::text) RETURNING id AS order_id \\gset
INSERT INTO order_lines (order_id, product_id, name, variant, quantity, price_paise, position, hsn, gst_rate) VALUES (:order_id, :p1, 'Kaju Katli', '1 kg', 2, 48000, 0, ${tax('hsn', "'2106'", ':p1')}, ${tax('gst_rate', 5, ':p1')}), (:order_id, :p2, 'Soan Papdi', '1 kg', 2, 48000, 1, ${tax('hsn', "'2106'", ':p2')}, ${tax('gst_rate', 5, ':p2')}) RETURNING *;
INSERT INTO notification_outbox (event_id, kind, subject_id, payload, created_at) VALUES (gen_random_uuid()::text, 'order.placed', :order_id, '${payload}', now()::text);
INSERT INTO idempotency_keys (key, scope, request_hash, response_status, response_body, created_at) VALUES (md5(random()::text) || :client_id, 'orders', md5(random()::text), 201, repeat('x', 160), now()::text);
WITH serial AS (INSERT INTO invoice_counters (financial_year, last_number) VALUES ('bench', 1) ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number::text AS digits) UPDATE orders SET invoice_number = 'HW/bench/' || lpad(serial.digits, greatest(4, length(serial.digits)), '0') FROM serial WHERE orders.id = :order_id RETURNING orders.invoice_number;
END;
`;
}

async function postgresOrders() {
  const pgbench = ['/usr/bin/pgbench', '/usr/local/bin/pgbench'].find((f) => fs.existsSync(f));
  if (!pgbench) return log('orders on PostgreSQL: skipped, pgbench is not installed (Debian: postgresql-client)');
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    return log(`orders on PostgreSQL: skipped, no PostgreSQL at ${PG_URL} (${err.message})`);
  }
  const name = `halwai_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  let server = null;
  try {
    server = await startServer({ SEED_DEMO: 'true', DATABASE_URL: url.href });
    const { body, productIds } = await orderBody(server.base);
    const script = path.join(work, 'order.pgbench.sql');
    fs.writeFileSync(script, pgbenchScript(productIds));
    log(`orders on PostgreSQL: through HTTP and pgbench (the same transaction) in turns, ${ROUNDS} rounds …`);
    const { h, bench } = await inTurns({
      h: (round) => ordersOverHttp(server.base, body, round),
      bench: async () => {
        const out = execFileSync(pgbench, ['-n', '-c', '10', '-j', '1', '-T', String(SECONDS), '-f', script, url.href], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return { rps: Number(/tps = ([\d.]+)/.exec(out)?.[1]), p99: NaN };
      },
    });
    row(
      'orders on PostgreSQL vs pgbench (10 clients)',
      `${fmt(h.rps)} orders/s, p99 ${fmt(h.p99, 1)} ms`,
      `pgbench ${fmt(bench.rps)} orders/s`,
      h.rps / bench.rps,
      '≥ 0.5',
    );
  } finally {
    if (server) await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// --- the run ---------------------------------------------------------------------------------------

try {
  ensureCommand('wrk', 'wrk');
  ensureCommand('nginx', 'nginx-light');
  log(`server ${path.relative(root, serverEntry)}; ${ROUNDS} rounds of ${SECONDS} s per measurement, wrk -t1 -c50`);

  if (runs('catalogue')) await catalogues();
  if (runs('sqlite')) await sqliteOrders();
  if (runs('postgres')) await postgresOrders();
} finally {
  for (const stop of cleanups) await stop().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}

/** The catalogue rows: the demo shop, then grown to PRODUCTS, with the rebuild after a change. */
async function catalogues() {
  const demo = await startServer({ SEED_DEMO: 'true', ...ADMIN }, { keepData: true });
  try {
    await catalogueRows(demo, 'demo shop');
  } finally {
    await demo.stop();
  }
  if (PRODUCTS <= 0) fs.rmSync(demo.dataDir, { recursive: true, force: true });
  else {
    growCatalogue(demo.dataDir, PRODUCTS);
    const big = await startServer({ SEED_DEMO: 'true', ...ADMIN }, { dataDir: demo.dataDir });
    try {
      const count = (await (await fetch(`${big.base}/api/catalogue`)).json()).items.length;
      await catalogueRows(big, `${count} products`);
      log(`catalogue rebuild after a change (${count} products) …`);
      const r = await rebuildMs(big.base);
      row(
        `catalogue rebuild after a change (${count} products)`,
        `${fmt(r.rebuild, 1)} ms`,
        `first request ${fmt(r.firstRequest, 1)} ms, cached ${fmt(r.cached, 1)} ms`,
        NaN,
        '≤ 15 ms',
      );
    } finally {
      await big.stop();
    }
  }
}

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(
  `\n${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
const widths = ['what', 'ours', 'reference'].map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 7)).join(' | ')} |`;
console.log(line(['what', 'ours', 'reference', 'ratio', 'target']));
console.log(line(widths.map((w) => '-'.repeat(w)).concat(['-------', '-------'])));
for (const r of rows)
  console.log(line([r.what, r.ours, r.reference, Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}×` : '', r.target]));
log('done');
