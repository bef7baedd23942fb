// The storefront's first-load budget: what a shopper downloads before the first interaction on the
// home, catalogue and product pages (see bench/first-load.mjs), and that none of it is back-office code;
// also that the catalogue of messages a Hindi page loads right after brings no zod.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../apps/web/compile-hints-plugin';
import { staticCss } from '../apps/web/src/app/static-styles';
// @ts-expect-error plain ES modules without declarations
import { BUDGET, entryScripts, firstLoad, kib, readManifest } from '../bench/first-load.mjs';
// @ts-expect-error plain ES modules without declarations
import { ensureBuilt, root } from '../scripts/prepare.mjs';
import { readPageScripts } from '../apps/server/src/modules/share-meta/page-scripts.js';

interface Script {
  file: string;
  bytes: number;
}
interface RouteLoad {
  route: string;
  scripts: Script[];
  jsBytes: number;
  css: Script[];
  cssBytes: number;
  backOffice: string[];
}

const dist = path.join(root as string, 'apps/web/dist');
let routes: RouteLoad[] = [];

const biggest = (scripts: Script[]) =>
  scripts
    .slice(0, 5)
    .map((s) => `${s.file} ${kib(s.bytes)}`)
    .join(', ');

describe('storefront first load', () => {
  beforeAll(() => {
    // Builds only when a source changed since the last build (or there is none yet).
    ensureBuilt();
    routes = firstLoad(dist) as RouteLoad[];
  }, 240_000);

  it('stays within the JavaScript budget on the home, catalogue and product pages', () => {
    const over = routes.flatMap(({ route, scripts, jsBytes }) =>
      jsBytes > BUDGET.firstLoadJs
        ? [`${route}: ${kib(jsBytes)} gzip over ${kib(BUDGET.firstLoadJs)}; biggest: ${biggest(scripts)}`]
        : [],
    );
    expect(over, over.join('\n')).toEqual([]);
  });

  it('keeps CSS within its budget', () => {
    const over = routes.flatMap(({ route, css, cssBytes }) =>
      cssBytes > BUDGET.css ? [`${route}: CSS ${kib(cssBytes)} gzip over ${kib(BUDGET.css)}; ${biggest(css)}`] : [],
    );
    expect(over, over.join('\n')).toEqual([]);
  });

  it("links the storefront's class styles, worked out from the theme when the app was built", () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const linked = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/static-styles-[\w-]+\.css)"/g)].map((m) => m[1]!);
    expect(linked).toHaveLength(1);
    expect(fs.readFileSync(path.join(dist, linked[0]!), 'utf8')).toBe(staticCss());
    expect(html).not.toContain('<style');
  });

  it('loads no MUI styling runtime on the home, catalogue and product pages: it comes with the screens drawn with MUI', () => {
    const found = routes.flatMap(({ route, scripts }) =>
      scripts
        // vite.config.ts's mui-runtime chunk, or emotion (which writes `data-emotion` style tags) in any other.
        .filter(
          (s) =>
            /(^|\/)mui-runtime-[\w-]+\.js$/.test(s.file) ||
            fs.readFileSync(path.join(dist, s.file), 'utf8').includes('data-emotion'),
        )
        .map((s) => `${route}: ${s.file}`),
    );
    expect(found, `MUI's styling runtime in a shopper's first load:\n${found.join('\n')}`).toEqual([]);
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    expect(
      assets.filter((file) => /^mui-runtime-[\w-]+\.js$/.test(file)),
      'the runtime keeps a chunk of its own',
    ).toHaveLength(1);
  });

  it('carries no back-office code', () => {
    const found = routes.flatMap(({ route, backOffice }) => backOffice.map((module) => `${route}: ${module}`));
    expect(found, `back-office code in a shopper's first load:\n${found.join('\n')}`).toEqual([]);
  });

  it("has the server name, from Vite's build manifest, exactly the scripts each landing page and each language load beyond the entry", () => {
    const listed = readPageScripts(dist);
    const entry = new Set((entryScripts(dist) as string[]).map((file) => `/${file}`));
    const words = new Set(Object.values(listed.words).flat());
    const beyondEntry = (route: string) =>
      routes
        .find((r) => r.route === route)!
        .scripts.map((s) => `/${s.file}`)
        .filter((file) => !entry.has(file) && !words.has(file))
        .sort();
    expect(listed.home.toSorted()).toEqual(beyondEntry('/ en'));
    expect(listed.catalogue.toSorted()).toEqual(beyondEntry('/sweets (catalogue) en'));
    expect(listed.product.toSorted()).toEqual(beyondEntry('/product/:id en'));
    for (const language of ['en', 'hi']) {
      const ownWords = routes
        .find((r) => r.route === `/ ${language}`)!
        .scripts.map((s) => `/${s.file}`)
        .filter((file) => words.has(file));
      expect(listed.words[language as 'en' | 'hi'], language).toEqual(ownWords);
      expect(ownWords, language).toHaveLength(1);
    }
  });

  it('brings no zod with the catalogue of messages, which every Hindi page loads right after its first screen', () => {
    const manifest = readManifest(dist) as Record<string, { file: string; imports?: string[] }>;
    const catalogue = 'src/i18n/message-values-code.ts';
    expect(manifest[catalogue], 'the catalogue keeps a chunk of its own').toBeDefined();
    const closure = new Set([catalogue]);
    for (const key of closure) for (const next of manifest[key]!.imports ?? []) closure.add(next);
    // Zod and its form resolver name zod's classes in strings, which minifying keeps.
    const withZod = [...closure]
      .map((key) => manifest[key]!.file)
      .filter((file) => /"\$ZodType"|ZodError/.test(fs.readFileSync(path.join(dist, file), 'utf8')));
    expect(withZod, 'chunks with zod among what the catalogue imports (a map of words beside a schema?)').toEqual([]);
  });

  it("marks exactly the scripts a landing page runs as it loads with V8's compile hint", () => {
    const landing = new Set(routes.flatMap((route) => route.scripts.map((s) => s.file)));
    const assets = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const hinted = (file: string) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8').startsWith(COMPILE_HINT);
    const wrong = assets
      .map((file) => `assets/${file}`)
      .filter((file) => hinted(file.slice('assets/'.length)) !== landing.has(file));
    expect(landing.size).toBeGreaterThan(3);
    expect(wrong, `marked but not run on landing, or run on landing but not marked: ${wrong.join(', ')}`).toEqual([]);
  });
});
