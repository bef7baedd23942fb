import { describe, expect, it } from 'vitest';
import { createCategoriesService } from '../src/modules/categories/categories.service.js';
import { createMediaService } from '../src/modules/media/media.service.js';
import { createProductsService } from '../src/modules/products/products.service.js';
import { ENGINES, useTestApp } from './support/test-app.js';

interface Item {
  id: number;
  name: string;
  categoryId: number;
  subCategoryId: number;
  isAvailable: boolean;
  prices: { label: string; price: number }[];
}

describe.each(ENGINES)('the catalogue after product changes on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: true });

  /** The catalogue as served (rebuilt from what changed), and as a build from nothing reads it. */
  const servedAndFresh = async () => {
    const served = await t.app.inject({ url: '/api/catalogue' });
    const db = t.database.db;
    const fresh = createProductsService(db, {
      categories: createCategoriesService(db),
      media: createMediaService(db, { cacheBytes: 1024 * 1024 }),
    });
    const body = await fresh.catalogueBody('subcategories');
    return { served: served.body, fresh: body.identity.toString(), etags: [served.headers.etag, body.etag] };
  };
  const items = async () => (JSON.parse((await t.app.inject({ url: '/api/catalogue' })).body) as { items: Item[] }).items;

  it('re-reads only the changed products, and answers exactly what a build from nothing answers', async () => {
    const all = await items();
    const [first, second, third] = all;
    const other = all.find((i) => i.subCategoryId !== first!.subCategoryId)!;
    const checks: [string, () => Promise<unknown>][] = [
      [
        'a toggle',
        () => t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${first!.id}` }),
      ],
      [
        'a rename that moves it, new prices and another subcategory',
        () =>
          t.asAdmin({
            method: 'PUT',
            url: `/api/Products/${second!.id}`,
            payload: {
              ...second,
              name: 'Aaa first now',
              categoryId: other.categoryId,
              subCategoryId: other.subCategoryId,
              prices: [{ label: '2 kg', price: 1234.5 }],
            },
          }),
      ],
      [
        'a new product',
        () => t.asAdmin({ method: 'POST', url: '/api/products', payload: { ...third, id: undefined, name: 'Zzz new' } }),
      ],
      ['a deletion', () => t.asAdmin({ method: 'DELETE', url: `/api/products/${third!.id}` })],
      [
        'several changes between two reads',
        async () => {
          await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${first!.id}` });
          await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${other.id}` });
          await t.asAdmin({ method: 'DELETE', url: `/api/products/${second!.id}` });
        },
      ],
    ];
    for (const [what, change] of checks) {
      const before = (await servedAndFresh()).served;
      const res = (await change()) as { statusCode?: number } | undefined;
      if (res?.statusCode) expect(res.statusCode, what).toBeLessThan(300);
      const { served, fresh, etags } = await servedAndFresh();
      expect(served, what).not.toBe(before);
      expect(served, what).toBe(fresh);
      expect(etags[0], what).toBe(etags[1]);
    }
    const now = await items();
    expect(now.find((i) => i.name === 'Zzz new')).toBeDefined();
    expect(now.find((i) => i.id === second!.id)).toBeUndefined();
  });
});
