import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files from public/ the shell needs offline (pictures of items are cached as they are seen). */
const PUBLIC_FILES = ['/favicon.svg', '/logo.svg', '/images/no-picture.svg', '/icons/icon-192.png'];

/**
 * Writes dist/sw.js from service-worker/sw.js: the build's own files to precache, and a version named
 * after them, so each build that changes anything is a new worker with its own cache.
 */
export function serviceWorker(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'halwai-service-worker',
    apply: 'build',
    // Last: Vite drops the empty script of a stylesheet loaded on demand (the Hindi font's) in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const built = Object.keys(bundle)
          // Fonts only Hindi pages use are kept once a page uses them, not fetched for every shopper.
          .filter((name) => name.startsWith('assets/') && !name.endsWith('.map') && !/\.(woff2?|ttf)$/.test(name))
          .sort()
          .map((name) => `/${name}`);
        const files = [...built, ...PUBLIC_FILES];
        const hash = createHash('sha256');
        const template = fs.readFileSync(path.join(root, 'service-worker/sw.js'), 'utf8');
        hash.update(template).update(built.join('\n'));
        for (const file of PUBLIC_FILES) hash.update(fs.readFileSync(path.join(root, 'public', file)));
        const source = template
          .replace("'__VERSION__'", JSON.stringify(hash.digest('base64url').slice(0, 16)))
          .replace('__PRECACHE__', JSON.stringify(files));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
