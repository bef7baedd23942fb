import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles a real entry (`src/server.ts`, `src/account-cli.ts`) the way `npm run build` does, into
 * dist/ so npm packages resolve as in the shipped one. Returns the file; remove it when done.
 */
export async function bundleEntry(entry: string): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const outfile = path.join(serverDir, 'dist', `test-${path.basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(serverDir, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@halwai/')),
    logLevel: 'silent',
  });
  return outfile;
}
