// A fresh clone's first `npm start`, timed from `git clone` to /healthz answering 200, for two or more
// commits taking turns: node bench/first-start.mjs [--runs N] [commit ...] (default: b0da54f and HEAD, 3 runs
// each). Each run clones the commit into a new temporary directory, starts it on a free port with a
// temporary SQLite database, splits the time into clone / install / build / boot from the lines the start
// prints, counts npm's warnings, stops the server and deletes the clone. npm's cache is left as it is (warm
// after the first run of each commit; --warmup does one untimed run of each first). The start keeps the
// SQLite driver's compile per machine (scripts/prepare.mjs); --cold-native hides that from every run.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './lib.mjs';

const args = process.argv.slice(2);
let runs = 3;
let warmup = false;
let verbose = false;
let coldNative = false;
const commits = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--warmup') warmup = true;
  else if (args[i] === '--verbose') verbose = true;
  else if (args[i] === '--cold-native') coldNative = true;
  else commits.push(args[i]);
}
if (commits.length === 0) commits.push('b0da54f', 'HEAD');
const resolved = commits.map((c) => ({
  name: c,
  sha: execFileSync('git', ['rev-parse', '--verify', `${c}^{commit}`], { cwd: root, encoding: 'utf8' }).trim(),
}));

// What a start prints when it moves on to the next phase (today's lines and the older ones alike).
const BUILD_LINE = /^> build/i;
const BOOT_LINE = /^> (ready|starting|serving)/i;
const WARNING = /^npm warn|\bEBADENGINE\b|\bdeprecated\b/i;

/** Environment of a newcomer's shell: nothing from an npm run, a test runner or another database. */
function cleanEnv(extra) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_|^NODE_ENV$|^DATABASE_URL$|^PORT$|^HOST$|^DATA_DIR$|^INIT_CWD$/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

async function waitHealthy(url, child, deadlineMs) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}) before /healthz answered`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadlineMs) throw new Error('/healthz did not answer 200 within the time allowed');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM'); // npm, the start script and the server: the group this run started
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function firstStart({ name, sha }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-first-start-'));
  const repo = path.join(work, 'repo');
  const t0 = performance.now();
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', root, repo], { stdio: 'ignore' });
    execFileSync('git', ['checkout', '--quiet', sha], { cwd: repo, stdio: 'ignore' });
    const cloned = performance.now();
    const port = await freePort();
    const env = cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_FORMAT: 'json' });
    // As on a machine that never compiled the SQLite driver: an empty cache for the kept compile.
    if (coldNative) env.XDG_CACHE_HOME = path.join(work, 'cache');
    const child = spawn('npm', ['start'], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const marks = { build: null, boot: null };
    const lines = [];
    const onLine = (stream) => (line) => {
      const at = performance.now();
      if (!line.startsWith('{')) lines.push(`${stream}: ${line}`); // the server's own JSON log is not the start's output
      if (verbose) console.log(`  [${((at - t0) / 1000).toFixed(1)}s] ${line}`);
      if (marks.build === null && BUILD_LINE.test(line)) marks.build = at;
      if (marks.boot === null && BOOT_LINE.test(line)) marks.boot = at;
    };
    for (const [stream, label] of [
      [child.stdout, 'out'],
      [child.stderr, 'err'],
    ]) {
      let rest = '';
      const emit = onLine(label);
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop();
        for (const part of parts) emit(part.trimEnd());
      });
    }
    let healthy;
    try {
      await waitHealthy(`http://127.0.0.1:${port}/healthz`, child, Date.now() + 15 * 60_000);
      healthy = performance.now();
    } finally {
      await stop(child);
    }
    const installEnd = marks.build ?? marks.boot ?? healthy;
    const buildEnd = marks.boot ?? healthy;
    return {
      name,
      clone: cloned - t0,
      install: installEnd - cloned,
      build: marks.build === null ? 0 : buildEnd - marks.build,
      boot: healthy - buildEnd,
      total: healthy - t0,
      warnings: lines.filter((l) => WARNING.test(l.slice(5))).length,
      lines,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const s = (ms) => (ms / 1000).toFixed(1);
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const PHASES = ['clone', 'install', 'build', 'boot', 'total'];
const row = (cells) => `| ${cells.join(' | ')} |`;

if (warmup) {
  for (const commit of resolved) {
    console.log(`warm-up: ${commit.name}`);
    await firstStart(commit);
  }
}
const results = [];
console.log(row(['commit', 'run', ...PHASES.map((p) => `${p} s`), 'npm warnings', 'lines printed']));
console.log(row(Array(PHASES.length + 4).fill('---')));
for (let run = 1; run <= runs; run++) {
  // Alternate which side goes first, so a busy moment on the shared machine does not always land on one.
  const order = run % 2 ? resolved : [...resolved].reverse();
  for (const commit of order) {
    const r = await firstStart(commit);
    results.push(r);
    console.log(row([r.name, run, ...PHASES.map((p) => s(r[p])), r.warnings, r.lines.length]));
    if (verbose) for (const line of r.lines) console.log(`    ${line}`);
  }
}
console.log('\nmedians');
console.log(row(['commit', ...PHASES.map((p) => `${p} s`)]));
console.log(row(Array(PHASES.length + 1).fill('---')));
const medians = resolved.map((commit) => {
  const mine = results.filter((r) => r.name === commit.name);
  const m = Object.fromEntries(PHASES.map((p) => [p, median(mine.map((r) => r[p]))]));
  console.log(row([`${commit.name} (${commit.sha.slice(0, 7)})`, ...PHASES.map((p) => s(m[p]))]));
  return m;
});
if (medians.length === 2)
  console.log(`\n${resolved[1].name} / ${resolved[0].name}, total: ${(medians[1].total / medians[0].total).toFixed(2)}×`);
const last = results.filter((r) => r.name === resolved.at(-1).name).at(-1);
console.log(`\nwhat the last run of ${last.name} printed (besides the server's JSON log):`);
for (const line of last.lines) console.log(`  ${line}`);
