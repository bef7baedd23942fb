// Picture bytes a shopper downloads: the catalogue (first screen, then scrolled to the end) and an item
// page, at a phone's 375 px (2x), Lighthouse's phone (412 px, 1.75x) and a 1280 px desktop, each in a
// fresh browser with an empty cache, against the built app with its demo shop. Then, from the server's
// /metrics: sized variants encoded, the time each took, and the bytes the picture cache holds.
// Usage: npm run build && node bench/pictures.mjs
// To compare with another build, name it: BASELINE_SERVER=<its dist/server.js> BASELINE_WEB=<its web dist>;
// the two are measured in turns (bytes do not vary between runs; times are medians).
/* global document, window, requestAnimationFrame -- used inside page.evaluate, in the page */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';
import { serverEntry } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const VIEWPORTS = [
  { name: 'phone 375 px @2x', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'phone 412 px @1.75x', width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'desktop 1280 px', width: 1280, height: 800, deviceScaleFactor: 1 },
];

const sides = [{ name: 'this build', env: {}, entry: serverEntry }];
if (process.env.BASELINE_SERVER) {
  sides.unshift({ name: 'baseline', env: { WEB_DIST_DIR: process.env.BASELINE_WEB }, entry: process.env.BASELINE_SERVER });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => Number((bytes / 1024).toFixed(1));

/** Bytes (and count) of the pictures from /media/ the page has fetched so far, by the browser's own resource timing. */
const fetchedPictures = (page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/media/'));
    return { bytes: entries.reduce((sum, e) => sum + e.encodedBodySize, 0), count: entries.length };
  });

/** Waits until every picture on screen has arrived (those further down wait for the scroll, being lazy). */
const settled = (page) =>
  page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      return img.complete || box.top > window.innerHeight || box.bottom < 0;
    }),
  );

/** Brings each picture into view in turn, as a shopper scrolling to the end would. */
async function scrollToEnd(page) {
  await page.evaluate(async () => {
    for (const img of [...document.images]) {
      img.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** Time until the catalogue's first screen of pictures has arrived, on the 375 px phone. */
async function firstScreenMs(base) {
  const { name: _name, ...options } = VIEWPORTS[0];
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: options.width, height: options.height }, ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/sweets`, { waitUntil: 'load' });
  await settled(page);
  const ms = performance.now() - started;
  await browser.close();
  return Math.round(ms);
}

/** One pass over every viewport: catalogue first screen, whole catalogue, an item page. */
async function measure(base, productPath) {
  const rows = [];
  for (const viewport of VIEWPORTS) {
    const { name, ...options } = viewport;
    // A browser of its own: contexts of one browser can share decoded pictures, which would hide downloads.
    const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: options.width, height: options.height }, ...options, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/sweets`, { waitUntil: 'networkidle' });
    await settled(page);
    const first = await fetchedPictures(page);
    await scrollToEnd(page);
    const whole = await fetchedPictures(page);
    await page.goto(`${base}${productPath}`, { waitUntil: 'networkidle' });
    await settled(page);
    const product = await fetchedPictures(page);
    await browser.close();
    rows.push({ viewport: name, first, whole, product });
  }
  return rows;
}

async function scrape(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name, labels = '') => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const encodes = {};
  for (const format of ['webp', 'avif']) {
    const count = value('halwai_media_encode_seconds_count', `{format="${format}"}`);
    const sum = value('halwai_media_encode_seconds_sum', `{format="${format}"}`);
    encodes[format] = { count, meanMs: count ? Math.round((sum / count) * 1000) : 0 };
  }
  return { encodes, cacheBytes: value('halwai_media_cache_bytes'), reads: value('halwai_media_reads_total') };
}

const servers = [];
try {
  for (const side of sides) {
    process.env.BENCH_SERVER = side.entry;
    const { startServer: start } = await import(`./lib.mjs?${side.name}`);
    const server = await start(side.env);
    servers.push(server);
    const catalogue = await (await fetch(`${server.base}/api/catalogue`)).json();
    side.server = server;
    side.productPath = `/product/${catalogue.items.find((i) => i.isAvailable).id}`;
    // A cold server: the first shopper's catalogue makes the variants it needs (then a warm one, to compare).
    side.coldMs = await firstScreenMs(server.base);
    side.warmMs = [];
    side.runs = [];
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const side of sides) {
      side.runs.push(await measure(side.server.base, side.productPath));
      side.warmMs.push(await firstScreenMs(side.server.base));
    }
  }
  for (const side of sides) side.metrics = await scrape(side.server.base);
} finally {
  for (const server of servers) await server.stop();
}

const table = [];
for (const [i, viewport] of VIEWPORTS.entries()) {
  for (const side of sides) {
    const at = side.runs.map((rows) => rows[i]);
    const pick = (key) => ({ bytes: median(at.map((r) => r[key].bytes)), count: median(at.map((r) => r[key].count)) });
    const [first, whole, product] = ['first', 'whole', 'product'].map(pick);
    table.push({
      viewport: viewport.name,
      build: side.name,
      'catalogue first screen KiB (pictures)': `${kib(first.bytes)} (${first.count})`,
      'whole catalogue KiB': `${kib(whole.bytes)} (${whole.count})`,
      'item page KiB': `${kib(product.bytes)} (${product.count})`,
    });
  }
}
console.log(`Picture bytes, median of ${RUNS} runs, each in an empty browser cache`);
console.table(table);
for (const side of sides) {
  const { encodes, cacheBytes, reads } = side.metrics;
  console.log(
    `${side.name}: encoded ${encodes.webp.count} WebP (mean ${encodes.webp.meanMs} ms) and ${encodes.avif.count} AVIF (mean ${encodes.avif.meanMs} ms); ` +
      `${reads} pictures read from the database; cache holds ${kib(cacheBytes)} KiB after every page at every width; ` +
      `catalogue first screen at 375 px: ${side.coldMs} ms on a cold server, ${median(side.warmMs)} ms warm`,
  );
}
