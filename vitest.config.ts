import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      // Repository-wide checks, such as the lint fences.
      { test: { name: 'repo', include: ['tests/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
