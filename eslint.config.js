import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeatures = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Who may import whom (docs/architecture.md). Paths are from the repository root; globs match whole files.
const fences = [
  { target: 'packages/domain', from: 'apps', message: 'The domain package is shared by both apps and imports neither.' },
  { target: 'apps/web', from: 'apps/server', message: 'Web and server never import each other: share through @halwai/domain.' },
  { target: 'apps/server', from: 'apps/web', message: 'Web and server never import each other: share through @halwai/domain.' },
  // Web app: lib → features → app, and no feature reaches into another.
  {
    target: 'apps/web/src/lib',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'lib is below features and app: move the shared piece into lib.',
  },
  { target: 'apps/web/src/features', from: 'apps/web/src/app', message: 'Features do not import the app shell.' },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece into src/lib.',
  })),
  // Server: modules sit on plugins, db and lib, which take an interface a module implements.
  {
    target: ['apps/server/src/plugins', 'apps/server/src/db', 'apps/server/src/lib'],
    from: 'apps/server/src/modules',
    message: 'plugins, db and lib sit below the modules: take an interface the module implements.',
  },
  // Server modules: routes → service → repository.
  {
    target: 'apps/server/src/modules/*/*.routes.ts',
    from: 'apps/server/src/modules/**/*.repository.ts',
    message: 'Routes call services, never repositories.',
  },
  {
    target: 'apps/server/src/modules/**/*.repository.ts',
    from: 'apps/server/src/modules/**/*.service.ts',
    message: 'Repositories sit below services and never call them.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', 'docs/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The service worker runs in the browser's worker scope, not a page.
    files: ['apps/web/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/service-worker/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves `.js` specifiers to the `.ts` files beside them, and workspace packages to their sources.
      'import/resolver': {
        typescript: {
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/web/service-worker/tsconfig.json',
            'packages/domain/tsconfig.json',
          ],
        },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: fences }],
      // Type-only imports are not followed: they vanish at build time.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['kysely', 'kysely/*'], message: 'Routes reach the database only through their service.' }] },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'fastify/*', 'react', 'react/*', 'kysely', 'kysely/*'],
              message: 'The domain package is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
);
