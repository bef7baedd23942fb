import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createPerMinute } from './per-minute.js';
import { createRequestTallies } from './request-tallies.js';

/** What a delivery attempt came to: delivered, failed but to be retried, or given up on. */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed';

/** What the outbox holds that is not out yet: events not fanned out, deliveries waiting per channel. */
export interface OutboxBacklog {
  undispatched: number;
  waiting: { channel: string; n: number }[];
}

let processRegistry: Registry | null = null;

/** The process's own metrics (event-loop lag, memory, CPU, GC): one set per process, however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The shop's Prometheus metrics, one set per app; `text()` is what `GET /metrics` serves. */
export function createMetrics() {
  const registry = new Registry();
  let backlog: (() => Promise<OutboxBacklog>) | null = null;

  const tallies = createRequestTallies([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  const httpRequests = new Counter({
    name: 'halwai_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      tallies.addTo(this);
    },
  });
  const httpDuration = tallies.histogram({
    name: 'halwai_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'halwai_orders_placed_total',
    help: 'Orders placed (replays of an Idempotency-Key not counted)',
    registers: [registry],
  });
  const lastMinute = createPerMinute();
  new Gauge({
    name: 'halwai_orders_per_minute',
    help: 'Orders placed on this instance in the last 60 seconds (replays not counted); sum over instances for the shop',
    registers: [registry],
    collect() {
      this.set(lastMinute.count());
    },
  });
  let ordersInFlight: (() => number) | null = null;
  new Gauge({
    name: 'halwai_orders_in_flight',
    help: 'Orders being placed on this instance now (ORDERS_IN_FLIGHT_MAX at most; more are answered 503)',
    registers: [registry],
    collect() {
      if (ordersInFlight) this.set(ordersInFlight());
    },
  });
  const deliveries = new Counter({
    name: 'halwai_notification_deliveries_total',
    help: 'Notification delivery attempts by channel and outcome',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
  });
  const catalogueRebuilds = new Counter({
    name: 'halwai_catalogue_cache_rebuilds_total',
    help: 'Times the cached catalogue was built again from the database',
    registers: [registry],
  });
  const mediaReads = new Counter({
    name: 'halwai_media_reads_total',
    help: 'Stored pictures read from the database (each is then kept in memory until crowded out)',
    registers: [registry],
  });
  const mediaEncodes = new Histogram({
    name: 'halwai_media_encode_seconds',
    help: 'Time to encode one sized variant of a picture, by format',
    labelNames: ['format'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  let mediaCache: (() => { bytes: number; entries: number; maxBytes: number }) | null = null;
  new Gauge({
    name: 'halwai_media_cache_bytes',
    help: 'Bytes the in-memory picture cache holds (bounded by MEDIA_CACHE_MB)',
    registers: [registry],
    collect() {
      if (mediaCache) this.set(mediaCache().bytes);
    },
  });
  const waiting = new Gauge({
    name: 'halwai_notification_deliveries_waiting',
    help: 'Deliveries pending or retrying, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'halwai_outbox_undispatched',
    help: 'Outbox events committed but not yet handed to the channels',
    registers: [registry],
    // Read on every scrape, with the waiting deliveries, so both describe the same moment.
    async collect() {
      if (!backlog) return;
      const now = await backlog();
      this.set(now.undispatched);
      waiting.reset();
      for (const { channel, n } of now.waiting) waiting.set({ channel }, n);
    },
  });

  return {
    /** One answered request: `route` is the pattern (`/get-order/:id`), never the raw URL. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    /** The same for a path answered in microseconds, where prom-client's own bookkeeping would cost the most. */
    requestRecorder: (method: string, route: string, status: number) =>
      tallies.recorder({ method, route, status: String(status) }),
    orderPlaced: () => {
      ordersPlaced.inc();
      lastMinute.add();
    },
    /** Where the orders-in-flight gauge reads from when scraped. */
    measureOrdersInFlight(read: () => number) {
      ordersInFlight = read;
    },
    deliveryAttempted: (channel: string, state: DeliveryOutcome) => deliveries.inc({ channel, state }),
    catalogueRebuilt: () => catalogueRebuilds.inc(),
    mediaRead: () => mediaReads.inc(),
    mediaEncoded: (format: string, seconds: number) => mediaEncodes.observe({ format }, seconds),
    /** Where the picture cache gauge reads from when scraped. */
    measureMediaCache(read: () => { bytes: number; entries: number; maxBytes: number }) {
      mediaCache = read;
    },
    /** Where the outbox gauges read from when scraped. */
    measureBacklog(read: () => Promise<OutboxBacklog>) {
      backlog = read;
    },
    contentType: registry.contentType,
    async text(): Promise<string> {
      return Registry.merge([processMetrics(), registry]).metrics();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
