// `npm test`: every suite — unit, component and API tests (Vitest), then end-to-end tests in a real
// browser (Playwright) — ending with one line `Tests: N passed, N failed` summing them all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';
import { findChromium } from '../e2e/chromium.mjs';
import { findSecrets } from './log-secrets.mjs';

ensureInstalled({ dev: true });
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the end, so the last lines of a long run say what failed.
const failures = [];
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
  failures.push(...vitestFailures(vitest));
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
    failures.push(...playwrightFailures(e2e));
  } else {
    runnerBroke = true;
  }
  checkServerLog(serverLog);
}

/** Each failed Vitest test, or file that failed to load, as `file › test: first line of the error`. */
function vitestFailures(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) found.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) found.push(`${where}: ${firstLine(file.message)}`);
  }
  return found;
}

/** Each end-to-end test that failed on its last try, as `file:line › title: first line of the error`. */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        found.push(`${spec.file}:${spec.line} › ${test.projectName} › ${spec.title}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

function firstLine(text) {
  // Error messages carry terminal colours; the summary is read as plain text.
  const plain = stripVTControlCharacters(String(text ?? ''));
  return plain.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

/** One more test: after every end-to-end test, the server's log holds no access key, token, ticket or mobile number. */
function checkServerLog(file) {
  console.log('\n> server log holds no secrets');
  const log = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const found = findSecrets(log, ['e2e-owner-secret', 'e2e-razorpay-key-secret', 'e2e-razorpay-webhook-secret']);
  if (log.length === 0) {
    console.error('  ✗ the end-to-end server wrote no log');
    failures.push('server log: the end-to-end server wrote no log');
    totals.failed += 1;
  } else if (found.length > 0) {
    for (const f of found.slice(0, 10)) console.error(`  ✗ ${f.what}: ${f.match}\n    in ${f.line}`);
    failures.push(`server log: ${found.length} secret(s), first a ${found[0].what}`);
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
if (failures.length > 0) {
  console.error('\nFailed:');
  for (const failure of failures) console.error(`  ✗ ${failure}`);
}
if (totals.skipped) console.log(`\n${totals.skipped} skipped (tests that need PostgreSQL or a browser this run does not have)`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
