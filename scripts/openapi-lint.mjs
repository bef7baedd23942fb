// `npm run lint:api`: builds the server in memory on a throwaway SQLite file, writes its OpenAPI
// document to a temporary file and lints it with Redocly's recommended rules. Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverDir = path.join(root, 'apps/server');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-openapi-'));

// The document as the running server answers it at /api/docs/json, serving a web app as it does once
// built (its pages must stay out of the document), whether or not this checkout has built one.
const webDist = path.join(work, 'web');
fs.mkdirSync(webDist);
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');
const entry = `
import { buildApp } from './src/app.ts';
import { testConfig } from './src/config.ts';
import { openDatabase } from './src/db/engine.ts';
const config = testConfig({ DATA_DIR: process.env.OPENAPI_DATA_DIR, SEED_DEMO: false, DATABASE_URL: undefined, webDistDir: process.env.OPENAPI_WEB_DIST });
const database = openDatabase(config);
const app = await buildApp(config, database);
const res = await app.inject({ url: '/api/docs/json' });
await app.close();
await database.close();
if (res.statusCode !== 200) throw new Error('GET /api/docs/json answered ' + res.statusCode);
process.stdout.write(res.body);
`;

const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// Inside the server's own node_modules, so the bundle finds the server's npm packages as the server
// does: its own version where the workspaces keep one beside it (lru-cache), else the hoisted one.
const bundle = path.join(serverDir, 'node_modules/.cache/halwai-openapi/document.mjs');
await build({
  stdin: { contents: entry, resolveDir: serverDir, loader: 'ts' },
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@halwai/')),
  logLevel: 'warning',
});

const produced = spawnSync(process.execPath, [bundle], {
  env: { ...process.env, OPENAPI_DATA_DIR: path.join(work, 'data'), OPENAPI_WEB_DIST: webDist },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (produced.status !== 0) {
  // A process killed or never started has nothing on stderr: say why all the same.
  const why = produced.error?.message ?? (produced.signal ? `killed by ${produced.signal}` : `exit code ${produced.status}`);
  process.stderr.write(`${produced.stderr}The server's OpenAPI document could not be produced (${why}).\n`);
  process.exit(produced.status ?? 1);
}
const document = path.join(work, 'openapi.json');
fs.writeFileSync(document, produced.stdout);

const redocly = path.join(root, 'node_modules/.bin/redocly');
const lint = spawnSync(redocly, ['lint', '--extends', 'recommended', '--format', 'stylish', document], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
fs.rmSync(work, { recursive: true, force: true });
if (lint.status === null) console.error(`Redocly did not finish (${lint.error?.message ?? `killed by ${lint.signal}`}).`);
process.exit(lint.status ?? 1);
