import { expect, test } from '../fixtures/admin';
import { adminScreenshot } from '../fixtures/screenshots';

for (const width of [375, 1280]) {
  test.describe(`back-office screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: 'reduce' });

    test('product list and orders', async ({ staffPage: page, staff }) => {
      // Laddoos: a category no other test adds products to, so the pictures show the demo shop.
      await page.goto('/admin/product-list');
      await page.getByRole('combobox', { name: /^Categories/ }).click();
      await page.getByRole('option', { name: 'Laddoos', exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('combobox', { name: /^Categories/ })).toHaveText('Laddoos');
      await adminScreenshot(page, 'product-list', { fullPage: false });

      await staff.placeOrder('Asha Verma', '9876501234', 3, 'Laddoos');
      const completed = await staff.placeOrder('Rohan Gupta', '9812345670', 2, 'Laddoos');
      const done = await page.request.put(`/api/admin/orders/${completed.id}/status`, {
        data: { status: 1 },
        headers: { Authorization: `Bearer ${staff.token}` },
      });
      expect(done.ok()).toBe(true);
      await page.goto('/admin/orders');
      await expect(page.getByRole('article').first()).toBeVisible();
      await adminScreenshot(page, 'orders', { fullPage: false });
    });
  });
}

test.describe('back-office screenshots at 1280 px only', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('login', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Welcome Admin' })).toBeVisible();
    await adminScreenshot(page, 'login');
  });

  test('create form', async ({ staffPage: page }) => {
    await page.goto('/admin/create-product');
    await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
    await adminScreenshot(page, 'create-product');
  });
});
