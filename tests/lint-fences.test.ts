// The import fences of eslint.config.js, proved by crossing each one: probe files are planted in the
// real tree (the rules match real paths), linted with ESLint's Node API, then removed.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const probe = `fence-probe-${process.pid}`;
const features = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [featureA, featureB] = features as [string, string];
const serverModule = `apps/server/src/modules/${probe}`;

// Each planted file, by a short name, with its path and source.
const files = {
  featureTarget: [`apps/web/src/features/${featureB}/${probe}.ts`, `export const shared = 1;\n`],
  featureToFeature: [
    `apps/web/src/features/${featureA}/${probe}.ts`,
    `import { shared } from '../${featureB}/${probe}';\n\nexport const value = shared;\n`,
  ],
  libToFeature: [
    `apps/web/src/lib/${probe}.ts`,
    `import { shared } from '../features/${featureB}/${probe}';\n\nexport const value = shared;\n`,
  ],
  service: [`${serverModule}/probe.service.ts`, `export const service = 1;\n`],
  repository: [
    `${serverModule}/probe.repository.ts`,
    `import { service } from './probe.service.js';\n\nexport const repository = service;\n`,
  ],
  routeToRepository: [
    `${serverModule}/probe.routes.ts`,
    `import { repository } from './probe.repository.js';\n\nexport const routes = repository;\n`,
  ],
  routeToKysely: [`${serverModule}/kysely.routes.ts`, `import { sql } from 'kysely';\n\nexport const routes = sql;\n`],
  pluginToModule: [
    `apps/server/src/plugins/${probe}.ts`,
    `import type { service } from '../modules/${probe}/probe.service.js';\n\nexport type Service = typeof service;\n`,
  ],
  cycleA: [`${serverModule}/cycle-a.ts`, `import { b } from './cycle-b.js';\n\nexport const a = () => b;\n`],
  cycleB: [`${serverModule}/cycle-b.ts`, `import { a } from './cycle-a.js';\n\nexport const b = () => a;\n`],
  domainToNode: [`packages/domain/src/${probe}.ts`, `import fs from 'node:fs';\n\nexport const read = fs.readFileSync;\n`],
  control: [
    `apps/web/src/features/${featureA}/${probe}-control.ts`,
    `import { MAX_ID } from '@halwai/domain';\nimport { formatDate } from '../../lib/format';\n\nexport const value = [MAX_ID, formatDate];\n`,
  ],
} satisfies Record<string, [string, string]>;

type Probe = keyof typeof files;
let results: Map<Probe, ESLint.LintResult>;

function plant() {
  for (const [file, source] of Object.values(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
}

function removeProbes() {
  for (const [file] of Object.values(files)) fs.rmSync(path.join(root, file), { force: true });
  fs.rmSync(path.join(root, serverModule), { recursive: true, force: true });
}

beforeAll(async () => {
  try {
    plant();
    const eslint = new ESLint({ cwd: root });
    const names = Object.keys(files) as Probe[];
    const linted = await eslint.lintFiles(names.map((name) => files[name][0]));
    const byPath = new Map(linted.map((result) => [result.filePath, result]));
    results = new Map(names.map((name) => [name, byPath.get(path.join(root, files[name][0]))!]));
  } finally {
    removeProbes();
  }
}, 60_000);

afterAll(removeProbes);

function problems(name: Probe) {
  return results.get(name)!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

describe('lint fences', () => {
  it.each([
    [
      'a feature importing another feature',
      'featureToFeature',
      'import/no-restricted-paths',
      'Features do not import each other',
    ],
    ['lib importing a feature', 'libToFeature', 'import/no-restricted-paths', 'lib is below features and app'],
    [
      'a route importing a repository',
      'routeToRepository',
      'import/no-restricted-paths',
      'Routes call services, never repositories',
    ],
    [
      'a route importing kysely',
      'routeToKysely',
      'no-restricted-imports',
      'Routes reach the database only through their service',
    ],
    ['a repository importing a service', 'repository', 'import/no-restricted-paths', 'Repositories sit below services'],
    ['a server plugin importing a module, even for a type', 'pluginToModule', 'import/no-restricted-paths', 'plugins, db and lib sit below the modules'],
    ['the first file of an import cycle', 'cycleA', 'import/no-cycle', 'Dependency cycle'],
    ['the second file of an import cycle', 'cycleB', 'import/no-cycle', 'Dependency cycle'],
    ['the domain importing node:fs', 'domainToNode', 'no-restricted-imports', 'The domain package is pure'],
  ] as const)('refuses %s', (_, name, rule, message) => {
    expect(problems(name)).toEqual([{ rule, message: expect.stringContaining(message) }]);
  });

  it('lets a feature import lib and the domain', () => {
    expect(problems('control')).toEqual([]);
  });

  it('leaves no probe file behind', () => {
    expect(Object.values(files).filter(([file]) => fs.existsSync(path.join(root, file)))).toEqual([]);
  });
});
