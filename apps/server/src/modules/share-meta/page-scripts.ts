import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@halwai/domain';

/**
 * The scripts of each lazily loaded landing page beyond those index.html loads, and each language's
 * storefront words, as the web build lists them.
 */
export interface PageScripts {
  home: readonly string[];
  catalogue: readonly string[];
  product: readonly string[];
  words: Readonly<Record<Language, readonly string[]>>;
}

const NO_PAGE_SCRIPTS: PageScripts = { home: [], catalogue: [], product: [], words: { en: [], hi: [] } };

const assetList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && /^\/assets\/[\w.-]+\.js$/.test(v))
    : [];

/**
 * The web build's page-scripts.json. Without it (no web build, or an older one) pages simply name no
 * scripts of their own: the app still loads them itself, only later.
 */
export function readPageScripts(distDir: string | null): PageScripts {
  if (!distDir) return NO_PAGE_SCRIPTS;
  let listed: Record<string, unknown>;
  try {
    listed = JSON.parse(fs.readFileSync(path.join(distDir, 'page-scripts.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return NO_PAGE_SCRIPTS;
  }
  const words = (listed?.words ?? {}) as Record<string, unknown>;
  return {
    home: assetList(listed?.home),
    catalogue: assetList(listed?.catalogue),
    product: assetList(listed?.product),
    words: { en: assetList(words.en), hi: assetList(words.hi) },
  };
}
