import { expect, test } from '@playwright/test';
import { lineOf, readCatalogue, rupees, storedCart } from '../fixtures/storefront';

test.describe('product details', () => {
  test('shows the larger picture, description and sizes, and adds through the same sheet', async ({ page, request }) => {
    const catalogue = await readCatalogue(request);
    const item = catalogue.items.find((i) => i.isAvailable && i.prices.length >= 2)!;
    const category = catalogue.categories.find((c) => c.id === item.categoryId)!;
    await page.goto(`/product/${item.id}`);

    await expect(page).toHaveTitle(`${item.name} · Halwai Sweets & Snacks`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const image = page.getByRole('img', { name: item.name });
    await expect(image).toHaveAttribute('width', '600');
    expect(await image.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(300);
    await expect(page.getByText(item.description)).toBeVisible();
    for (const variant of item.prices) {
      await expect(page.getByRole('listitem').filter({ hasText: variant.label }).first()).toContainText(rupees(variant.price));
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.name })).toHaveAttribute(
      'href',
      `/sweets/${category.id}`,
    );

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const sheet = page.getByRole('dialog', { name: item.name });
    await sheet.getByRole('radio', { name: new RegExp(`^${item.prices[1]!.label}`) }).check();
    await sheet.getByRole('button', { name: 'Increase quantity' }).click();
    await sheet.getByRole('button', { name: 'Increase quantity' }).click();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByRole('button', { name: 'Change quantity (3 in cart)' })).toBeVisible();

    // Changing the quantity starts at what the cart holds and sets it.
    await page.getByRole('button', { name: 'Change quantity (3 in cart)' }).click();
    await sheet.getByRole('radio', { name: new RegExp(`^${item.prices[1]!.label}`) }).check();
    await expect(sheet.getByRole('status', { name: 'Quantity' })).toHaveText('3');
    await sheet.getByRole('button', { name: 'Decrease quantity' }).click();
    await sheet.getByRole('button', { name: /^Update cart/ }).click();
    await expect(page.getByRole('button', { name: 'Change quantity (2 in cart)' })).toBeVisible();
    expect(await storedCart(page)).toEqual([lineOf(item, 2, item.prices[1])]);
  });

  test('its picture comes with the page, asked for before any script runs, once, at the width a phone needs', async ({
    page,
    request,
  }) => {
    const item = (await readCatalogue(request)).items.find((i) => i.isAvailable && i.thumbnail.startsWith('/media/'))!;
    await page.setViewportSize({ width: 375, height: 800 });
    const pictures: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/')) pictures.push(r.url());
    });
    const html = await (await page.goto(`/product/${item.id}`))!.text();
    expect(html).toContain(`<link rel="preload" as="image" imagesrcset="${item.thumbnail}?w=160 160w, `);

    const image = page.getByRole('img', { name: item.name });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    // 343 px wide on this screen: the 480 px picture, and only the one the page preloaded.
    expect(new URL(shown).search).toBe('?w=480');
    expect(pictures).toEqual([shown]);
  });

  test('its data comes with the page too: the item and the catalogue are each asked for once', async ({ page, request }) => {
    const catalogue = await readCatalogue(request);
    const item = catalogue.items.find((i) => i.isAvailable)!;
    const category = catalogue.categories.find((c) => c.id === item.categoryId)!;
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/get-product/') || pathname === '/api/catalogue') asked.push(pathname);
    });
    const html = await (await page.goto(`/product/${item.id}`))!.text();
    expect(html).toContain(`<link rel="preload" href="/get-product/${item.id}" as="fetch" crossorigin="anonymous" />`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.name })).toBeVisible();
    // The page's own requests were answered by what the HTML asked for, not made again once it showed.
    await page.waitForLoadState('networkidle');
    expect(asked.sort()).toEqual(['/api/catalogue', `/get-product/${item.id}`]);
  });

  test("its own scripts come with the page: the page's chunk is named in the HTML and asked for once", async ({
    page,
    request,
  }) => {
    const item = (await readCatalogue(request)).items.find((i) => i.isAvailable)!;
    const chunks: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/assets/product-details-page-')) chunks.push(pathname);
    });
    const html = await (await page.goto(`/product/${item.id}`))!.text();
    const named = /<link rel="modulepreload" crossorigin href="(\/assets\/product-details-page-[\w-]+\.js)" \/>/.exec(html)?.[1];
    expect(named).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    // The app's own import of the page was answered by what the HTML asked for, not fetched again.
    expect(chunks).toEqual([named]);
  });

  test('an unavailable item cannot be added', async ({ page, request }) => {
    const item = (await readCatalogue(request)).items.find((i) => !i.isAvailable)!;
    await page.goto(`/product/${item.id}`);
    await expect(page.getByText('Currently unavailable', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  test('an unknown id shows a not-found message', async ({ page }) => {
    await page.goto('/product/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
    await expect(page.getByText('Product with ID: 987654 not found.')).toBeVisible();
    await expect(page).toHaveTitle('Item not found · Halwai Sweets & Snacks');
    await page.getByRole('link', { name: 'Browse all sweets' }).click();
    await expect(page).toHaveURL('/sweets');
  });
});
