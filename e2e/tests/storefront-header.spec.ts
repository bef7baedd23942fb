import { apiLogin } from '../fixtures/common';
import { expect, test, updateProduct } from '../fixtures/storefront';

/** Issue 13: on a laptop the top bar holds the category links and the search box; a phone keeps the menu. */

test.describe('desktop, 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the top bar links every category customers can shop and opens it', async ({ page, catalogue }) => {
    await page.goto('/');
    const links = page.getByRole('banner').getByRole('navigation', { name: 'Categories' }).getByRole('link');
    const shown = catalogue.categories.filter((c) => catalogue.items.some((i) => i.categoryId === c.id && i.isAvailable));
    await expect(links).toHaveText(shown.map((c) => c.name));
    const category = shown[1]!;
    await links.filter({ hasText: category.name }).click();
    await expect(page).toHaveURL(`/sweets/${category.id}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  });

  test('the top bar search opens the catalogue and finds as the customer types', async ({ page, catalogue }) => {
    await page.goto(`/product/${catalogue.items[0]!.id}`);
    const box = page.getByRole('banner').getByLabel('Search items');
    await box.pressSequentially('ladoo');
    await expect(page).toHaveURL('/sweets?q=ladoo');
    await expect(page.getByRole('article').getByRole('heading').first()).toHaveText(/laddoo/i);
    // One search box: the page leaves it to the top bar.
    await expect(page.getByLabel('Search items')).toHaveCount(1);
    await expect(box).toHaveValue('ladoo');

    // Back returns to the item; Forward brings the search back, box and results alike.
    await page.goBack();
    await expect(box).toHaveValue('');
    await page.goForward();
    await expect(box).toHaveValue('ladoo');
    await expect(page.getByRole('article').getByRole('heading').first()).toHaveText(/laddoo/i);

    await box.fill('');
    await expect(page).toHaveURL('/sweets');
    await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText(`${catalogue.items.length} items`);
  });

  test('the back office keeps its top bar plain', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('banner').getByLabel('Search items')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
  });
});

test('a phone keeps the search on the page and the categories in it, not in the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/sweets');
  await expect(page.getByRole('main').getByLabel('Search items')).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Search items')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
});

test('a category with no available items is not in the top bar', async ({ page, catalogue, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { token } = await apiLogin(request);
  const category = catalogue.categories[0]!;
  const items = catalogue.items.filter((i) => i.categoryId === category.id && i.isAvailable);
  for (const item of items) await updateProduct(request, token, item.id, { isAvailable: false });
  try {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Categories' });
    await expect(nav.getByRole('link', { name: catalogue.categories[1]!.name })).toBeVisible();
    await expect(nav.getByRole('link', { name: category.name })).toHaveCount(0);
  } finally {
    for (const item of items) await updateProduct(request, token, item.id, { isAvailable: true });
  }
});

test('a subcategory with no available items is not offered either', async ({ page, catalogue, request }) => {
  const { token } = await apiLogin(request);
  const category = catalogue.categories[0]!;
  const [kept, emptied] = catalogue.subcategories.filter((s) => s.categoryId === category.id);
  const items = catalogue.items.filter((i) => i.subCategoryId === emptied!.id && i.isAvailable);
  for (const item of items) await updateProduct(request, token, item.id, { isAvailable: false });
  try {
    await page.goto(`/sweets/${category.id}`);
    const chips = page.getByRole('group', { name: `Kinds of ${category.name}` });
    await expect(chips.getByRole('button', { name: kept!.name })).toBeVisible();
    await expect(chips.getByRole('button', { name: emptied!.name })).toHaveCount(0);
  } finally {
    for (const item of items) await updateProduct(request, token, item.id, { isAvailable: true });
  }
});
