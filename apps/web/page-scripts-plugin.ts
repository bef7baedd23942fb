import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The pages a shopper lands on whose code is a chunk of its own, by the name the server knows them by. */
const LAZY_PAGES = {
  catalogue: 'src/features/catalogue/catalogue-page.tsx',
  product: 'src/features/catalogue/product-details-page.tsx',
} as const;

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
 * Writes dist/page-scripts.json: for each lazily loaded landing page, the scripts it needs beyond those
 * index.html already loads. The server names them in that page's HTML (`modulepreload`), so the browser
 * fetches them with the entry instead of only after the entry has run and picked the route.
 */
export function pageScripts(): Plugin {
  let root = '';
  return {
    name: 'halwai-page-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-scripts: the build has no entry chunk');
      const loaded = staticClosure(bundle, entry);
      const pages = Object.fromEntries(
        Object.entries(LAZY_PAGES).map(([name, source]) => {
          const file = path.resolve(root, source);
          const chunk = chunks.find((c) => c.facadeModuleId === file);
          if (!chunk) throw new Error(`page-scripts: no chunk for ${source}`);
          const scripts = [...staticClosure(bundle, chunk)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
          return [name, scripts];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'page-scripts.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
