// Throughput and latency of the busiest public reads, measured with wrk (-t1 -c50) so the figures are
// the server's, not the client's. Usage: npm run build && node bench/catalogue-load.mjs [seconds=5]
// (`npm run bench` measures the catalogue side by side with nginx and node:http.)
import { startServer } from './lib.mjs';
import { wrk } from './wrk.mjs';

const seconds = Number(process.argv[2] ?? 5);
const server = await startServer();
const ms = (v) => v.toFixed(2).padStart(7);

async function measure(label, path, headers = {}) {
  const r = await wrk(`${server.base}${path}`, { seconds, headers });
  const problems = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx/3xx, ${r.errors} socket errors)` : '';
  console.log(
    `${label.padEnd(34)} ${String(Math.round(r.rps)).padStart(7)} req/s  p50 ${ms(r.p50)} ms  p99 ${ms(r.p99)} ms${problems}`,
  );
}

try {
  const etag = (await fetch(`${server.base}/api/catalogue`)).headers.get('etag');
  console.log(`wrk -t1 -c50, ${seconds} s per row, one server process`);
  await measure('GET /api/catalogue (gzip)', '/api/catalogue', { 'Accept-Encoding': 'gzip' });
  await measure('GET /api/catalogue (304 by ETag)', '/api/catalogue', { 'If-None-Match': etag });
  await measure('GET /get-product/1', '/get-product/1');
  await measure('GET / (index.html)', '/', { 'Accept-Encoding': 'gzip' });
} finally {
  await server.stop();
}
