import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactOnPreact } from './react-on-preact.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // ES module builds, as in the app: a CommonJS build would require react itself, past the aliases.
    conditions: ['module', 'development'],
    mainFields: ['module', 'main'],
    alias: reactOnPreact,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Pages rendered in jsdom take a few hundred ms here and up to 5 s on a busy 2-core CI machine, where
    // Vitest's default of 5 s per test cut one short; a test waits for states, this is only the backstop.
    testTimeout: 20_000,
    // Every package loads through Vite, so the aliases above reach the imports of those written against React.
    server: { deps: { inline: true } },
  },
});
