import type { Plugin } from 'vite';
import { landingChunks } from './landing-chunks';

/**
 * Writes dist/page-scripts.json: for each lazily loaded landing page, the scripts it needs beyond those
 * index.html already loads, and each language's storefront words.
 * The server names them in that page's HTML (`modulepreload`, `preload`), so the browser fetches them
 * with the entry instead of only after the entry has run and picked the route and the language.
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
      const { pages, words } = landingChunks(bundle, root);
      const asPaths = (lists: Record<string, string[]>) =>
        Object.fromEntries(Object.entries(lists).map(([name, files]) => [name, files.map((f) => `/${f}`)]));
      const listed = { ...asPaths(pages), words: asPaths(words) };
      this.emitFile({ type: 'asset', fileName: 'page-scripts.json', source: `${JSON.stringify(listed, null, 2)}\n` });
    },
  };
}
