import path from 'node:path';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The pages a shopper lands on whose code is a chunk of its own, by the name the server knows them by. */
export const LAZY_LANDING_PAGES = {
  home: 'src/features/home/home-page.tsx',
  catalogue: 'src/features/catalogue/catalogue-page.tsx',
  product: 'src/features/catalogue/product-details-page.tsx',
} as const;
export type LazyLandingPage = keyof typeof LAZY_LANDING_PAGES;

/** The file name of `chunk` and of every chunk it imports statically, however deep. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') staticClosure(bundle, next, seen);
  }
  return seen;
}

/**
 * The chunks a shopper's landing page runs as it loads: what index.html loads (the entry and its static
 * imports) and, for each lazily loaded landing page, what it adds beyond that.
 */
export function landingChunks(bundle: OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loaded = staticClosure(bundle, entry);
  const pages = Object.fromEntries(
    Object.entries(LAZY_LANDING_PAGES).map(([name, source]) => {
      const file = path.resolve(root, source);
      const chunk = chunks.find((c) => c.facadeModuleId === file);
      if (!chunk) throw new Error(`no chunk for ${source}`);
      return [name, [...staticClosure(bundle, chunk)].filter((f) => !loaded.has(f))];
    }),
  ) as Record<LazyLandingPage, string[]>;
  // Each language's storefront words (vite.config.ts names their chunk `words-<language>`).
  const words = Object.fromEntries(
    chunks.flatMap((c) => {
      const language = /^words-(\w+)$/.exec(c.name)?.[1];
      return language ? [[language, [c.fileName]]] : [];
    }),
  ) as Record<string, string[]>;
  return { entry: [...loaded], pages, words };
}
