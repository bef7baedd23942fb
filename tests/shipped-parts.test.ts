// The parts the product is asked to be built with are the parts that ship: React's own renderer in the
// storefront's build (no alias to another one), and node:http reading every request (no hand-written
// HTTP reader on the server's sockets).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES modules without declarations
import { ensureBuilt, root } from '../scripts/prepare.mjs';

const rootDir = root as string;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name) && !file.includes('node_modules') ? [file] : [];
  });
}

describe('React as shipped', () => {
  let builtScripts = '';

  beforeAll(() => {
    ensureBuilt();
    const assets = path.join(rootDir, 'apps/web/dist/assets');
    builtScripts = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
  }, 240_000);

  it('installs react and react-dom 19 and no other renderer', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(rootDir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const installed = (name: string) =>
      Object.entries(lock.packages).filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
    expect(installed('react').map(([, pkg]) => pkg.version)).toEqual([expect.stringMatching(/^19\./)]);
    expect(installed('react-dom').map(([, pkg]) => pkg.version)).toEqual([expect.stringMatching(/^19\./)]);
    expect(installed('preact')).toEqual([]);
  });

  it("builds the web app with React DOM's own renderer", () => {
    // React DOM's production build points its minified errors at react.dev and announces itself to
    // React's developer tools; a compatibility layer standing in for it does neither.
    for (const mark of ['https://react.dev/errors/', '__REACT_DEVTOOLS_GLOBAL_HOOK__'])
      expect(builtScripts.includes(mark), `no script of the build holds ${mark}`).toBe(true);
  });

  it('resolves react to itself in the build, the tests and the dev server', () => {
    const configs = ['apps/web/vite.config.ts', 'apps/web/vitest.config.ts', 'vitest.config.ts'];
    for (const config of configs.filter((file) => fs.existsSync(path.join(rootDir, file))))
      expect(fs.readFileSync(path.join(rootDir, config), 'utf8'), config).not.toMatch(/preact|find:\s*\/\^react/);
  });
});

describe('HTTP as shipped', () => {
  it('leaves every request to node:http: no server code reads requests off the sockets itself', () => {
    const readers = sourceFiles(path.join(rootDir, 'apps/server/src')).filter((file) =>
      /listeners\('connection'\)|\.on\('connection'|^import (?!type )[^;]*from 'node:net'/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(readers.map((file) => path.relative(rootDir, file))).toEqual([]);
  });
});
