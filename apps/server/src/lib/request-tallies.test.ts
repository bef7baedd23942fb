import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestTallies, type RequestLabels } from './request-tallies.js';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LABEL_NAMES = ['method', 'route', 'status'] as const;
const catalogue: RequestLabels = { method: 'GET', route: '/api/catalogue', status: '200' };
const revalidated: RequestLabels = { ...catalogue, status: '304' };
// Binary fractions, so a sum is the same whichever order it is added in; two sit on a bound, one above all.
const SECONDS = [0.001953125, 0.0078125, 0.25, 0.5, 20];

function metrics(tallied: boolean) {
  const registry = new Registry();
  const tallies = createRequestTallies(BOUNDS);
  const counter = new Counter({
    name: 'requests_total',
    help: 'requests',
    labelNames: LABEL_NAMES,
    registers: [registry],
    collect() {
      tallies.addTo(this);
    },
  });
  const config = { name: 'request_seconds', help: 'time', labelNames: LABEL_NAMES, registers: [registry] };
  const histogram = tallied ? tallies.histogram(config) : new Histogram({ ...config, buckets: BOUNDS });
  const recorders = new Map<RequestLabels, (seconds: number) => void>();
  return {
    registry,
    /** One request, through prom-client as Fastify's hook records it, or through a tally. */
    record(labels: RequestLabels, seconds: number, viaTally: boolean) {
      if (!viaTally) {
        counter.inc(labels);
        histogram.observe(labels, seconds);
        return;
      }
      if (!recorders.has(labels)) recorders.set(labels, tallies.recorder(labels));
      recorders.get(labels)!(seconds);
    },
  };
}

describe('createRequestTallies', () => {
  it('scrapes exactly as prom-client does for the same requests, merged with its own series of the same labels', async () => {
    const plain = metrics(false);
    const tallied = metrics(true);
    for (const m of [plain, tallied]) m.record(catalogue, 0.03, false); // the route answered first
    for (const seconds of SECONDS) {
      plain.record(catalogue, seconds, false);
      plain.record(revalidated, seconds / 2, false);
      tallied.record(catalogue, seconds, true);
      tallied.record(revalidated, seconds / 2, true);
    }
    const expected = await plain.registry.metrics();
    expect(expected).toContain('request_seconds_bucket{le="0.25",method="GET",route="/api/catalogue",status="200"} 4');
    expect(await tallied.registry.metrics()).toBe(expected);
    expect(await tallied.registry.getMetricsAsJSON()).toEqual(await plain.registry.getMetricsAsJSON());
  });

  it('counts what came since the last scrape once, and shows nothing for a label set not yet seen', async () => {
    const tallied = metrics(true);
    const empty = await tallied.registry.metrics();
    expect(empty).not.toContain('/api/catalogue');
    tallied.record(catalogue, 0.001953125, true);
    expect(await tallied.registry.metrics()).toContain('requests_total{method="GET",route="/api/catalogue",status="200"} 1');
    tallied.record(catalogue, 0.001953125, true);
    tallied.record(catalogue, 0.001953125, true);
    const text = await tallied.registry.metrics();
    expect(text).toContain('requests_total{method="GET",route="/api/catalogue",status="200"} 3');
    expect(text).toContain('request_seconds_count{method="GET",route="/api/catalogue",status="200"} 3');
    expect(await tallied.registry.metrics()).toBe(text);
  });
});
