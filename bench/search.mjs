// How long the storefront search takes per keystroke on 1,000 items (the goal is under 50 ms on a phone).
// Bundles the web app's search (apps/web/src/lib/product-search.ts) with esbuild and
// runs it on a made-up catalogue of 1,000 items with names, subcategories, search words and descriptions:
// in Node, or with --phone in headless Chromium with the CPU slowed 4× (DevTools' "mid-tier mobile").
// Usage: node bench/search.mjs [items=1000] [--phone]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const phone = args.includes('--phone');
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-search-')), 'search.js');
await build({
  entryPoints: [path.join(root, 'apps/web/src/lib/product-search.ts')],
  bundle: true,
  format: phone ? 'iife' : 'esm',
  globalName: 'HalwaiSearch',
  platform: phone ? 'browser' : 'node',
  outfile: out,
  logLevel: 'error',
});

const sweets = [
  'Kaju Katli',
  'Motichoor Laddoo',
  'Besan Laddoo',
  'Rasgulla',
  'Rasmalai',
  'Gulab Jamun',
  'Soan Papdi',
  'Milk Cake',
  'Aloo Bhujia',
  'Khasta Kachori',
  'Namkeen Mixture',
  'Peda',
  'Barfi',
  'Jalebi',
  'Sandesh',
  'Nankhatai',
];
const styles = ['Kesar', 'Pista', 'Badam', 'Desi Ghee', 'Special', 'Classic', 'Mini', 'Royal', 'Sugar-free', 'Chocolate'];
const categories = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `${sweets[i * 2]} & More` }));
const subcategories = Array.from({ length: 32 }, (_, i) => ({
  id: i + 1,
  name: `${styles[i % styles.length]} ${sweets[i % sweets.length]}s`,
  categoryId: (i % 8) + 1,
}));
const items = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  name: `${styles[i % styles.length]} ${sweets[(i * 7) % sweets.length]} ${i}`,
  categoryId: (i % 8) + 1,
  subCategoryId: (i % 32) + 1,
  searchWords: i % 10 === 0 ? 'mithai मिठाई' : '',
  description: `Made fresh every morning in pure desi ghee with ${styles[(i * 3) % styles.length].toLowerCase()} and cardamom; a favourite for Diwali gifting and family visits.`,
  price: 100 + (i % 50) * 10,
  priceUnit: '250 g',
  prices: [{ label: '250 g', price: 100 }],
  thumbnail: '',
  discount: 0,
  isAvailable: true,
  featured: false,
  itemType: 'Sweet',
}));

/** Builds the index, then times every prefix of each query as a customer types it. Runs in Node or in the page. */
function measure({ createProductSearch, catalogue, queries }) {
  let started = performance.now();
  const search = createProductSearch(catalogue);
  const indexMs = performance.now() - started;
  // The first search compiles the code; a customer's phone has done that before they type.
  search('warm up');
  const times = [];
  for (const query of queries) {
    for (let end = 1; end <= query.length; end++) {
      started = performance.now();
      search(query.slice(0, end));
      times.push(performance.now() - started);
    }
  }
  const firsts = queries.map((query) => [
    query,
    search(query)
      .slice(0, 3)
      .map((p) => p.name),
  ]);
  return { indexMs, times, firsts };
}

const queries = [
  'laddoo',
  'ladoo',
  'laddu',
  'लड्डू',
  'rasgula',
  'namkeen',
  'kaju katli',
  'bhujia',
  'kesar',
  'mithai',
  'मिठाई',
  'motichoor',
  'kajukatli',
  'motichoorladoo',
];
const catalogue = { items, categories, subcategories };
let result;
if (phone) {
  const { chromium } = await import(pathToFileURL(path.join(root, 'node_modules/@playwright/test/index.mjs')).href);
  const { findChromium, CHROMIUM_ARGS } = await import(pathToFileURL(path.join(root, 'e2e/chromium.mjs')).href);
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addScriptTag({ content: fs.readFileSync(out, 'utf8') });
  result = await page.evaluate(
    ([source, data]) =>
      new Function('return ' + source)()({ createProductSearch: globalThis.HalwaiSearch.createProductSearch, ...data }),
    [measure.toString(), { catalogue, queries }],
  );
  await browser.close();
} else {
  const { createProductSearch } = await import(pathToFileURL(out).href);
  result = measure({ createProductSearch, catalogue, queries });
}

const times = [...result.times].sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
const where = phone ? 'Chromium, CPU slowed 4×' : 'Node';
console.log(
  `${count} items (${where}): index built in ${result.indexMs.toFixed(1)} ms; ${times.length} keystrokes: median ${at(50)} ms, p95 ${at(95)} ms, max ${times.at(-1).toFixed(1)} ms`,
);
for (const [query, names] of result.firsts) console.log(`  ${query.padEnd(12)} → ${names.join(', ')}`);
