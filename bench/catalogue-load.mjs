// Throughput and latency of the busiest public reads, over loopback with a bounded request count.
// Usage: npm run build && node bench/catalogue-load.mjs [requests=2000] [concurrency=20]
import { percentile, startServer } from './lib.mjs';

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 20);
const server = await startServer();

async function measure(label, url, headers = {}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (v) => v.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(34)} ${String(Math.round(total / seconds)).padStart(6)} req/s  p50 ${ms(percentile(latencies, 50))} ms  p99 ${ms(percentile(latencies, 99))} ms`,
  );
}

try {
  const first = await fetch(`${server.base}/api/catalogue`);
  const etag = first.headers.get('etag');
  console.log(`${total} requests per row, ${concurrency} concurrent, one server process`);
  await measure('GET /api/catalogue (gzip)', `${server.base}/api/catalogue`, { 'accept-encoding': 'gzip' });
  await measure('GET /api/catalogue (304 by ETag)', `${server.base}/api/catalogue`, { 'if-none-match': etag });
  await measure('GET /get-product/1', `${server.base}/get-product/1`);
  await measure('GET / (index.html)', `${server.base}/`, { 'accept-encoding': 'gzip' });
} finally {
  await server.stop();
}
