import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

function run(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-proc-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
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
});
