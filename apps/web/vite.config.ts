import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './compile-hints-plugin';
import { BACK_OFFICE_NAMESPACES, FIRST_SCREEN_NAMESPACES } from './src/i18n/namespaces';
import { serviceWorker } from './service-worker-build';
import { staticStyles } from './static-styles-plugin';

const API_SERVER = 'http://localhost:3000';
const PROXIED_PATHS = [
  '/api',
  '/media',
  '/get-product',
  '/get-order',
  '/get-in-touch',
  '/update-product',
  '/catalogue',
  '/healthz',
];
const proxy = Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_SERVER, changeOrigin: true }]));

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
// MUI's styling runtime, which every MUI component needs, in one chunk (mui-runtime) loaded with the
// first screen drawn with MUI (lazyWithTheme): a shopper's first screens use none of it, and
// tests/first-load-budget.test.ts keeps it out of their first load. The components themselves are left
// to Rollup, so a widget only the back office uses stays in the back office's chunks.
const MUI_RUNTIME =
  /\/node_modules\/(@mui\/(system|styled-engine|utils|private-theming)|@mui\/material\/(esm\/)?(styles|utils|internal|transitions|CssBaseline|ButtonBase|SvgIcon)|@emotion|stylis|@babel\/runtime|hoist-non-react-statics|react-is|prop-types|clsx|react-transition-group)\//;

const WORDS = /\/src\/i18n\/locales\/(\w+)\/([\w-]+)\.json$/;
const FIRST_SCREEN_WORDS: ReadonlySet<string> = new Set(FIRST_SCREEN_NAMESPACES);
const BACK_OFFICE_WORDS: ReadonlySet<string> = new Set(BACK_OFFICE_NAMESPACES);

/** `words-hi` (a landing page's), `words-hi-shop` (the rest of the storefront's) or `words-hi-back-office`. */
function wordsChunk(language: string, namespace: string): string {
  if (FIRST_SCREEN_WORDS.has(namespace)) return `words-${language}`;
  return BACK_OFFICE_WORDS.has(namespace) ? `words-${language}-back-office` : `words-${language}-shop`;
}

/**
 * Vendor code changes far less often than ours, so it gets its own long-cached chunks. A language's
 * words come in three chunks, whatever their files (src/i18n/namespaces.ts).
 */
function vendorChunk(id: string): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (MUI_RUNTIME.test(id)) return 'mui-runtime';
  const [, language, namespace] = WORDS.exec(id) ?? [];
  if (language && namespace) return wordsChunk(language, namespace);
  return undefined;
}

export default defineConfig({
  plugins: [react(), staticStyles(), serviceWorker(), compileHints()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the server to preload each landing page's scripts, and by bench/bundle-size.mjs and the
    // first-load budget test to follow each route's imports.
    manifest: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
