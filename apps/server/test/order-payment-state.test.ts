import { describe, expect, it } from 'vitest';
import { cartLine, orderBody, postOrder, seedProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)("a customer's order answer and its payment on %s", (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });

  it('says whether the order is paid, as its invoice does, and follows what staff mark', async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const placed = await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)], 'Paying Customer'));
    expect(placed.statusCode).toBe(201);
    const { id, accessKey } = placed.json() as { id: number; accessKey: string };
    const key = encodeURIComponent(accessKey);
    const paidOnBoth = async () => {
      const [order, invoice] = await Promise.all([
        t.app.inject({ url: `/get-order/${id}?key=${key}` }),
        t.app.inject({ url: `/api/orders/${id}/invoice?key=${key}` }),
      ]);
      expect([order.statusCode, invoice.statusCode]).toEqual([200, 200]);
      return { order: (order.json() as { paid?: unknown }).paid, invoice: (invoice.json() as { paid?: unknown }).paid };
    };

    expect(await paidOnBoth()).toEqual({ order: false, invoice: false });
    const mark = (paid: boolean) => t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/payment`, payload: { paid } });
    expect((await mark(true)).statusCode).toBe(200);
    expect(await paidOnBoth()).toEqual({ order: true, invoice: true });
    expect((await mark(false)).statusCode).toBe(200);
    expect(await paidOnBoth()).toEqual({ order: false, invoice: false });
  });

  it('documents the field in the OpenAPI schema of the order answer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      components: { schemas: Record<string, { properties: Record<string, { type?: string }>; required?: string[] }> };
    };
    const view = doc.components.schemas.OrderView!;
    expect(view.properties.paid).toMatchObject({ type: 'boolean' });
    expect(view.required).toContain('paid');
  });
});
