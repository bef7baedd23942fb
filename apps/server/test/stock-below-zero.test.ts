import { beforeAll, describe, expect, it } from 'vitest';
import { seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('stock below zero flagged for staff on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let ladoo: SeededProduct;
  let barfi: SeededProduct;

  beforeAll(async () => {
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '500 g': 240 });
    barfi = await seedProduct(t.database.db, 'Kaju Barfi', { '500 g': 400 });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${ladoo.id}/stock`, payload: { stock: 1 } });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${barfi.id}/stock`, payload: { stock: 2 } });
  });

  it('answers an item the counter sold past zero in the low-stock list with its stock below zero, and the products list says so', async () => {
    // 3 × 500 g of a 1 kg count: handed over at the counter, so never refused.
    const sale = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: { lines: [{ productId: ladoo.id, variant: '500 g', quantity: 3 }], payments: [{ method: 'cash', amount: 720 }] },
    });
    expect(sale.statusCode, sale.body).toBe(201);

    const low = (await t.asAdmin({ url: '/api/admin/stock/low' })).json() as { id: number; stock: number; name: string }[];
    expect(low[0]).toMatchObject({ id: ladoo.id, name: 'Besan Ladoo', stock: -0.5 });
    expect(low.find((i) => i.id === barfi.id)).toMatchObject({ stock: 2 });
    const products = (await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json() as { id: number; stock: number | null }[];
    expect(products.find((p) => p.id === ladoo.id)!.stock).toBe(-0.5);
    const history = (await t.asAdmin({ url: `/api/admin/products/${ladoo.id}/stock-history` })).json();
    expect(history[0]).toMatchObject({ before: 1, after: -0.5, reason: 'Sold at the counter, below zero' });
  });
});
