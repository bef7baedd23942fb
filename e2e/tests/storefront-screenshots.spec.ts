import { expect, test } from '@playwright/test';
import { allPicturesLoaded, storefrontScreenshot } from '../fixtures/screenshots';
import { availableItem, lineOf, openWithCart, readCatalogue } from '../fixtures/storefront';

for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    // Reduced motion keeps the carousel on its first picture, so the pictures are the same every run.
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: 'reduce' });

    test('home, catalogue, cart and order success', async ({ page, request }) => {
      const catalogue = await readCatalogue(request);

      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link')).toHaveCount(8);
      await allPicturesLoaded(page);
      await storefrontScreenshot(page, 'home', width);

      // A cart of a sweet, a namkeen and a box, as a customer would fill it; the catalogue shows one of them in the cart.
      const named = (name: string, fallback: number) =>
        catalogue.items.find((i) => i.name === name && i.isAvailable) ?? availableItem(catalogue, fallback);
      const sweet = named('Kaju Katli', 200);
      const namkeen = named('Aloo Bhujia', 50);
      const box = named('Rasmalai', 40);
      const cart = [lineOf(sweet, 2, sweet.prices[1]), lineOf(namkeen, 2), lineOf(box, 1, box.prices[1])];
      await openWithCart(page, cart, `/sweets/${namkeen.categoryId}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await allPicturesLoaded(page);
      await storefrontScreenshot(page, 'catalogue', width);

      await page.goto('/cart');
      await page.getByLabel('Name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('9876543210');
      await allPicturesLoaded(page);
      await storefrontScreenshot(page, 'cart', width);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
      await storefrontScreenshot(page, 'success', width);
    });

    test('the same shop in Hindi: home, catalogue and cart', async ({ page, request }) => {
      const catalogue = await readCatalogue(request);
      await page.goto('/?lang=hi');
      await expect(page.getByRole('region', { name: 'श्रेणी के हिसाब से खरीदें' }).getByRole('link')).toHaveCount(8);
      await allPicturesLoaded(page);
      await storefrontScreenshot(page, 'home-hi', width);

      const sweet = catalogue.items.find((i) => i.name === 'Kaju Katli' && i.isAvailable) ?? availableItem(catalogue, 200);
      await openWithCart(page, [lineOf(sweet, 2, sweet.prices[1])], `/sweets/${sweet.categoryId}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await allPicturesLoaded(page);
      await storefrontScreenshot(page, 'catalogue-hi', width);

      await page.goto('/cart');
      await page.locator('input[name="customerName"]').fill('आशा वर्मा');
      await page.locator('input[name="customerMobile"]').fill('9876543210');
      await allPicturesLoaded(page);
      await storefrontScreenshot(page, 'cart-hi', width);
    });
  });
}
