import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_POLICY, lockedMessage } from '../src/modules/auth/login-lock.js';
import { bundleEntry, serverDir } from './support/bundle-entry.js';
import { ADMIN, ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const { maxFailures, lockMinutes } = LOGIN_LOCK_POLICY;

for (const engine of ENGINES) {
  describe(`per-account sign-in lock (${engine})`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await startTestApp(engine, { SEED_DEMO: false });
    });
    afterEach(() => t.close());

    const login = (email: string, password: string, from: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from });

    it(`locks an email after ${maxFailures} failures from any mix of addresses, the right password included`, async () => {
      for (let i = 0; i < maxFailures; i++) expect((await login(ADMIN.email, `wrong-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);

      const locked = await login(ADMIN.email.toUpperCase(), ADMIN.password, '198.51.100.7');
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['content-type']).toContain('application/problem+json');
      expect(locked.json().message).toBe(lockedMessage(lockMinutes));
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan((lockMinutes - 1) * 60);
      expect(retryAfter).toBeLessThanOrEqual(lockMinutes * 60);

      expect((await login('someone-else@halwai.test', 'whatever-123', '203.0.113.1')).statusCode).toBe(401);
    });

    it('refuses a locked email without hashing a password each time', async () => {
      const started = performance.now();
      expect((await login(ADMIN.email, ADMIN.password, '203.0.113.9')).statusCode).toBe(200);
      const oneHash = performance.now() - started;

      for (let i = 0; i < maxFailures; i++) await login('nobody@halwai.test', `guess-${i}`, '203.0.113.9');
      const flood = performance.now();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('nobody@halwai.test', `guess-${i}`, `192.0.2.${i}`)));
      expect(answers.every((a) => a.statusCode === 429)).toBe(true);
      // Twenty refusals together take less than one real password check.
      expect(performance.now() - flood).toBeLessThan(oneHash);
    });

    it('a successful sign-in forgets earlier failures', async () => {
      for (let i = 0; i < maxFailures - 1; i++) await login(ADMIN.email, `wrong-${i}`, '203.0.113.1');
      expect((await login(ADMIN.email, ADMIN.password, '203.0.113.1')).statusCode).toBe(200);
      for (let i = 0; i < maxFailures - 1; i++) expect((await login(ADMIN.email, `wrong-${i}`, '203.0.113.1')).statusCode).toBe(401);
    });
  });
}

describe('npm run account', () => {
  let t: TestApp;
  let cli: string;
  beforeAll(async () => {
    cli = await bundleEntry('src/account-cli.ts');
  });
  afterAll(() => fs.rmSync(cli, { force: true }));
  beforeEach(async () => {
    t = await startTestApp('sqlite', { SEED_DEMO: false });
  });
  afterEach(() => t.close());

  // Run beside the server, as an owner would: a synchronous spawn would freeze this process's server,
  // and with it any commit it had open, so the command would wait for the database lock in vain.
  const account = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [cli, ...args],
        { cwd: serverDir, env: { ...process.env, DATA_DIR: t.config.DATA_DIR, DATABASE_URL: '' }, encoding: 'utf8' },
        (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      );
    });
  const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password } });

  it('unlock lets a locked owner sign in again at once', async () => {
    for (let i = 0; i < maxFailures; i++) await login(`wrong-${i}`);
    expect((await login(ADMIN.password)).statusCode).toBe(429);
    const run = await account('unlock', ADMIN.email);
    expect(run.stdout).toContain('can sign in again');
    expect(run.status).toBe(0);
    expect((await login(ADMIN.password)).statusCode).toBe(200);
  });

  it('reset-password prints a new password that works, ends old sessions, and refuses unknown emails', async () => {
    const token = await t.adminToken();
    const run = await account('reset-password', ADMIN.email);
    expect(run.status).toBe(0);
    const password = run.stdout.match(/New password for \S+: (\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect((await login(password!)).statusCode).toBe(200);
    expect((await login(ADMIN.password)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);

    const unknown = await account('reset-password', 'nobody@halwai.test');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account');
    expect((await account('frobnicate')).status).toBe(2);
  });
});
