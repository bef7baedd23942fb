import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Operation {
  summary?: string;
  security?: unknown[];
}

/** The document as a server that also serves the built storefront answers it. */
describe('the OpenAPI document with the web app served', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    t = await startTestApp('sqlite', { SEED_DEMO: false, webDistDir: distDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the pages but leaves them out of the API document', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);

    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    expect(Object.keys(document.paths)).not.toContain('/');
    for (const [route, methods] of Object.entries(document.paths)) {
      expect(route, 'no asset is an operation').not.toMatch(/^\/assets\//);
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${route}`;
        expect(operation.summary, name).toBeTruthy();
        expect(operation.security, name).toBeDefined();
      }
    }
  });
});
