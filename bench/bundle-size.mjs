// What a customer downloads: the gzip size of every built web asset, and of the first page load.
// Usage: npm run build && node bench/bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set([...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const assets = fs.readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
let firstLoad = gz('index.html');
for (const file of assets.sort((a, b) => gz(b) - gz(a))) {
  const size = gz(file);
  if (initial.has(file)) firstLoad += size;
  console.log(`${kb(size).padStart(9)}  ${file}${initial.has(file) ? '  (first load)' : ''}`);
}
console.log(`\nfirst page load (index.html + its scripts and styles, gzip): ${kb(firstLoad)}`);
