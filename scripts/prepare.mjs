// Makes a checkout ready: installs dependencies when missing or stale, builds when sources changed.
// Uses only Node's standard library, since it runs before anything is installed. When everything is up
// to date it only reads the lockfiles and file metadata, well under a second.
//
// Two kinds of install: what running needs (`npm start`, the owner's commands: the lockfile without its
// dev packages — no test, lint or benchmark tools) and everything (`npm test`, `npm run check`). npm's
// own output is kept back and shown only when a step fails, so each step prints one line.
//
// As a command: `node scripts/prepare.mjs --dev` installs everything (what `npm run check` runs first).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'node_modules', '.cache', 'halwai');

const BUILD_INPUTS = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/service-worker-build.ts',
  'apps/web/compile-hints-plugin.ts',
  'apps/web/static-styles-plugin.ts',
  'apps/web/landing-chunks.ts',
  'apps/web/service-worker',
  'apps/web/package.json',
];
const BUILD_OUTPUTS = [
  'apps/server/dist/server.js',
  'apps/server/dist/account-cli.js',
  'apps/server/dist/backup-cli.js',
  'apps/web/dist/index.html',
  'apps/web/dist/.vite/manifest.json',
];
// Only errors: npm's notes on engines and install scripts read like a failed install to a newcomer.
const NPM_QUIET = ['--loglevel=error', '--no-audit', '--no-fund', '--no-update-notifier'];

function readStamp(name) {
  try {
    return fs.readFileSync(path.join(stampDir, name), 'utf8');
  } catch {
    return null;
  }
}

function writeStamp(name, value) {
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(path.join(stampDir, name), value);
}

function readJson(rel) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8'));
  } catch {
    return null;
  }
}

/** Path, size and mtime of every file under the inputs: cheap, and changes whenever a source does. */
function fingerprint(relPaths) {
  const hash = createHash('sha256');
  const visit = (abs) => {
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) if (entry !== 'node_modules') visit(path.join(abs, entry));
    } else if (!/\.test\.tsx?$/.test(abs)) {
      hash.update(`${path.relative(root, abs)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const rel of relPaths) visit(path.join(root, rel));
  return hash.digest('hex');
}

/** How long since `since`, in seconds: every duration the start prints is in this one unit. */
export const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function fail(label, status, output) {
  if (output) process.stderr.write(output.endsWith('\n') ? output : `${output}\n`);
  console.error(`${label} failed (exit ${status})`);
  process.exit(typeof status === 'number' && status !== 0 ? status : 1);
}

/** Runs a step, keeping its output unless it fails. */
function runQuiet(command, args, label, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.status !== 0) fail(label, result.status ?? result.signal, `${result.stdout ?? ''}${result.stderr ?? ''}`);
}

/** The same, in the background: resolves when it succeeded, exits the process when it failed. */
function runQuietAsync(command, args, label, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (output += d));
    child.on('error', (error) => fail(label, error.message, output));
    child.on('close', (status, signal) => (status === 0 ? resolve() : fail(label, status ?? signal, output)));
  });
}

// ---- install ------------------------------------------------------------------------------------

/**
 * What node_modules holds against what the lockfile asks for, from npm's record of the installed tree
 * (node_modules/.package-lock.json): `run` when every package running needs is there at its locked
 * version, `dev` when the test and lint tools are there too. Optional packages (other platforms'
 * binaries) may be missing.
 */
function installed() {
  const wanted = readJson('package-lock.json')?.packages;
  const have = readJson('node_modules/.package-lock.json')?.packages;
  if (!wanted || !have) return { run: false, dev: false, any: Boolean(have) };
  let run = true;
  let dev = true;
  for (const [key, pkg] of Object.entries(wanted)) {
    if (!key.includes('node_modules/') || pkg.optional || pkg.link) continue;
    if (have[key]?.version === pkg.version) continue;
    dev = false;
    if (!pkg.dev && !pkg.devOptional) run = false;
  }
  return { run, dev, any: true };
}

/** Whether the packages with install scripts (allowScripts in package.json) and the SQLite driver's bundled binary work. */
function nativeReady() {
  const lockHash = createHash('sha256')
    .update(fs.readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
  if (readStamp('native') === lockHash) return { ready: true, lockHash };
  // Installed some other way (a plain `npm ci`, which ran the scripts itself): check that they load.
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const r = require('node:module').createRequire(process.argv[1]); new (r('better-sqlite3'))(':memory:').close(); r('sharp');",
      path.join(root, 'apps/server/package.json'),
    ],
    { stdio: 'ignore' },
  );
  if (probe.status === 0) writeStamp('native', lockHash);
  return { ready: probe.status === 0, lockHash };
}

/** Keeps the build stamp across a reinstall: `npm ci` empties node_modules, where it lives, but not the build. */
function keepingBuildStamp(step) {
  const build = readStamp('build');
  step();
  if (build !== null) writeStamp('build', build);
}

/**
 * Installs what is missing. With `dev`, the test, lint and benchmark tools as well; after an install for
 * running only, those are added to it rather than installing everything again. Lifecycle scripts
 * (sharp's check, esbuild's binary) run in a separate step, which `startNativeSetup` lets overlap
 * the build. Returns that pending step, or null.
 */
function install({ dev, deferNative }) {
  const state = installed();
  const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
  if (!hasLock) {
    console.log('> installing dependencies (no package-lock.json: npm install)');
    keepingBuildStamp(() => runQuiet('npm', ['install', ...NPM_QUIET], 'installing dependencies'));
    return null;
  }
  if (dev ? state.dev : state.run) return nativeStep(deferNative);
  const started = performance.now();
  if (dev && state.run) {
    // Running's packages are in place (e.g. after a first `npm start`): add only the dev tools. Their own
    // install scripts run here; the lockfile is read, never written.
    console.log('> installing the test, lint and benchmark tools');
    keepingBuildStamp(() =>
      runQuiet('npm', ['install', '--include=dev', '--no-save', ...NPM_QUIET], 'installing the test, lint and benchmark tools'),
    );
    console.log(`  installed in ${seconds(started)}`);
    return nativeStep(deferNative);
  }
  console.log(
    dev
      ? '> installing dependencies (all, with the test and lint tools)'
      : '> installing what the shop needs to run (not the test, lint or benchmark tools)',
  );
  keepingBuildStamp(() =>
    runQuiet('npm', ['ci', ...(dev ? [] : ['--omit=dev']), '--ignore-scripts', ...NPM_QUIET], 'installing dependencies'),
  );
  console.log(
    `  ${Object.keys(readJson('node_modules/.package-lock.json')?.packages ?? {}).length} packages unpacked in ${seconds(started)}`,
  );
  return nativeStep(deferNative);
}

/** Runs the dependencies' install scripts (allowScripts in package.json) when they have not run on this install. */
function nativeStep(defer) {
  const { ready, lockHash } = nativeReady();
  if (ready) return null;
  const started = performance.now();
  // `false` marks a package that needs none (the SQLite driver ships its binaries) and keeps npm from asking.
  const toRun = Object.entries(readJson('package.json')?.allowScripts ?? {})
    .filter(([name, allowed]) => allowed === true && fs.existsSync(path.join(root, 'node_modules', name)))
    .map(([name]) => name);
  const label = `setting up native modules (${toRun.join(', ')})`;
  console.log(`> ${label}${defer ? ', alongside the build' : ''}`);
  const done = () => {
    writeStamp('native', lockHash);
    console.log(`  native modules ready in ${seconds(started)}`);
  };
  if (toRun.length === 0) {
    done();
    return null;
  }
  const args = ['rebuild', ...toRun, ...NPM_QUIET];
  if (!defer) {
    runQuiet('npm', args, label);
    done();
    return null;
  }
  return runQuietAsync('npm', args, label).then(done);
}

/** Installs what running needs (or, with `dev`, the test and lint tools as well) when missing or stale. */
export function ensureInstalled({ dev = false } = {}) {
  install({ dev, deferNative: false });
}

// ---- build --------------------------------------------------------------------------------------

function viteBin() {
  for (const dir of ['apps/web/node_modules/vite', 'node_modules/vite']) {
    const bin = path.join(root, dir, 'bin/vite.js');
    if (fs.existsSync(bin)) return bin;
  }
  return fail('building', 'vite is not installed');
}

// The same builds as `npm run build`, without an npm process for each. Always production builds, even
// when called from a test runner that set NODE_ENV=test (Vite would otherwise bundle React's development
// build). Vite lists every chunk it writes; here only its errors are shown.
const BUILDS = () => [
  { label: 'building the server', cwd: 'apps/server', args: ['build.mjs'] },
  { label: 'building the web app', cwd: 'apps/web', args: [viteBin(), 'build', '--logLevel', 'error'] },
];
const buildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

function buildNeeded() {
  const wanted = fingerprint(BUILD_INPUTS);
  const outputsExist = BUILD_OUTPUTS.every((rel) => fs.existsSync(path.join(root, rel)));
  return outputsExist && readStamp('build') === wanted ? null : wanted;
}

/** Builds the server and the web app when a source changed since the last build. */
export function ensureBuilt() {
  const wanted = buildNeeded();
  if (!wanted) return false;
  const started = performance.now();
  console.log('> building the web app and the server');
  for (const { label, cwd, args } of BUILDS())
    runQuiet(process.execPath, args, label, { cwd: path.join(root, cwd), env: buildEnv() });
  writeStamp('build', wanted);
  console.log(`  built in ${seconds(started)}`);
  return true;
}

/**
 * What `npm start` runs: install for running and build, the two builds side by side and both alongside
 * the native modules' setup,
 * which the build does not need.
 */
export async function prepareToRun() {
  const native = install({ dev: false, deferNative: true });
  const wanted = buildNeeded();
  let building = null;
  if (wanted) {
    const started = performance.now();
    console.log('> building the web app and the server');
    building = Promise.all(
      BUILDS().map(({ label, cwd, args }) =>
        runQuietAsync(process.execPath, args, label, { cwd: path.join(root, cwd), env: buildEnv() }),
      ),
    ).then(() => {
      writeStamp('build', wanted);
      console.log(`  built in ${seconds(started)}`);
    });
  }
  await Promise.all([native, building]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  ensureInstalled({ dev });
  if (!dev) ensureBuilt();
}
