import { expect, test, unique } from '../fixtures/admin';
import { dialogSettled, seriousViolations } from '../fixtures/axe';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`back-office accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('login with its error', async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('sales dashboard with its charts', async ({ staffPage: page, staff }) => {
      await staff.placeOrder(unique('A11y customer'));
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('table', { name: 'Top items' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('product list with the delete confirmation', async ({ staffPage: page, staff }) => {
      // axe reads every one of the shop's product cards.
      test.slow();
      const product = await staff.createProduct();
      await page.goto('/admin/product-list');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
      await page.getByRole('button', { name: `More actions for ${product.name}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await dialogSettled(page, 'Delete product?');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('create form with its messages', async ({ staffPage: page }) => {
      await page.goto('/admin/create-product');
      await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Remove price entry 1' }).click();
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByText('Add at least one price entry')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('product table', async ({ staffPage: page }) => {
      await page.goto('/admin/products');
      await expect(page.getByRole('table', { name: 'Products' }).getByRole('rowheader')).toHaveCount(25);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('orders with the details dialog', async ({ staffPage: page, staff }) => {
      const order = await staff.placeOrder(unique('Axe customer'));
      await page.goto('/admin/orders');
      const card = page.getByRole('article', { name: `Order #${String(order.id).padStart(4, '0')}` });
      await expect(card).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'View Details' }).click();
      await dialogSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
