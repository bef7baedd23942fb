import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import direction (ARCHITECTURE §2): lib → features → app in the web app; nobody imports web from server or back.
  {
    files: ['apps/web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }] },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**', '@halwai/server', '**/apps/server/**'] }] },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@halwai/web'] }] },
  },
  {
    files: ['packages/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'node:*', 'fastify', 'react', 'kysely'] }] },
  },
);
