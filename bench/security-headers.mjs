// The security headers' cost per answer: @fastify/helmet's plugin (helmet's middleware run on every
// request) against the same headers worked out once from helmet at start and set by one hook (what the
// server does, plugins/security-headers.ts). A bare Fastify app with a small page and a small JSON
// answer, each variant in its own process, driven by wrk (bench/wrk.mjs), in turns.
// Usage: node bench/security-headers.mjs   (ROUNDS=3, SECONDS=5)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { wrk } from './wrk.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 5);

if (process.argv[2] === 'serve') {
  const [variant, bundled] = process.argv.slice(3);
  const { default: Fastify } = await import('fastify');
  const { HELMET_OPTIONS, registerSecurityHeaders } = await import(bundled);
  const app = Fastify();
  if (variant === 'plugin') {
    const { default: helmet } = await import('@fastify/helmet');
    await app.register(helmet, HELMET_OPTIONS);
  } else {
    registerSecurityHeaders(app);
  }
  app.get('/page', (_request, reply) => reply.type('text/html').send('<!doctype html><title>Shop</title><p>Kaju Katli'));
  app.get('/api/shop', () => ({ name: 'Halwai', open: true, minimumOrder: 1000 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send(app.server.address().port);
} else {
  // The server's module, bundled as the server's build does (npm packages stay external).
  // Written under node_modules, so its imports resolve to the project's packages.
  const cache = new URL('../node_modules/.cache/', import.meta.url).pathname;
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'halwai-headers-'));
  const bundled = path.join(dir, 'security-headers.mjs');
  await build({
    entryPoints: [new URL('../apps/server/src/plugins/security-headers.ts', import.meta.url).pathname],
    outfile: bundled,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const start = (variant) =>
    new Promise((resolve) => {
      const child = fork(new URL(import.meta.url), ['serve', variant, bundled]);
      child.once('message', (port) => resolve({ child, base: `http://127.0.0.1:${port}` }));
    });
  const results = { plugin: { page: [], api: [] }, once: { page: [], api: [] } };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 === 0 ? ['plugin', 'once'] : ['once', 'plugin']) {
      const { child, base } = await start(variant);
      for (const [name, path] of [['page', '/page'], ['api', '/api/shop']]) {
        const { rps } = await wrk(`${base}${path}`, { seconds: SECONDS });
        results[variant][name].push(Math.round(rps));
      }
      child.kill();
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`requests/s (wrk -t1 -c50, ${SECONDS} s), median of ${ROUNDS} rounds, the variants in turn`);
  console.table(
    Object.entries(results).map(([variant, r]) => ({
      variant: variant === 'plugin' ? '@fastify/helmet per request' : 'helmet once at start',
      page: median(r.page),
      api: median(r.api),
      runs: `${r.page.join('/')} · ${r.api.join('/')}`,
    })),
  );
}
