import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { availableItem, lineOf, openWithCart, readCatalogue } from './storefront-support';

const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
/**
 * The whole page in one picture. The window is made as tall as the page rather than using a full-page
 * capture, which resets sideways-scrolled rows (the phone's category chips) to another position.
 */
async function shot(page: Page, name: string, width: number) {
  const viewport = page.viewportSize()!;
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: path.join(SHOTS, `storefront-${name}-${width}.png`), animations: 'disabled' });
  await page.setViewportSize(viewport);
}

/** Scrolls through the page so lazy pictures load, then waits for every picture in view. */
async function allPicturesLoaded(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  // Pictures scrolled off sideways (the rest of the featured strip) are not in the picture, so they may wait.
  await page.waitForFunction(
    () =>
      Array.from(document.images)
        .filter((img) => img.getBoundingClientRect().left < window.innerWidth)
        .every((img) => img.complete && img.naturalWidth > 0),
    null,
    { timeout: 10_000 },
  );
}

for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    // Reduced motion keeps the carousel on its first picture, so the pictures are the same every run.
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: 'reduce' });

    test('home, catalogue, cart and order success', async ({ page, request }) => {
      const catalogue = await readCatalogue(request);

      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link')).toHaveCount(8);
      await allPicturesLoaded(page);
      await shot(page, 'home', width);

      // A cart of a sweet, a namkeen and a box, as a customer would fill it; the catalogue shows one of them in the cart.
      const named = (name: string, fallback: number) => catalogue.items.find((i) => i.name === name && i.isAvailable) ?? availableItem(catalogue, fallback);
      const sweet = named('Kaju Katli', 200);
      const namkeen = named('Aloo Bhujia', 50);
      const box = named('Rasmalai', 40);
      const cart = [lineOf(sweet, 2, sweet.prices[1]), lineOf(namkeen, 2), lineOf(box, 1, box.prices[1])];
      await openWithCart(page, cart, `/sweets/${namkeen.categoryId}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await allPicturesLoaded(page);
      await shot(page, 'catalogue', width);

      await page.goto('/cart');
      await page.getByLabel('Name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('9876543210');
      await allPicturesLoaded(page);
      await shot(page, 'cart', width);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
      await shot(page, 'success', width);
    });
  });
}
