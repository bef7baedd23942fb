// Makes a checkout ready to run: installs dependencies when missing or stale, builds when sources
// changed. Uses only Node's standard library, since it runs before anything is installed. When
// everything is up to date it only reads file metadata, well under a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'node_modules', '.cache', 'halwai');

const MANIFESTS = ['package.json', 'package-lock.json', 'packages/domain/package.json', 'apps/server/package.json', 'apps/web/package.json', 'e2e/package.json'];
const BUILD_INPUTS = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];
const BUILD_OUTPUTS = ['apps/server/dist/server.js', 'apps/server/dist/account-cli.js', 'apps/server/dist/backup-cli.js', 'apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json'];

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

function hashFiles(relPaths) {
  const hash = createHash('sha256');
  for (const rel of relPaths) {
    const file = path.join(root, rel);
    hash.update(rel);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
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

function run(command, args, label, env = process.env) {
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function ensureInstalled() {
  const wanted = hashFiles(MANIFESTS);
  const installed = fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed && readStamp('install') === wanted) return false;
  const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
  run('npm', [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund'], 'installing dependencies');
  writeStamp('install', hashFiles(MANIFESTS));
  return true;
}

export function ensureBuilt() {
  const wanted = fingerprint(BUILD_INPUTS);
  const outputsExist = BUILD_OUTPUTS.every((rel) => fs.existsSync(path.join(root, rel)));
  if (outputsExist && readStamp('build') === wanted) return false;
  // Always a production build, even when called from a test runner that set NODE_ENV=test (Vite
  // would otherwise bundle React's development build).
  run('npm', ['run', 'build', '--silent'], 'building', { ...process.env, NODE_ENV: 'production' });
  writeStamp('build', wanted);
  return true;
}
