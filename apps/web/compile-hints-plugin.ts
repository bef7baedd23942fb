import type { Plugin, Rollup } from 'vite';
import { landingChunks } from './landing-chunks';

/** V8's explicit compile hint (Chrome 136 on): compile every function of this file as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts a landing page runs as it loads with V8's compile hint. Without it V8 compiles each
 * function on the main thread the first time it is called, in the middle of the first render; with it,
 * the code is compiled on a background thread while it downloads. Scripts loaded later (the back office,
 * dialogs, checkout) keep V8's lazy compiling, which suits code that may never run. Kept because it
 * pays: docs/decisions/023-compile-hints-on-landing-scripts.md.
 *
 * It runs once the chunks are minified, which would strip the comment. File names keep the hash of the code without
 * it: the hint is the same for every build with this plugin, and a cached copy without it runs alike.
 */
export function compileHints(): Plugin {
  let root = '';
  return {
    name: 'halwai-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Last, as Vite's own generateBundle also writes at the top of a chunk, and V8 reads the hint there.
      order: 'post',
      handler(_options, bundle) {
        const { entry, pages, words } = landingChunks(bundle, root);
        for (const fileName of new Set([...entry, ...Object.values(pages).flat(), ...Object.values(words).flat()])) {
          const chunk = bundle[fileName] as Rollup.OutputChunk;
          chunk.code = COMPILE_HINT + chunk.code;
          // One more line at the top: a source map's mappings start with one empty line.
          const map = bundle[`${fileName}.map`];
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          if (map?.type === 'asset' && chunk.map) map.source = chunk.map.toString();
        }
      },
    },
  };
}
