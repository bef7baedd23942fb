// A festival morning's rush on the stack the README deploys: the shipped nginx files in front of two
// instances on one PostgreSQL database, all started here on a database of the bench's own. An open
// model (arrivals at a fixed rate whatever the answers take): catalogue reads, product pages, offer
// checks and orders, the orders racing for a festival box with little stock, an offer code with few
// uses and pickup slots with few places. Midway through each rate one instance is killed with SIGKILL
// and started again. Then the stored facts, read from the database: acknowledged orders missing or
// stored twice, and stock, offer uses and slot places against the orders stored. Last, pgbench runs
// the order's statements (bench/rush-order.pgbench.sql) at each rate's concurrency, for comparison.
//
// Build first (`npm run build`): nothing is built here. Needs PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), nginx and pgbench.
//
//   node bench/rush.mjs [--rates 10,25,40,60] [--seconds 20] [--reads 10] [--pages 2] [--no-kill]
//                       [--pgbench-seconds 10] [--no-pgbench] [--keep]
//
// Orders are sent as the web app sends them: with an Idempotency-Key, again under the same key after
// a lost answer or a 502/503/504 (waiting as Retry-After says), for up to 30 s.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { freePort, percentile, root, serverEntry } from './lib.mjs';
import { startNginx } from './nginx.mjs';

const { values: opts } = parseArgs({
  options: {
    rates: { type: 'string', default: '10,25,40,60' },
    seconds: { type: 'string', default: '20' },
    reads: { type: 'string', default: '10' },
    pages: { type: 'string', default: '2' },
    'no-kill': { type: 'boolean', default: false },
    'pgbench-seconds': { type: 'string', default: '10' },
    'no-pgbench': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const RATES = opts.rates.split(',').map(Number);
const SECONDS = Number(opts.seconds);
const READS_PER_ORDER = Number(opts.reads);
const PAGES_PER_ORDER = Number(opts.pages);
const ADMIN = { email: 'owner@rush.bench', password: 'rush-bench-password' };
const ORDER_RETRY_BUDGET_MS = 30_000;
const SHOP_ZONE = 'Asia/Kolkata';
/** Connections the two instances hold to PostgreSQL at most (apps/server/src/db/engine.ts: a pool of 10 each). */
const DB_CONNECTIONS = 2 * 10;

if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgbenchBinary = ['pgbench', ...fs.globSync('/usr/lib/postgresql/*/bin/pgbench').sort().reverse()].find(
  (bin) => spawnSync(bin, ['--version']).status === 0,
);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-rush-'));
const databaseName = `halwai_rush_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

async function onAdminDb(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One instance as the README deploys it: TRUST_PROXY=loopback behind nginx, on the shared database. */
async function startInstance(name, port) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, `data-${name}`),
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return { name, port, base, child, startMs: performance.now() - started };
}

// ---- the load -------------------------------------------------------------------------------------

const http = (base) =>
  new Pool(base, { connections: 2048, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 60_000, bodyTimeout: 60_000 });

/** A customer's own address, so each is counted by the per-address limits as one shopper. */
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Calls `fire(i, scheduledAt)` `rate` times a second for `seconds`, at fixed spacing, never waiting for
 * answers: the open model. Latency counts from the scheduled time, so a late send counts against us.
 */
function arrivals(rate, seconds, fire) {
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const at = (i) => start + (i * 1000) / rate;
  let next = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && at(next) <= now) fire(next, at(next++));
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, at(next) - performance.now()));
    };
    tick();
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What a kind of request came to: latencies of the answered, statuses, and what went wrong on the way. */
function tally() {
  return { ms: [], status: {}, brokenConnections: 0, busy503: 0, other5xx: 0, why: {} };
}
function summary(t) {
  const sorted = [...t.ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50) ?? NaN,
    p95: percentile(sorted, 95) ?? NaN,
    p99: percentile(sorted, 99) ?? NaN,
    within2s: sorted.length ? sorted.filter((ms) => ms <= 2000).length / sorted.length : NaN,
  };
}

async function read(pool, t, path, scheduledAt, headers = {}) {
  try {
    const res = await pool.request({ path, method: 'GET', headers: { 'accept-encoding': 'gzip', ...headers } });
    await res.body.dump();
    t.status[res.statusCode] = (t.status[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500) {
      t.other5xx++;
      t.why[res.statusCode] = (t.why[res.statusCode] ?? 0) + 1;
    }
  } catch (error) {
    broken(t, error);
  }
  t.ms.push(performance.now() - scheduledAt);
}

/** A request that got no answer, by its error's code (what the customer's browser would have shown). */
function broken(t, error) {
  t.brokenConnections++;
  const code = error?.code ?? error?.name ?? 'error';
  t.why[code] = (t.why[code] ?? 0) + 1;
}

async function postJson(pool, path, body, headers) {
  const res = await pool.request({
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // nginx's own error pages are HTML: the status says what happened.
  }
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: parsed };
}

/** An order as the web app sends it: once, then again under the same key while busy or unanswered. */
async function order(pool, t, { key, body, xff }, scheduledAt, outcome) {
  const deadline = scheduledAt + ORDER_RETRY_BUDGET_MS;
  for (let attempt = 0; ; attempt++) {
    let answer = null;
    try {
      answer = await postJson(pool, '/api/Notify/OrderTotal', body, { 'idempotency-key': key, 'x-forwarded-for': xff });
    } catch (error) {
      broken(t, error);
    }
    if (answer && answer.status >= 500) {
      if (answer.status === 503 && answer.body?.code === 'common.orderBusy') t.busy503++;
      else {
        t.other5xx++;
        t.why[answer.status] = (t.why[answer.status] ?? 0) + 1;
      }
    }
    const again = !answer || [502, 503, 504].includes(answer.status);
    const wait = again ? Math.min(answer?.retryAfter ? Number(answer.retryAfter) * 1000 : 500 * 2 ** attempt, 10_000) * (1 + Math.random() / 2) : 0;
    if (again && performance.now() + wait < deadline) {
      await sleep(wait);
      continue;
    }
    t.ms.push(performance.now() - scheduledAt);
    const status = answer ? answer.status : 'no answer';
    t.status[status] = (t.status[status] ?? 0) + 1;
    outcome({ status, body: answer?.body, attempts: attempt + 1 });
    return;
  }
}

// ---- the shop -------------------------------------------------------------------------------------

const shopDate = (daysAhead) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
};

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.1', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const SLOTS = ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'];

/** Pickup slots per the slots contract; false when this server has none (the setting is refused or ignored). */
async function offerSlots(base, token, capacity) {
  const current = await api(base, token, 'GET', '/api/admin/settings');
  const slots = { pickup: SLOTS.map((s) => ({ start: s.slice(0, 5), end: s.slice(6), capacity })), delivery: [] };
  const saved = await api(base, token, 'PUT', '/api/admin/settings', { ...current.body, slots });
  if (saved.status !== 200) return false;
  const listed = await api(base, token, 'GET', `/api/slots?date=${shopDate(1)}&type=pickup`);
  return listed.status === 200 && Array.isArray(listed.body) && listed.body.length === SLOTS.length;
}

// ---- one rate -------------------------------------------------------------------------------------

async function runRate(rate, rateIndex, ctx) {
  const { proxy, admin, catalogue, box, instances, db } = ctx;
  const total = Math.round(rate * SECONDS);
  const tag = `R${rate}`;
  const date = shopDate(1 + rateIndex);
  // Little of everything, so that each runs out during the rate and orders race for the last ones.
  const boxStock = Math.max(5, Math.round(total * 0.2));
  const offerUses = Math.max(5, Math.round(total * 0.1));
  const slotPlaces = Math.max(3, Math.round(total * 0.12));
  const offerCode = `RUSH${rate}X${rateIndex}`;

  const set = await api(proxy, admin, 'PUT', `/api/admin/products/${box.id}/stock`, { stock: boxStock, reason: `rush ${tag}` });
  if (set.status !== 200) throw new Error(`could not set the box's stock: ${JSON.stringify(set.body)}`);
  const offer = await api(proxy, admin, 'POST', '/api/admin/offers', { code: offerCode, type: 'flat', value: 50, maxUses: offerUses, active: true });
  if (offer.status !== 201 && offer.status !== 200) throw new Error(`could not make the offer: ${JSON.stringify(offer.body)}`);
  const slots = ctx.slots ? await offerSlots(proxy, admin, slotPlaces) : false;
  const [{ stock_milli: stockBefore }] = (await db.query('select stock_milli from products where id = $1', [box.id])).rows;
  const [{ max: lastOrderBefore }] = (await db.query('select coalesce(max(id), 0)::int as max from orders')).rows;

  const orders = tally();
  const reads = tally();
  const pages = tally();
  const checks = tally();
  const acknowledged = new Map(); // customer name → order id
  const askedSlot = new Map(); // customer name → slot, for acknowledged orders
  const refusals = {};
  let customers = rateIndex * 1_000_000;

  const cart = (withBox) => {
    const lines = [];
    let rupees = 0;
    if (withBox) {
      lines.push(line(box, box.prices[0], 1));
      rupees += box.prices[0].price;
    }
    while (rupees < 1100) {
      const item = pick(catalogue);
      const variant = pick(item.prices);
      const quantity = 1 + Math.floor(Math.random() * 3);
      if (lines.some((l) => l.id === item.id && l.selectedWeight === variant.label)) continue;
      lines.push(line(item, variant, quantity));
      rupees += variant.price * quantity;
    }
    return lines;
  };

  const pool = http(proxy);
  const inFlight = [];
  const kill = ctx.kill
    ? (async () => {
        await sleep((SECONDS * 1000) / 2);
        const victim = instances[rateIndex % instances.length];
        victim.child.kill('SIGKILL');
        const killedAt = performance.now();
        await new Promise((r) => (victim.child.exitCode !== null || victim.child.signalCode !== null ? r() : victim.child.once('exit', r)));
        const again = await startInstance(victim.name, victim.port);
        instances[instances.indexOf(victim)] = again;
        return { name: victim.name, servingAfterMs: performance.now() - killedAt };
      })()
    : Promise.resolve(null);

  const load = [
    arrivals(rate * READS_PER_ORDER, SECONDS, (_, at) => inFlight.push(read(pool, reads, '/api/catalogue', at))),
    arrivals(rate * PAGES_PER_ORDER, SECONDS, (_, at) => inFlight.push(read(pool, pages, `/get-product/${pick(catalogue).id}`, at))),
    arrivals(rate / 2, SECONDS, (_, at) => {
      const n = ++customers;
      inFlight.push(
        (async () => {
          try {
            const res = await postJson(pool, '/api/offers/check', { offerCode, cartItems: cart(false), customerMobile: mobile(n) }, { 'x-forwarded-for': address(n) });
            checks.status[res.status] = (checks.status[res.status] ?? 0) + 1;
            if (res.status >= 500) {
              checks.other5xx++;
              checks.why[res.status] = (checks.why[res.status] ?? 0) + 1;
            }
          } catch (error) {
            broken(checks, error);
          }
          checks.ms.push(performance.now() - at);
        })(),
      );
    }),
    arrivals(rate, SECONDS, (i, at) => {
      const n = ++customers;
      const name = `Rush ${tag} #${i}`;
      const slot = slots ? (Math.random() < 0.5 ? SLOTS[0] : pick(SLOTS)) : null;
      const body = {
        cartItems: cart(Math.random() < 0.4),
        customerName: name,
        customerMobile: mobile(n),
        ...(Math.random() < 0.3 && { offerCode }),
        ...(slot && { fulfilment: { type: 'pickup', preferredDate: date, slot } }),
      };
      inFlight.push(
        order(pool, orders, { key: `rush-${process.pid}-${tag}-${i}`, body, xff: address(n) }, at, ({ status, body: answer }) => {
          if (status === 201) {
            acknowledged.set(name, answer.id);
            if (slot) askedSlot.set(name, slot);
          } else {
            const why = `${status} ${answer?.code ?? ''}`.trim();
            refusals[why] = (refusals[why] ?? 0) + 1;
          }
        }),
      );
    }),
  ];
  const logFrom = ctx.nginx.errorLog().length;
  const started = performance.now();
  await Promise.all(load);
  const killed = await kill;
  await Promise.all(inFlight);
  const wallSeconds = (performance.now() - started) / 1000;
  await pool.close();
  const complaints = nginxComplaints(ctx.nginx.errorLog().slice(logFrom));

  // The stored facts, straight from the database.
  const stored = (
    await db.query('select id, customer_name, offer_id from orders where id > $1 and customer_name like $2', [lastOrderBefore, `Rush ${tag} #%`])
  ).rows;
  const storedNames = new Map();
  for (const row of stored) storedNames.set(row.customer_name, [...(storedNames.get(row.customer_name) ?? []), row.id]);
  const missing = [...acknowledged].filter(([name, id]) => !(storedNames.get(name) ?? []).includes(id)).length;
  const twice = [...storedNames.values()].filter((ids) => ids.length > 1).length;
  const unanswered = [...storedNames.keys()].filter((name) => !acknowledged.has(name)).length;

  const [{ stock_milli: stockAfter }] = (await db.query('select stock_milli from products where id = $1', [box.id])).rows;
  const history = (
    await db.query(
      'select order_id, before_milli - after_milli as taken from stock_history where product_id = $1 and order_id > $2',
      [box.id, lastOrderBefore],
    )
  ).rows;
  const boxOrders = (
    await db.query(
      `select o.id, sum(l.quantity)::int as boxes from orders o join order_lines l on l.order_id = o.id
        where o.id > $1 and o.customer_name like $2 and l.product_id = $3 group by o.id`,
      [lastOrderBefore, `Rush ${tag} #%`, box.id],
    )
  ).rows;
  const taken = history.reduce((sum, h) => sum + Number(h.taken), 0);
  const historyOrders = new Set(history.map((h) => h.order_id));
  const stockFacts = {
    before: Number(stockBefore),
    after: Number(stockAfter),
    boxesStored: boxOrders.reduce((sum, o) => sum + o.boxes, 0),
    oversold: Number(stockAfter) < 0 || taken > Number(stockBefore),
    consistent: Number(stockBefore) - Number(stockAfter) === taken && boxOrders.length === historyOrders.size && boxOrders.every((o) => historyOrders.has(o.id)),
  };
  const [offerRow] = (await db.query('select id, uses, max_uses from offers where code = $1', [offerCode])).rows;
  const offerOrders = stored.filter((o) => o.offer_id === offerRow.id).length;
  const offerFacts = { uses: offerRow.uses, max: offerRow.max_uses, orders: offerOrders, oversold: offerRow.uses > offerRow.max_uses || offerOrders > offerRow.max_uses };
  let slotFacts = null;
  if (slots) {
    // The places each slot counts (slot_places), against the stored orders that name it.
    const taken = new Map(
      (await db.query("select slot, taken from slot_places where slot_date = $1 and type = 'pickup'", [date])).rows.map((r) => [r.slot, Number(r.taken)]),
    );
    const named = new Map(
      (
        await db.query('select slot, count(*)::int as n from orders where preferred_date = $1 and slot is not null and customer_name like $2 group by slot', [
          date,
          `Rush ${tag} #%`,
        ])
      ).rows.map((r) => [r.slot, r.n]),
    );
    slotFacts = SLOTS.map((slot) => {
      const places = taken.get(slot) ?? 0;
      const ordered = named.get(slot) ?? 0;
      const acknowledgedHere = [...askedSlot.values()].filter((x) => x === slot).length;
      return { slot, capacity: slotPlaces, taken: places, ordered, oversold: places > slotPlaces || ordered > slotPlaces || places !== ordered || acknowledgedHere !== ordered };
    });
  }
  return {
    rate,
    total,
    wallSeconds,
    killed,
    complaints,
    orders: { ...summary(orders), tally: orders, acknowledged: acknowledged.size, refusals },
    reads: { ...summary(reads), tally: reads },
    pages: { ...summary(pages), tally: pages },
    checks: { ...summary(checks), tally: checks },
    // Mean orders in flight (Little's law), at most the connections the instances hold to the
    // database (their pools of 10): the orders' concurrency at the database, what pgbench is run at.
    concurrency: Math.min(DB_CONNECTIONS, Math.max(1, Math.round(orders.ms.reduce((a, b) => a + b, 0) / 1000 / SECONDS))),
    stored: { missing, twice, unanswered, n: stored.length },
    stockFacts,
    offerFacts,
    slotFacts,
  };
}

const mobile = (n) => `9${String(100_000_000 + (n % 900_000_000)).padStart(9, '0')}`;
const line = (item, variant, quantity) => ({
  id: item.id,
  name: item.name,
  price: variant.price,
  selectedWeight: variant.label,
  quantity,
  thumbnail: item.thumbnail || '/logo.svg',
});

// ---- pgbench --------------------------------------------------------------------------------------

/** The order's statements on the same database at `clients` clients and `rate` transactions a second. */
function pgbench(rate, clients, seconds, vars) {
  const logPrefix = path.join(dir, `pgbench-${rate}`);
  const args = [
    '-n',
    '-f',
    path.join(root, 'bench/rush-order.pgbench.sql'),
    '-c',
    String(clients),
    '-j',
    '1',
    '-R',
    String(rate),
    '-T',
    String(seconds),
    '-l',
    '--log-prefix',
    logPrefix,
    ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    databaseUrl,
  ];
  const run = spawnSync(pgbenchBinary, args, { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed:\n${run.stderr}`);
  // Each line: client, transaction, latency µs, script, epoch s, µs, schedule lag µs. Latency counts from the schedule.
  const ms = fs
    .globSync(`${logPrefix}*`)
    .flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n'))
    .map((l) => l.split(' ').map(Number))
    .map(([, , latency, , , , lag]) => (latency + (lag || 0)) / 1000)
    .sort((a, b) => a - b);
  return { tps: Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]), n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

// ---- the run --------------------------------------------------------------------------------------

const f = (ms) => (Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`) : '–');
const errorsOf = (t) => {
  const why = Object.entries(t.why).map(([k, v]) => `${k} ${v}`).join(', ');
  return `5xx ${t.other5xx}, broken connections ${t.brokenConnections}${why ? ` (${why})` : ''}`;
};

/** nginx's complaints during a rate, by kind: what it saw of the instances. */
function nginxComplaints(log) {
  const kinds = {};
  for (const line of log.split('\n')) {
    const what = /\[(?:error|warn|crit|alert)\] \d+#\d+: \*?\d* ?(.*?)(?: while |, client:|$)/.exec(line)?.[1];
    if (what) kinds[what.replace(/\(\d+: /, '(').slice(0, 80)] = (kinds[what.replace(/\(\d+: /, '(').slice(0, 80)] ?? 0) + 1;
  }
  return Object.entries(kinds).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${v}× ${k}`).join('; ') || 'none';
}

async function main() {
  console.log(`rush: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; rates ${RATES.join(', ')} orders/s for ${SECONDS} s each`);
  await onAdminDb(`create database ${databaseName}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  const instances = [];
  let nginx = null;
  try {
    // One after the other: the first migrates and seeds the demo shop, the second finds it ready.
    for (const name of ['a', 'b']) instances.push(await startInstance(name, await freePort()));
    nginx = await startNginx(dir, instances.map((i) => i.port));
    await db.connect();
    const login = await fetch(`${nginx.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify(ADMIN),
    });
    const { token: admin } = await login.json();
    const catalogue = (await (await fetch(`${nginx.base}/api/catalogue`)).json()).items.filter((i) => i.isAvailable && i.prices.length > 0);
    // The festival box: a boxed sweet of the demo shop, its stock counted from here on.
    const box = catalogue.find((i) => /box|gift|hamper/i.test(`${i.name} ${i.prices[0].label}`)) ?? catalogue.find((i) => i.itemType !== 'ByKilo') ?? catalogue[0];
    const others = catalogue.filter((i) => i.id !== box.id);
    const slots = await offerSlots(nginx.base, admin, 1);
    console.log(
      `shop: ${catalogue.length} products; festival box "${box.name}" (${box.prices[0].label}); ${slots ? 'pickup slots' : 'no slots (this server refuses or ignores the setting): orders carry none'}; ${opts['no-kill'] ? 'no instance killed' : 'one instance SIGKILLed midway through each rate and started again'}\n`,
    );

    const results = [];
    for (const [i, rate] of RATES.entries()) {
      const r = await runRate(rate, i, { proxy: nginx.base, nginx, admin, catalogue: others, box, instances, db, slots, kill: !opts['no-kill'] });
      results.push(r);
      print(r);
    }

    // See the rush: the gauge an owner watches, from each instance (the killed ones count from their restart).
    const perMinute = await Promise.all(
      instances.map(async (i) => Number(/^halwai_orders_per_minute (\d+)/m.exec(await (await fetch(`${i.base}/metrics`)).text())?.[1])),
    );
    console.log(`/metrics halwai_orders_per_minute now: ${instances.map((i, n) => `${i.name} ${perMinute[n]}`).join(', ')}\n`);

    let benches = [];
    if (!opts['no-pgbench'] && pgbenchBinary) {
      const [{ id: template }] = (await db.query("select id from orders where customer_name like 'Rush %' order by id limit 1")).rows;
      const [{ id: offerId }] = (await db.query('select id from offers order by id limit 1')).rows;
      await db.query('insert into products (name, category_id, sub_category_id, price_paise, price_unit, item_type, thumbnail, description, discount_percent, is_available, featured, stock_milli, created_at, updated_at) select name || \' (pgbench)\', category_id, sub_category_id, price_paise, price_unit, item_type, thumbnail, description, discount_percent, 0, 0, 1000000000, created_at, updated_at from products where id = $1', [box.id]);
      const [{ id: pgbox }] = (await db.query('select max(id) as id from products')).rows;
      await db.query('update offers set max_uses = null where id = $1', [offerId]);
      for (const r of results)
        benches.push(pgbench(r.rate, r.concurrency, Number(opts['pgbench-seconds']), { template, box: pgbox, offer: offerId }));
    } else if (!opts['no-pgbench']) console.log('pgbench not found: no comparison');

    console.log('| orders/s offered | answered (placed) | p50 | p95 | p99 | within 2 s | catalogue p95 | lost / twice / oversold | 5xx or broken seen | pgbench p95 (clients) |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [i, r] of results.entries()) {
      const oversold = r.stockFacts.oversold || r.offerFacts.oversold || (r.slotFacts ?? []).some((s) => s.oversold);
      const seen = r.orders.tally.other5xx + r.orders.tally.brokenConnections + r.reads.tally.other5xx + r.reads.tally.brokenConnections + r.pages.tally.other5xx + r.pages.tally.brokenConnections;
      const b = benches[i];
      console.log(
        `| ${r.rate} | ${r.orders.n - (r.orders.tally.status['no answer'] ?? 0)} of ${r.total} (${r.orders.acknowledged}) | ${f(r.orders.p50)} | ${f(r.orders.p95)} | ${f(r.orders.p99)} | ${(r.orders.within2s * 100).toFixed(1)} % | ${f(r.reads.p95)} | ${r.stored.missing} / ${r.stored.twice} / ${oversold ? 'YES' : 0} | ${seen} (busy 503: ${r.orders.tally.busy503}) | ${b ? `${f(b.p95)} (${r.concurrency})` : '–'} |`,
      );
    }
  } finally {
    await db.end().catch(() => {});
    await nginx?.stop();
    for (const i of instances) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => (i.child.exitCode !== null || i.child.signalCode !== null ? null : new Promise((r) => i.child.once('exit', r)))));
    if (!opts.keep) {
      await onAdminDb(`drop database if exists ${databaseName} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    } else console.log(`kept: database ${databaseName}, files ${dir}`);
  }
}

function print(r) {
  const o = r.orders;
  console.log(`rate ${r.rate} orders/s, ${r.rate * READS_PER_ORDER} catalogue reads/s, ${r.rate * PAGES_PER_ORDER} product pages/s, ${r.rate / 2} offer checks/s for ${SECONDS} s${r.killed ? `; instance ${r.killed.name} SIGKILLed at ${SECONDS / 2} s, serving again after ${f(r.killed.servingAfterMs)}` : ''}`);
  console.log(`  orders: offered ${r.total}, answered ${o.n} (placed ${o.acknowledged}; refused ${Object.entries(o.refusals).map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'})`);
  console.log(`  orders       p50 ${f(o.p50)}  p95 ${f(o.p95)}  p99 ${f(o.p99)}  within 2 s ${(o.within2s * 100).toFixed(1)} %`);
  console.log(`  catalogue    p50 ${f(r.reads.p50)}  p95 ${f(r.reads.p95)}  p99 ${f(r.reads.p99)}   product pages p95 ${f(r.pages.p95)}   offer checks p95 ${f(r.checks.p95)}`);
  console.log(`  seen by clients: orders ${errorsOf(o.tally)}, busy 503 ${o.tally.busy503} (sent again); catalogue ${errorsOf(r.reads.tally)}; product pages ${errorsOf(r.pages.tally)}; offer checks ${errorsOf(r.checks.tally)}`);
  console.log(`  nginx: ${r.complaints}`);
  console.log(`  stored: ${r.stored.n} orders; acknowledged but missing ${r.stored.missing}, stored twice ${r.stored.twice}, stored without an answer ${r.stored.unanswered}`);
  const s = r.stockFacts;
  console.log(`  festival box: stock ${s.before / 1000} → ${s.after / 1000}, ${s.boxesStored} boxes in stored orders, stock history ${s.consistent ? 'matches them' : 'DOES NOT MATCH'}; oversold ${s.oversold ? 'YES' : 'no'}`);
  const of = r.offerFacts;
  console.log(`  offer: ${of.uses} uses of ${of.max}, ${of.orders} stored orders carry it; oversold ${of.oversold ? 'YES' : 'no'}`);
  if (r.slotFacts)
    console.log(`  slots: ${r.slotFacts.map((x) => `${x.slot} ${x.taken}/${x.capacity} places, ${x.ordered} stored orders${x.oversold ? ' OVERSOLD OR MISCOUNTED' : ''}`).join('; ')}`);
  console.log('');
}

await main();
