import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

describe("the back office's warning about customers' dead links", () => {
  it('says PUBLIC_URL is not set (links would point at localhost), and that it is once it is', async () => {
    for (const [over, expected] of [
      [{}, false],
      [{ PUBLIC_URL: 'https://shop.example.in' }, true],
    ] as const) {
      const t = await startTestApp('sqlite', { SEED_DEMO: false, ...over });
      try {
        const health = await t.asAdmin({ url: '/api/admin/notifications/health' });
        expect(health.statusCode).toBe(200);
        expect(health.json().publicUrlSet).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });
});
