import { apiLogin } from '../fixtures/common';
import { expect, expectWholeGrid, rupees, test, updateProduct } from '../fixtures/storefront';

/** Issue 13: discounts shown as savings, nothing covering anything, home tiles that go where expected. */

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('a discounted item shows the price before the discount struck through next to the price charged', async ({
      page,
      catalogue,
    }) => {
      const item = catalogue.items.find((i) => i.discount > 0)!;
      const before = Math.round(item.price / (1 - item.discount / 100));
      await page.goto('/sweets');
      const card = page.getByRole('article', { name: item.name, exact: true });
      await expect(card.locator('s')).toHaveText(`Was ${rupees(before)}`);
      await expect(card.locator('p', { has: page.locator('s') })).toHaveText(
        `Was ${rupees(before)}now ${rupees(item.price)}/ ${item.priceUnit}`,
      );

      await card.getByRole('link', { name: 'View Details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      await expect(page.locator('main s')).toHaveText(`Was ${rupees(before)}`);
      const plain = catalogue.items.find((i) => i.discount === 0)!;
      await page.goto(`/product/${plain.id}`);
      await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
      await expect(page.locator('main s')).toHaveCount(0);
    });

    test('the cart button leaves the last cards clear', async ({ page, catalogue }) => {
      await page.goto('/sweets');
      await expectWholeGrid(page, catalogue.items.length);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const fab = await page.getByRole('link', { name: /^Go to cart/ }).boundingBox();
      const cards = page.getByRole('article');
      const count = await cards.count();
      for (let i = Math.max(0, count - 4); i < count; i++) {
        for (const button of await cards.nth(i).locator('a, button').all()) {
          const box = await button.boundingBox();
          if (!box || !fab) continue;
          const overlaps =
            box.x < fab.x + fab.width && fab.x < box.x + box.width && box.y < fab.y + fab.height && fab.y < box.y + box.height;
          expect(overlaps, (await button.textContent()) ?? '').toBe(false);
        }
      }
    });

    test('a picture that fails to load shows the placeholder, not a broken image', async ({ page, catalogue }) => {
      const item = catalogue.items[0]!;
      await page.route(/\.(webp|jpe?g|png)(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/product/${item.id}`);
      const picture = page.getByRole('img', { name: item.name });
      await expect(picture).toHaveAttribute('src', '/images/no-picture.svg');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    test('a category tile opens the whole category; a favourite opens that item', async ({ page, catalogue }) => {
      await page.goto('/');
      const category = catalogue.categories[0]!;
      await page
        .getByRole('region', { name: 'Shop by category' })
        .getByRole('link', { name: new RegExp(`^${category.name}`) })
        .click();
      await expect(page).toHaveURL(`/sweets/${category.id}`);
      const inCategory = catalogue.items.filter((i) => i.categoryId === category.id).length;
      await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText(
        inCategory === 1 ? '1 item' : `${inCategory} items`,
      );

      await page.goto('/');
      const favourite = catalogue.items.find((i) => i.featured)!;
      await page
        .getByRole('link', { name: new RegExp(favourite.name) })
        .first()
        .click();
      await expect(page).toHaveURL(`/product/${favourite.id}`);
    });
  });
}

test('a category with no available items is not shown to customers', async ({ page, catalogue, request }) => {
  const { token } = await apiLogin(request);
  const category = catalogue.categories[0]!;
  const items = catalogue.items.filter((i) => i.categoryId === category.id && i.isAvailable);
  for (const item of items) await updateProduct(request, token, item.id, { isAvailable: false });
  try {
    await page.goto('/sweets');
    const chips = page.getByRole('group', { name: 'Categories' });
    await expect(chips.getByRole('button', { name: catalogue.categories[1]!.name })).toBeVisible();
    await expect(chips.getByRole('button', { name: category.name })).toHaveCount(0);
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by category' });
    await expect(tiles.getByRole('link', { name: new RegExp(`^${catalogue.categories[1]!.name}`) })).toBeVisible();
    await expect(tiles.getByRole('link', { name: new RegExp(`^${category.name}`) })).toHaveCount(0);
  } finally {
    for (const item of items) await updateProduct(request, token, item.id, { isAvailable: true });
  }
});
