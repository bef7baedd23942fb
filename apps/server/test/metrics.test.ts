import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { cartLine, placeOrder, postOrder, orderBody, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { sample } from './support/prometheus.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

const SECRET = 'metrics-test-webhook-secret';
const TOKEN = 'scrape-token-0123456789';

describe.each(ENGINES)('GET /metrics on %s', (engine) => {
  let t: TestApp;
  let hook: WebhookReceiver;
  let kaju: SeededProduct;
  beforeAll(async () => {
    hook = await startWebhookReceiver(SECRET);
    t = await startTestApp(engine, {
      SEED_DEMO: false,
      METRICS_TOKEN: TOKEN,
      NOTIFY_WEBHOOK_URL: hook.url,
      NOTIFY_WEBHOOK_SECRET: SECRET,
      NOTIFY_RETRY_BASE_MS: 25,
      NOTIFY_RETRY_MAX_MS: 100,
      NOTIFY_POLL_MS: 50,
    });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(async () => {
    await t?.close();
    await hook?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('needs the token when METRICS_TOKEN is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    expect(await scrape()).toContain('# TYPE halwai_http_requests_total counter');
  });

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    const route = { method: 'GET', route: '/get-product/:productId', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'GET', url: `/get-product/${kaju.id}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/get-product/999999' });
    const after = await scrape();
    expect(sample(after, 'halwai_http_requests_total', route) - sample(before, 'halwai_http_requests_total', route)).toBe(2);
    expect(
      sample(after, 'halwai_http_request_duration_seconds_count', route) -
        sample(before, 'halwai_http_request_duration_seconds_count', route),
    ).toBe(2);
    expect(sample(after, 'halwai_http_requests_total', { ...route, status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/get-product/${kaju.id}"`);
  });

  it('counts orders placed once each, not their Idempotency-Key replays', async () => {
    const before = sample(await scrape(), 'halwai_orders_placed_total');
    await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const body = orderBody([cartLine(kaju, '1kg', 2)]);
    for (let i = 0; i < 2; i++)
      expect((await postOrder(t.app, body, { 'idempotency-key': 'metrics-replay-1' })).statusCode).toBe(201);
    expect(sample(await scrape(), 'halwai_orders_placed_total') - before).toBe(2);
  });

  it('shows the orders of the last minute, and times orders and catalogue reads by their route', async () => {
    const before = await scrape();
    await placeOrder(t.app, [cartLine(kaju, '1kg', 3)]);
    await placeOrder(t.app, [cartLine(kaju, '1kg', 4)]);
    expect((await t.app.inject({ method: 'GET', url: '/api/catalogue' })).statusCode).toBe(200);
    const after = await scrape();
    expect(after).toContain('# TYPE halwai_orders_per_minute gauge');
    // Earlier tests' orders are within the minute too; these two are counted on top.
    expect(sample(after, 'halwai_orders_per_minute') - sample(before, 'halwai_orders_per_minute')).toBe(2);
    const order = { method: 'POST', route: '/api/Notify/OrderTotal', status: '201' };
    expect(
      sample(after, 'halwai_http_request_duration_seconds_count', order) - sample(before, 'halwai_http_request_duration_seconds_count', order),
    ).toBe(2);
    expect(sample(after, 'halwai_http_request_duration_seconds_bucket', { ...order, le: '+Inf' })).toBeGreaterThanOrEqual(2);
    const catalogue = { method: 'GET', route: '/api/catalogue', status: '200' };
    expect(sample(after, 'halwai_http_request_duration_seconds_count', catalogue)).toBeGreaterThan(
      sample(before, 'halwai_http_request_duration_seconds_count', catalogue),
    );
    expect(sample(after, 'halwai_orders_in_flight')).toBe(0);
  });

  it('counts catalogue cache rebuilds: once per change, not per request', async () => {
    const rebuilds = async () => sample(await scrape(), 'halwai_catalogue_cache_rebuilds_total');
    await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    const before = await rebuilds();
    await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(await rebuilds()).toBe(before);
    expect(
      (await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${kaju.id}` })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(await rebuilds()).toBe(before + 1);
    await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${kaju.id}` });
  });

  it('counts deliveries by channel and outcome, and shows the backlog while a receiver is down', async () => {
    const delivered = { channel: 'webhook', state: 'delivered' };
    const retrying = { channel: 'webhook', state: 'retrying' };
    const before = await scrape();
    hook.failNext(1_000_000);
    await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    const down = await waitFor(
      async () => {
        const text = await scrape();
        // The attempt is counted as it ends; the backlog gauge reads the database, which records it a moment later.
        return (
          sample(text, 'halwai_notification_deliveries_total', retrying) >
            sample(before, 'halwai_notification_deliveries_total', retrying) &&
          sample(text, 'halwai_notification_deliveries_waiting', { channel: 'webhook' }) >= 1 &&
          text
        );
      },
      5000,
      'a failed attempt, and the delivery waiting',
    );
    expect(down).toMatch(/^halwai_outbox_undispatched \d+$/m);

    hook.failNext(0);
    const up = await waitFor(
      async () => {
        const text = await scrape();
        return sample(text, 'halwai_notification_deliveries_waiting', { channel: 'webhook' }) === 0 && text;
      },
      5000,
      'the backlog to clear',
    );
    expect(sample(up, 'halwai_notification_deliveries_total', delivered)).toBeGreaterThan(
      sample(before, 'halwai_notification_deliveries_total', delivered),
    );
  });

  it('includes the process metrics, event-loop lag among them', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SEED_DEMO: false });
  });
  afterAll(() => t?.close());

  it('is open, for a scraper on a private network', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('halwai_orders_placed_total 0');
  });

  it('is kept out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
