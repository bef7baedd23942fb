import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `npm start`'s script with its output piped (not a terminal, as under a process manager), until the shop is ready. */
async function startUntilReady(logFormat?: 'json'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' };
  delete env.LOG_FORMAT;
  if (logFormat) env.LOG_FORMAT = logFormat;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const look = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('The shop is ready')) resolve();
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
      child.once('exit', (code) => reject(new Error(`npm start ended (${code}) before it was ready:\n${output}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('close', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return output;
}

describe('npm start', { timeout: 240_000 }, () => {
  it('prints plain lines, not JSON, even when its output is not a terminal', async () => {
    const output = await startUntilReady();
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.some((line) => line.includes('The shop is ready'))).toBe(true);
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
  });

  it('prints JSON lines when LOG_FORMAT=json asks', async () => {
    const output = await startUntilReady('json');
    const ready = output.split('\n').find((line) => line.includes('The shop is ready'))!;
    expect(JSON.parse(ready)).toMatchObject({ msg: expect.stringContaining('The shop is ready') });
  });
});
