import { createHash } from 'node:crypto';
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
 * The storefront's class styles, worked out from the theme when the app is built (decision 011), as a
 * stylesheet that `index.html` links: the first render no longer turns them into CSS on the shopper's
 * phone. A linked file, not a `<style>`: Chromium parsed the same CSS inline in the HTML parser's task,
 * several times slower, and the file is cached with the other hashed assets. The dev server writes
 * them into the page afresh for each load, so a change shows on the next reload.
 */
export function staticStyles(): Plugin {
  let root = process.cwd();
  let base = '/';
  let fileName = '';
  return {
    name: 'halwai-static-styles',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      if (this.meta.watchMode) return;
      const css = await loadStaticCss(root);
      fileName = `assets/static-styles-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      // After Vite's own pass over the page, which would look for the file among the sources.
      order: 'post',
      async handler(_html, context) {
        if (context.server) {
          return [{ tag: 'style', attrs: { 'data-static-styles': '' }, children: await loadStaticCss(root), injectTo: 'head' }];
        }
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
