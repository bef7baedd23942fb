// Shared by the benchmarks: the load generator is wrk (one thread, 50 connections), never our own
// client, so the figures are the server's and not the client's. Installs wrk from Debian if missing.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Makes sure a Debian package's command is there: installs the package when running as root. */
export function ensureCommand(command, debianPackage) {
  const found = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin']
    .map((dir) => path.join(dir, command))
    .find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error(`${command} is missing: install it with \`sudo apt-get install -y ${debianPackage}\``);
  console.log(`${command} is not installed: installing Debian's ${debianPackage} (apt-get install ${debianPackage}) …`);
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return ensureCommand(command, debianPackage);
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

/** Parses wrk's report (run with --latency). */
export function parseWrk(text) {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(text);
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s|m)\b/m.exec(text);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(text);
  const requests = /(\d+) requests in/.exec(text);
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  if (!rate || !p99) throw new Error(`could not read wrk's report:\n${text}`);
  return {
    rps: Number(rate[1]),
    p50: p50 ? toMs(p50[1], p50[2]) : NaN,
    p99: toMs(p99[1], p99[2]),
    requests: requests ? Number(requests[1]) : NaN,
    non2xx: bad ? Number(bad[1]) : 0,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * Runs `wrk -t1 -c50` against `url` for `seconds` (after `warmSeconds` of warm-up) and returns
 * req/s, p50 and p99 in ms. `headers` are sent with every request; `luaScript` (text) may build them.
 */
export async function wrk(url, { seconds = 5, warmSeconds = 1, connections = 50, headers = {}, luaScript } = {}) {
  const bin = ensureCommand('wrk', 'wrk');
  const args = ['-t1', `-c${connections}`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let scriptFile = null;
  if (luaScript) {
    scriptFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-wrk-')), 'script.lua');
    fs.writeFileSync(scriptFile, luaScript);
    args.push('-s', scriptFile);
  }
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const child = spawn(bin, [...args, `-d${duration}s`, '--timeout', '5s', url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk failed (${code}):\n${out}`))));
    });
  try {
    if (warmSeconds > 0) await run(warmSeconds);
    return parseWrk(await run(seconds));
  } finally {
    if (scriptFile) fs.rmSync(path.dirname(scriptFile), { recursive: true, force: true });
  }
}
