// Bundles the server (dist/server.js) and the owner's commands (dist/account-cli.js, dist/backup-cli.js) with the
// domain package; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@halwai/'));

await build({
  entryPoints: ['src/server.ts', 'src/account-cli.ts', 'src/backup-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
