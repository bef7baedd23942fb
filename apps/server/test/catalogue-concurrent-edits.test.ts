import { describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from './support/test-app.js';

const STAFF = 3;
const READERS = 8;
const TOGGLES_EACH = 30;

describe.each(ENGINES)('the catalogue while staff edit on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: true });

  it('answers every read while staff toggle availability, and ends as the edits left it', async () => {
    const first = (await t.app.inject({ url: '/api/catalogue' })).json() as { items: { id: number; isAvailable: boolean }[] };
    const products = first.items.slice(0, STAFF);
    const token = await t.adminToken();

    let editing = true;
    const failures: string[] = [];
    let reads = 0;
    const staff = products.map(async (product) => {
      for (let i = 0; i < TOGGLES_EACH; i += 1) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${product.id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
      }
    });
    const readers = Array.from({ length: READERS }, async () => {
      while (editing) {
        const res = await t.app.inject({ url: '/api/catalogue' });
        reads += 1;
        if (res.statusCode !== 200) failures.push(`${res.statusCode} ${res.body}`);
        // A cached answer comes back without waiting on anything: let the staff's I/O in.
        await new Promise(setImmediate);
      }
    });
    await Promise.all(staff).finally(() => (editing = false));
    await Promise.all(readers);

    expect(reads).toBeGreaterThan(READERS);
    expect({ failed: failures.length, first: failures[0] }).toEqual({ failed: 0, first: undefined });
    // An even number of toggles each: every product is as it was.
    const last = (await t.app.inject({ url: '/api/catalogue' })).json() as typeof first;
    for (const product of products) expect(last.items.find((i) => i.id === product.id)?.isAvailable).toBe(product.isAvailable);
  });
});
