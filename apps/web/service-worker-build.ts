import path from 'node:path';
import { build, type Plugin } from 'vite';
import { injectManifest, type ManifestTransform } from 'workbox-build';

/** Files from public/ the shell needs offline (pictures of items are cached as they are seen). */
const PUBLIC_FILES = ['favicon.svg', 'logo.svg', 'images/no-picture.svg', 'icons/icon-192.png'];

/** The server answers '/' from index.html: its revision is the file's, so a build that changes it refetches it. */
const homeFromIndex: ManifestTransform = async (entries) => ({
  manifest: entries.map((entry) => (entry.url === '/index.html' ? { ...entry, url: '/' } : entry)),
});

/**
 * Builds service-worker/sw.ts into dist/sw.js and lets Workbox list this build's files in it. The worker
 * is bundled by this Vite (vite-plugin-pwa would use whichever Vite npm hoists beside it: vitest's).
 */
export function serviceWorker(): Plugin {
  const root = import.meta.dirname;
  let outDir = '';
  return {
    name: 'halwai-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        root,
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        // Strips Workbox's development logging.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          // A classic script, as navigator.serviceWorker.register('/sw.js') loads it.
          lib: {
            entry: path.join(root, 'service-worker/sw.ts'),
            formats: ['iife'],
            name: 'halwaiWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const sw = path.join(outDir, 'sw.js');
      const { warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: outDir,
        // Fonts only Hindi pages use are kept once a page uses them, not fetched for every shopper.
        globPatterns: ['assets/**/*', 'index.html', ...PUBLIC_FILES],
        globIgnores: ['**/*.map', '**/*.{woff,woff2,ttf}'],
        modifyURLPrefix: { '': '/' },
        dontCacheBustURLsMatching: /^\/assets\//, // their names carry a content hash
        manifestTransforms: [homeFromIndex],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      });
      for (const warning of warnings) this.warn(warning);
    },
  };
}
