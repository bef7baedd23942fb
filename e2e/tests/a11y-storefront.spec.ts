import { expect, test } from '@playwright/test';
import { availableItem, enoughOf, lineOf, openWithCart, readCatalogue } from '../fixtures/storefront';
import { dialogSettled, seriousViolations } from '../fixtures/axe';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link')).toHaveCount(8);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('catalogue with the add-to-cart sheet open', async ({ page, request }) => {
      const catalogue = await readCatalogue(request);
      const category = catalogue.categories[0]!;
      await page.goto(`/sweets/${category.id}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await dialogSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('product page', async ({ page, request }) => {
      const item = availableItem(await readCatalogue(request), 100);
      await page.goto(`/product/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('cart with lines and the remove dialog', async ({ page, request }) => {
      const catalogue = await readCatalogue(request);
      const a = availableItem(catalogue, 100);
      await openWithCart(page, [enoughOf(a), lineOf(availableItem(catalogue, 50, [a.id]), 2)]);
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Remove / }).first().click();
      await dialogSettled(page, 'Remove this item?');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('empty cart', async ({ page }) => {
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('order success page and my orders', async ({ page, request }) => {
      const item = availableItem(await readCatalogue(request), 100);
      const response = await request.post('/api/Notify/OrderTotal', {
        data: { cartItems: [enoughOf(item)], customerName: 'Axe Check', customerMobile: '9876543210' },
      });
      const { id, accessKey } = (await response.json()) as { id: number; accessKey: string };
      await page.goto(`/order-successful/${id}?key=${accessKey}`);
      await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/order-successful/${id}?key=wrong`);
      await expect(page.getByRole('heading', { name: 'Order Not Found!' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const layout of ['', '&layout=receipt']) {
        await page.goto(`/invoice/${id}?key=${accessKey}${layout}`);
        await expect(page.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
}
