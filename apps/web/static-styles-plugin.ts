import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as StaticStyles from './src/app/static-styles';

/** Loads `src/app/static-styles.ts` (and what it imports) through Vite, as the app's own code, and writes its CSS. */
async function loadStaticCss(root: string): Promise<string> {
  const { module } = await runnerImport<typeof StaticStyles>(path.join(root, 'src/app/static-styles.ts'), {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module.staticCss();
}

/**
 * Writes the storefront's class styles into `index.html` as a `<style>`, worked out from the theme
 * when the app is built (decision 011): the first render no longer turns them into CSS on the
 * shopper's phone, and the page needs no stylesheet request before its scripts may run.
 */
export function staticStyles(): Plugin {
  let root = process.cwd();
  let built: Promise<string> | null = null;
  return {
    name: 'halwai-static-styles',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(_html, context) {
        // The dev server works them out again for each page, so a change shows on the next reload.
        const css = context.server ? await loadStaticCss(root) : await (built ??= loadStaticCss(root));
        return [{ tag: 'style', attrs: { 'data-static-styles': '' }, children: css, injectTo: 'head' }];
      },
    },
  };
}
