// What a shopper downloads before the first interaction, per storefront route, read from Vite's
// manifest: the entry script, every chunk it imports statically (Vite preloads those), and for a
// lazily loaded page its chunk with its own static imports. Shared by bench/bundle-size.mjs and
// the budget test in tests/.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The storefront's targets: first-load JavaScript per route, and CSS with fonts, gzip. */
export const BUDGET = { firstLoadJs: 150 * 1024, css: 30 * 1024 };

/** The storefront pages a shopper lands on, with the source module of each page's chunk (null: in the entry). */
export const STOREFRONT_ROUTES = [
  { route: '/', page: 'src/features/home/home-page.tsx' },
  { route: '/sweets (catalogue)', page: 'src/features/catalogue/catalogue-page.tsx' },
  { route: '/product/:id', page: 'src/features/catalogue/product-details-page.tsx' },
];

/**
 * The languages a page may open in: each page's first load includes its language's storefront words,
 * which vite.config.ts puts in a chunk named `words-<language>`.
 */
export const LANGUAGES = ['en', 'hi'];

/** Source paths that belong to the back office; none may be in a shopper's first load. */
export const BACK_OFFICE = [
  /^src\/features\/admin-/,
  /^src\/features\/drafts\//,
  /^src\/lib\/admin-ui\//,
  /^src\/app\/live-sync\.tsx$/,
  /^src\/app\/layout\/nav-drawer\.tsx$/,
  /^src\/lib\/live-events\/live-connection\.ts$/,
];

const gzipCache = new Map();
export function gzipSize(dist, file) {
  const full = path.join(dist, file);
  if (!gzipCache.has(full)) gzipCache.set(full, zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length);
  return gzipCache.get(full);
}

/** The stylesheets index.html links (the storefront's class styles, written at build time): part of every page's CSS. */
export function pageStylesheets(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => ({ file: m[1], bytes: gzipSize(dist, m[1]) }));
}

export function readManifest(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Manifest keys reached from `key` through static imports, `key` included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** The scripts index.html loads on every page: the entry and its static imports. */
export function entryScripts(dist) {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return [...staticClosure(manifest, entryKey)].map((key) => manifest[key].file);
}

/**
 * For each storefront route: its first-load scripts (file, gzip bytes), their total, the CSS and the
 * back-office source modules found in those chunks (from the chunks' source lists in the manifest
 * is not enough: a chunk lists only its own entry module, so each chunk's file is searched for the
 * back-office modules' own chunk names).
 */
export function firstLoad(dist) {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry');
  const backOfficeFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => BACK_OFFICE.some((pattern) => pattern.test(key)))
      .map(([, chunk]) => chunk.file),
  );
  return STOREFRONT_ROUTES.flatMap(({ route, page }) => LANGUAGES.map((language) => {
    const keys = staticClosure(manifest, entryKey);
    if (page) {
      if (!manifest[page]) throw new Error(`The Vite manifest has no chunk for ${page}`);
      staticClosure(manifest, page, keys);
    }
    const words = Object.keys(manifest).find((key) => manifest[key].name === `words-${language}`);
    if (!words) throw new Error(`The Vite manifest has no words-${language} chunk`);
    staticClosure(manifest, words, keys);
    const scripts = [...keys].map((key) => ({ key, file: manifest[key].file, bytes: gzipSize(dist, manifest[key].file) }));
    scripts.sort((a, b) => b.bytes - a.bytes);
    const css = [
      ...pageStylesheets(dist),
      ...[...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].map((file) => ({ file, bytes: gzipSize(dist, file) })),
    ];
    // A back-office module merged into a shared chunk has no file of its own; a key in the closure names it.
    const backOffice = [
      ...[...keys].filter((key) => BACK_OFFICE.some((pattern) => pattern.test(key))),
      ...scripts.filter((s) => backOfficeFiles.has(s.file) && !BACK_OFFICE.some((p) => p.test(s.key))).map((s) => s.key),
    ];
    return {
      route: `${route} ${language}`,
      scripts,
      jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      css,
      cssBytes: css.reduce((sum, s) => sum + s.bytes, 0),
      backOffice,
    };
  }));
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
