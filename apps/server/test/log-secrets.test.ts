import type { Catalogue } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const MOBILE = '9812345670';

/** Everything a request may carry that must never reach the log, after a real order and staff session. */
for (const engine of ENGINES) {
  describe(`the log keeps no secrets (${engine})`, () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      t = await startTestApp(engine, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    });
    afterAll(() => t.close());

    it('holds no access key, token or mobile number after ordering, reading the order and searching it', async () => {
      const catalogue = (await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json() as Catalogue;
      const item = catalogue.items.find((i) => i.isAvailable && i.prices.length > 0)!;
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/Notify/OrderTotal',
        payload: {
          cartItems: [{ id: item.id, price: item.prices[0]!.price, selectedWeight: item.prices[0]!.label, quantity: Math.ceil(1000 / item.prices[0]!.price) + 1 }],
          customerName: 'Log Test',
          customerMobile: MOBILE,
        },
      });
      expect(placed.statusCode).toBe(201);
      const { id, accessKey } = placed.json() as { id: number; accessKey: string };
      expect((await t.app.inject({ method: 'GET', url: `/get-order/${id}?key=${accessKey}` })).statusCode).toBe(200);

      const token = await t.adminToken();
      const search = await t.asAdmin({ method: 'GET', url: `/api/Orders/GetAllOrders?q=${MOBILE}` });
      expect(search.json()).toHaveLength(1);
      const { ticket } = (await t.asAdmin({ method: 'POST', url: '/api/admin/events/ticket' })).json() as { ticket: string };
      await t.app.inject({ method: 'HEAD', url: `/api/admin/events?ticket=${ticket}&lastEventId=abc` });

      const log = lines.join('');
      expect(log).toContain(`/get-order/${id}?key=[redacted]`);
      expect(log).toContain('/api/admin/events?ticket=[redacted]');
      for (const secret of [accessKey, token, ticket, MOBILE, ADMIN.password]) expect(log).not.toContain(secret);
    });
  });
}
