// The server's arrows point one way: plugins, db and lib import no module (eslint.config.js fences that,
// lint-fences.test.ts proves it), and no two modules import each other, type imports included, which
// ESLint's cycle rule does not follow. A module that needs another's work back takes an interface.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = 'apps/server/src/modules';

type Source = { file: string; text: string };

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module a repository path lies in (`apps/server/src/modules/orders/x.ts` → `orders`), or null. */
const moduleOf = (file: string) => (file.startsWith(`${modulesDir}/`) ? file.slice(modulesDir.length + 1).split('/')[0]! : null);

/** Each pair of modules that import each other, as `a ↔ b`, from the sources' own import lines. */
export function modulePairs(sources: readonly Source[]): string[] {
  const edges = new Set<string>();
  for (const { file, text } of sources) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      if (to && to !== from) edges.add(`${from} → ${to}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split(' → ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);
}

function serverSources(): Source[] {
  const found: Source[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push({ file, text: fs.readFileSync(path.join(root, file), 'utf8') });
    }
  };
  walk(modulesDir);
  return found;
}

describe('server modules', () => {
  it('never import each other, type imports included', () => {
    expect(modulePairs(serverSources())).toEqual([]);
  });

  it('are caught when two do, whatever kind of import each uses', () => {
    const planted: Source[] = [
      { file: `${modulesDir}/orders/orders.service.ts`, text: `import type { InvoicesService } from '../invoices/invoices.service.js';\n` },
      { file: `${modulesDir}/invoices/invoices.routes.ts`, text: `import {\n  orderIdParamsSchema,\n} from '../orders/orders.schema.js';\n` },
      { file: `${modulesDir}/payments/payments.service.ts`, text: `const lazy = () => import('../stock/stock.service.js');\n` },
      { file: `${modulesDir}/stock/stock.service.ts`, text: `export { x } from '../payments/payments.mapping.js';\n` },
      { file: `${modulesDir}/offers/offers.service.ts`, text: `import { a } from '../settings/settings.service.js';\nimport { b } from './offers.repository.js';\n` },
    ];
    expect(modulePairs(planted)).toEqual(['invoices ↔ orders', 'payments ↔ stock']);
  });
});
