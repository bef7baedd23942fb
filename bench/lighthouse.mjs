// Lighthouse (default mobile emulation) on the home, a catalogue and a product page of the built app, in English and in Hindi,
// with its demo shop, 3 runs each, with the system Chromium; prints the median performance score,
// LCP, CLS and TBT against the storefront's targets.
// Usage: npm run build && npm run bench:lighthouse   (RUNS=5 for more runs; PAGES=catalogue for some pages;
// CHROMIUM_PATH to pick a browser)
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../e2e/chromium.mjs';
import { startServer } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
// PAGES=catalogue,'product हिन्दी' measures only the pages so named (see `pages` below).
const ONLY = process.env.PAGES?.split(',').map((name) => name.trim());
const TARGET = { performance: 95, lcpMs: 2500, cls: 0.05, tbtMs: 150 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One Lighthouse run. A run whose trace could not be read (Chromium now and then records none:
 * NO_NAVSTART) has no figures at all; it is run again rather than counted as a score of 0.
 */
async function measure(url, attempts = 3) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  if (!lhr.runtimeError) return lhr;
  if (attempts <= 1) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
  console.log(`(${url}: ${lhr.runtimeError.code}, measuring again)`);
  return measure(url, attempts - 1);
}

// Hindi pages draw with the device's own Devanagari font, as on a phone; without one they download the
// web font, and are measured as a device that has none.
try {
  if (execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim() === '') throw new Error('none');
} catch {
  console.log('No Devanagari font on this machine (Debian: fonts-noto-core): Hindi pages download the web font.');
}

const chromePath = process.env.CHROMIUM_PATH ?? findChromium() ?? '/usr/bin/chromium';
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
});
try {
  const catalogue = await (await fetch(`${server.base}/api/catalogue`)).json();
  const product = catalogue.items.find((item) => item.available !== false) ?? catalogue.items[0];
  // Each page in English and in Hindi (the link chooses the language, as a shared link does). English
  // first: a Hindi link leaves its `lang` cookie behind, which Lighthouse keeps, and an English page
  // measured after it would be served in Hindi.
  const english = [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/sweets' },
    { name: 'product', path: `/product/${product.id}` },
  ];
  const hindi = english.map((page) => ({ name: `${page.name} हिन्दी`, path: `${page.path}?lang=hi` }));
  const pages = [...english, ...hindi].filter((page) => !ONLY || ONLY.includes(page.name));
  const rows = [];
  const benchmarkIndexes = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const { categories, audits, environment } = await measure(`${server.base}${page.path}`);
      benchmarkIndexes.push(environment.benchmarkIndex);
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
      });
    }
    rows.push({
      page: `${page.name} (${page.path})`,
      performance: median(runs.map((r) => r.performance)),
      lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    });
  }
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS}`,
  );
  // How fast this machine ran Lighthouse's own reference work (higher is faster): scores move with it.
  console.log(`benchmark index ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`);
  console.table(rows);
  const misses = rows.flatMap((r) =>
    [
      r.performance < TARGET.performance ? `${r.page}: performance ${r.performance} < ${TARGET.performance}` : [],
      r.lcpMs > TARGET.lcpMs ? `${r.page}: LCP ${r.lcpMs} ms > ${TARGET.lcpMs}` : [],
      r.cls > TARGET.cls ? `${r.page}: CLS ${r.cls} > ${TARGET.cls}` : [],
      r.tbtMs > TARGET.tbtMs ? `${r.page}: TBT ${r.tbtMs} ms > ${TARGET.tbtMs}` : [],
    ].flat(),
  );
  console.log(misses.length === 0 ? 'All targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`);
} finally {
  chrome.kill();
  await server.stop();
}
