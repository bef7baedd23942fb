import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { findSecrets } from '../../../scripts/log-secrets.mjs';
import { loadConfig } from '../src/config.js';
import { isPageFile } from '../src/plugins/request-log.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('LOG_FORMAT', () => {
  it('is pretty on a terminal and JSON otherwise, unless set', () => {
    expect(loadConfig({}, null, true).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({}, null, false).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, null, true).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, null, false).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT: must be pretty or json/);
  });
});

const SECRET_URL = '/get-order/7?key=s3cr3t-access-key-value&phone=9876543210';

describe.each(['pretty', 'json'] as const)('the %s log', (format) => {
  let t: TestApp;
  let base: string;
  const lines: string[] = [];
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Shop</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'big.js'), 'x'.repeat(40_000_000));
    fs.writeFileSync(path.join(webDir, 'assets', 'index.js'), 'console.log(1);');
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp(
      'sqlite',
      { SEED_DEMO: false, LOG_LEVEL: 'info', LOG_FORMAT: format, webDistDir: webDir },
      { logStream: { write: (chunk) => void lines.push(...chunk.split('\n').filter(Boolean)) } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('has one line per request with method, redacted URL, status and time, and no secret', async () => {
    lines.length = 0;
    expect(
      (await fetch(`${base}${SECRET_URL}`, { headers: { authorization: 'Bearer some-staff-token-0123456789' } })).status,
    ).toBe(404);
    expect(lines).toHaveLength(1);
    if (format === 'pretty') {
      expect(lines[0]).toMatch(
        /^\d\d:\d\d:\d\d\.\d{3} INFO: GET \/get-order\/7\?key=\[redacted\]&phone=\[mobile\] 404 \d+\.\d ms$/,
      );
    } else {
      const record = JSON.parse(lines[0]!) as {
        req: { method: string; url: string };
        res: { statusCode: number };
        responseTime: number;
      };
      expect(record.req).toMatchObject({ method: 'GET', url: '/get-order/7?key=[redacted]&phone=[mobile]' });
      expect(record.res.statusCode).toBe(404);
      expect(record.responseTime).toBeGreaterThan(0);
    }
    expect(findSecrets(lines.join('\n'), ['s3cr3t-access-key-value', 'some-staff-token-0123456789'])).toEqual([]);
  });

  it('has no line for the files a page loads, unless one failed; a page and an API call have one each', async () => {
    const quiet = ['/assets/big.js', '/icons/icon-192.png', '/sw.js', '/manifest.webmanifest', '/favicon.svg', '/media/abc.webp?w=320'];
    const logged = ['/', '/sweets', '/api/shop', '/robots.txt'];
    for (const url of [...quiet, ...logged]) expect(isPageFile(url), url).toBe(quiet.includes(url));

    lines.length = 0;
    for (const url of ['/assets/index.js', '/favicon.svg', '/media/missing.webp', '/', '/api/shop']) {
      const res = await fetch(`${base}${url}`, { method: 'HEAD' });
      expect(res.status, url).toBe(url === '/media/missing.webp' ? 404 : 200);
    }
    const requests = lines.map((line) => {
      if (format === 'pretty') return / ([A-Z]+ \S+) \d{3} /.exec(line)?.[1];
      const record = JSON.parse(line) as { req: { method: string; url: string } };
      return `${record.req.method} ${record.req.url}`;
    });
    expect(requests).toEqual(['HEAD /media/missing.webp', 'HEAD /', 'HEAD /api/shop']);
  });

  it.each([{}, { 'accept-encoding': 'gzip' }])(
    'notes a download the client gave up on without an error or a stack trace (%j)',
    async (headers) => {
      // A page's file: its line is at debug level.
      t.app.log.level = 'debug';
      onTestFinished(() => void (t.app.log.level = 'info'));
      lines.length = 0;
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${base}/assets/big.js`, { headers }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => req.destroy());
        });
        req.on('close', resolve);
        req.on('error', (err) => (err.message === 'socket hang up' || err.message === 'aborted' ? resolve() : reject(err)));
      });
      const settled = Date.now() + 2000;
      while (!lines.some((l) => l.includes('client closed the connection')) && Date.now() < settled)
        await new Promise((r) => setTimeout(r, 20));
      const log = lines.join('\n');
      expect(log).toContain('client closed the connection');
      expect(log).not.toMatch(/ERROR|WARN|"level":[456]0|\n\s+at /);
    },
  );
});
