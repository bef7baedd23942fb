import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The receipt printer packages publish only a browser build: the page's tests resolve them to it, as Vite's build does.
const browserOnly = ['webusb', 'webserial', 'webbluetooth'].map((kind) => ({
  find: `@point-of-sale/${kind}-receipt-printer`,
  replacement: path.resolve(
    import.meta.dirname,
    `../../node_modules/@point-of-sale/${kind}-receipt-printer/dist/${kind}-receipt-printer.esm.js`,
  ),
}));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: browserOnly },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Pages rendered in jsdom take a few hundred ms here and up to 5 s on a busy 2-core CI machine, where
    // Vitest's default of 5 s per test cut one short; a form typed into key by key (React's development
    // build) took 22 s on a machine at load 20. A test waits for states, this is only the backstop.
    testTimeout: 40_000,
  },
});
