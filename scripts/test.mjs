// `npm test`: every suite — unit, component and API tests (Vitest), then end-to-end tests in a real
// browser (Playwright) — ending with one line `Tests: N passed, N failed` summing them all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';
import { findChromium } from '../e2e/chromium.mjs';
import { findSecrets } from './log-secrets.mjs';

ensureInstalled({ dev: true });
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let runnerBroke = false;

function run(label, args, env = {}) {
  console.log(`\n> ${label}`);
  return spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Vitest: domain, server (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and web.
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('unit, component and API tests', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load has no failed tests but must still fail the run.
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) runnerBroke = true;
} else {
  runnerBroke = true;
}

// Playwright against the built app and a real Chromium.
const chromium = findChromium();
if (!chromium) {
  const message = 'No Chromium found (install Debian package chromium, or set CHROMIUM_PATH): end-to-end tests skipped.';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\n${message.replace('skipped', 'required by E2E_REQUIRED=1')}`);
    totals.failed += 1;
  } else {
    console.warn(`\n${message}`);
  }
} else {
  ensureBuilt();
  const e2eReport = path.join(reports, 'playwright.json');
  const serverLog = path.join(reports, 'e2e-server.log');
  const status = run('end-to-end tests', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_SERVER_LOG: serverLog,
  });
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    if (status !== 0 && e2e.stats.unexpected === 0) runnerBroke = true;
  } else {
    runnerBroke = true;
  }
  checkServerLog(serverLog);
}

/** One more test: after every end-to-end test, the server's log holds no access key, token, ticket or mobile number. */
function checkServerLog(file) {
  console.log('\n> server log holds no secrets');
  const log = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const found = findSecrets(log, ['e2e-owner-secret']);
  if (log.length === 0) {
    console.error('  ✗ the end-to-end server wrote no log');
    totals.failed += 1;
  } else if (found.length > 0) {
    for (const f of found.slice(0, 10)) console.error(`  ✗ ${f.what}: ${f.match}\n    in ${f.line}`);
    totals.failed += 1;
  } else {
    console.log(`  ✓ ${log.split('\n').length} log lines, no access key, token, ticket or mobile number`);
    totals.passed += 1;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (runnerBroke) {
  console.error('\nA test runner failed before reporting its results (see above).');
  totals.failed = Math.max(totals.failed, 1);
}
if (totals.skipped) console.log(`\n${totals.skipped} skipped (tests that need PostgreSQL or a browser this run does not have)`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
