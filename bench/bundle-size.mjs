// What a shopper downloads: each storefront route's first-load JavaScript and CSS (gzip -9),
// computed from Vite's manifest, and the gzip size of every built asset.
// Usage: npm run build && node bench/bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { BUDGET, firstLoad, gzipSize, kib } from './first-load.mjs';

const dist = path.join(root, 'apps/web/dist');
const assets = fs.readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
for (const file of assets.filter((f) => /\.(js|css)$/.test(f)).sort((a, b) => gzipSize(dist, b) - gzipSize(dist, a))) {
  console.log(`${kib(gzipSize(dist, file)).padStart(10)}  ${file}`);
}
console.log('');
for (const { route, scripts, jsBytes, cssBytes, backOffice } of firstLoad(dist)) {
  const over = jsBytes > BUDGET.firstLoadJs ? '  OVER BUDGET' : '';
  console.log(
    `${route.padEnd(22)} first-load JS ${kib(jsBytes).padStart(10)} (budget ${kib(BUDGET.firstLoadJs)})${over}  CSS ${kib(cssBytes)}`,
  );
  console.log(`${''.padEnd(22)} ${scripts.map((s) => `${s.file.replace('assets/', '')} ${kib(s.bytes)}`).join(', ')}`);
  if (backOffice.length > 0) console.log(`${''.padEnd(22)} back-office code: ${backOffice.join(', ')}`);
}
