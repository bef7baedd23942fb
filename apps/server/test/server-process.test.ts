import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './support/wait.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the workspace so the bundle resolves npm packages as the shipped one does.
const bundle = path.join(serverDir, 'dist', `test-server-${process.pid}.mjs`);

// The real entry, bundled the way `npm run build` does, so start-up and shutdown are tested as shipped.
beforeAll(async () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@halwai/')),
    logLevel: 'silent',
  });
});
afterAll(() => fs.rmSync(bundle, { force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function run(env: Record<string, string>, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-proc-'))) {
  const child = spawn(process.execPath, [bundle], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    dataDir,
    output: () => output,
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server never became healthy');
}

describe('the server process', () => {
  it('refuses to start on a bad setting, naming the variable', async () => {
    const p = run({ PORT: 'eighty', SHOP_PHONE: '123' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT: must be a port number');
    expect(p.output()).toContain('SHOP_PHONE: must be 10 digits');
    p.cleanup();
  });

  it('serves until SIGTERM, finishes the request in flight, then exits cleanly', async () => {
    const port = await freePort();
    const p = run({ PORT: String(port), SEED_DEMO: 'true' });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, p.child);

    // A request whose body is still arriving when SIGTERM comes must still be answered.
    const body = JSON.stringify({ name: 'Asha', phoneNumber: '9876543210', message: 'Do you deliver on Sundays?' });
    const req = http.request(`${base}/get-in-touch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 20));
    await new Promise((r) => setTimeout(r, 300));
    p.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    req.end(body.slice(20));
    const res = await answered;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).message).toBeTruthy();
    expect(await p.exited).toBe(0);
    p.cleanup();
  });

  /** The start's banner: the lines after the blank line it starts with, once they are all out. */
  const banner = async (p: ReturnType<typeof run>) =>
    (
      await waitFor(
        () => (p.child.exitCode === null ? /(?:^|\n)\n((?: {2,}\S.*\n)+)\n/.exec(p.output())?.[1] : Promise.reject(new Error(p.output()))),
        60_000,
        'the start banner',
      )
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => line.trim());

  it('tells the person who started it where to open the shop, whether it seeded the demo shop, and how to sign in', async () => {
    const port = await freePort();
    const first = run({ PORT: String(port), LOG_FORMAT: 'pretty' });
    const lines = await banner(first);
    expect(lines[0]).toBe(`The shop is ready: open http://localhost:${port}`);
    expect(lines).toContain(`Demo shop: seeded into the new database (${first.dataDir}); SEED_DEMO=false starts empty`);
    const code = / with the setup code ([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})$/.exec(lines.find((l) => l.startsWith('Staff: no admin yet'))!)?.[1];
    expect(code, lines.join('\n')).toBeDefined();
    expect(first.output()).not.toContain('Server listening at');

    // The code printed is the one the shop asks for.
    const register = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@shop.test', password: 'owner-pass-1', setupCode: code }),
    });
    expect(register.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = run({ PORT: String(port), LOG_FORMAT: 'pretty', ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'boss-pass-1' }, first.dataDir);
    expect(await banner(again)).toEqual([
      `The shop is ready: open http://localhost:${port}`,
      `Shop data: kept from before (${first.dataDir})`,
      `Staff: sign in at http://localhost:${port}/login as boss@shop.test (ADMIN_EMAIL)`,
    ]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    again.cleanup();
  }, 120_000);
});
