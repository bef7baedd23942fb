// `npm run screenshots`: refreshes the pictures in docs/screenshots/ (shown in the README) from the
// built demo shop. `npm test` runs the same specs but keeps their pictures with the test results.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';
import { findChromium } from '../e2e/chromium.mjs';

// The specs that take documented screenshots (they call the helpers in e2e/fixtures/screenshots.ts).
const SPECS = ['e2e/tests/storefront-screenshots.spec.ts', 'e2e/tests/admin-screenshots.spec.ts', 'e2e/tests/live-orders.spec.ts', 'e2e/tests/counter.spec.ts', 'e2e/tests/checkout-slots.spec.ts'];

ensureInstalled({ dev: true });
if (!findChromium()) {
  console.error('No Chromium found: install Debian package chromium, or set CHROMIUM_PATH.');
  process.exit(1);
}
ensureBuilt();
const { status } = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...SPECS], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SCREENSHOTS: '1' },
});
process.exit(status ?? 1);
