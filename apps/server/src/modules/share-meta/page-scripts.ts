import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@halwai/domain';

/**
 * The scripts of each lazily loaded landing page beyond those index.html loads, and each language's
 * storefront words, as the web build's manifest lists them.
 */
export interface PageScripts {
  home: readonly string[];
  catalogue: readonly string[];
  product: readonly string[];
  words: Readonly<Record<Language, readonly string[]>>;
}

/** One chunk of Vite's build manifest (`build.manifest`: dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The landing pages whose code is a chunk of its own, by their source in the web app. */
const LANDING_PAGES = {
  home: 'src/features/home/home-page.tsx',
  catalogue: 'src/features/catalogue/catalogue-page.tsx',
  product: 'src/features/catalogue/product-details-page.tsx',
} as const;

const NO_PAGE_SCRIPTS: PageScripts = { home: [], catalogue: [], product: [], words: { en: [], hi: [] } };

const ASSET = /^assets\/[\w.-]+\.js$/;

/** The manifest key of `key` and of every chunk it imports statically, however deep, in import order. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** What each landing page and each language's words load beyond what index.html loads. */
export function pageScriptsOf(manifest: Manifest): PageScripts {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();
  const scripts = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => !loaded.has(key))
      .map((key) => manifest[key]!.file)
      .filter((file) => ASSET.test(file))
      .map((file) => `/${file}`);
  const page = (source: string) => scripts(staticClosure(manifest, source));
  // vite.config.ts names each language's storefront words `words-<language>`.
  const wordsOf = (language: Language) => scripts(Object.keys(manifest).filter((key) => manifest[key]!.name === `words-${language}`));
  return {
    home: page(LANDING_PAGES.home),
    catalogue: page(LANDING_PAGES.catalogue),
    product: page(LANDING_PAGES.product),
    words: { en: wordsOf('en'), hi: wordsOf('hi') },
  };
}

/**
 * Read from the web build's manifest. Without it (no web build) pages simply name no scripts of their
 * own: the app still loads them itself, only later.
 */
export function readPageScripts(distDir: string | null): PageScripts {
  if (!distDir) return NO_PAGE_SCRIPTS;
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return NO_PAGE_SCRIPTS;
  }
  return manifest && typeof manifest === 'object' ? pageScriptsOf(manifest as Manifest) : NO_PAGE_SCRIPTS;
}
