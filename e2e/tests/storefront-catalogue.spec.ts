import type { Page } from '@playwright/test';
import { holdRequests } from '../fixtures/common';
import { expect, expectWholeGrid, lineOf, rupees, storedCart, test } from '../fixtures/storefront';

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const chip = (page: Page, group: string | RegExp, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test.describe('catalogue', () => {
  test('/sweets shows every item with a title, and searches names without caring about case', async ({ catalogue, page }) => {
    await page.goto('/sweets');
    await expect(page).toHaveTitle('Sweets & Snacks · Halwai Sweets & Snacks');
    await expectWholeGrid(page, catalogue.items.length);
    await expect(page.getByText(`${catalogue.items.length} items`)).toBeVisible();

    await page.getByLabel('Search items').fill('LADDOO');
    const laddoos = catalogue.items.filter((i) => i.name.toLowerCase().includes('laddoo'));
    expect(laddoos.length).toBeGreaterThan(2);
    // Every laddoo, named so, comes first; items that only mention laddoos may follow.
    await expect(
      cards(page)
        .nth(laddoos.length - 1)
        .getByRole('heading'),
    ).toContainText(/laddoo/i);
    for (const item of laddoos) await expect(card(page, item.name)).toBeVisible();

    await page.getByLabel('Search items').fill('zzz-nothing');
    await expect(page.getByRole('heading', { name: 'No items matching your filter!' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page.getByLabel('Search items')).toHaveValue('');
    await expectWholeGrid(page, catalogue.items.length);
  });

  test('category chips with All, then subcategory chips; a search clears them and wins', async ({ catalogue, page }) => {
    const category = catalogue.categories.find((c) => c.name === 'Namkeen & Snacks')!;
    const subs = catalogue.subcategories.filter((s) => s.categoryId === category.id);
    const inCategory = catalogue.items.filter((i) => i.categoryId === category.id);
    const inSub = inCategory.filter((i) => i.subCategoryId === subs[1]!.id);

    await page.goto('/sweets');
    await expect(chip(page, 'Categories', 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: /^Kinds of/ })).toHaveCount(0);

    await chip(page, 'Categories', category.name).click();
    await expect(page).toHaveURL(`/sweets/${category.id}`);
    await expect(chip(page, 'Categories', category.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(inCategory.length);
    await expect(page.getByRole('group', { name: `Kinds of ${category.name}` }).getByRole('button')).toHaveCount(subs.length + 1);

    await chip(page, /^Kinds of/, subs[1]!.name).click();
    await expect(page).toHaveURL(`/sweets/${category.id}/${subs[1]!.id}`);
    await expect(cards(page)).toHaveCount(inSub.length);

    // A search clears the category and subcategory, and looks through everything.
    await page.getByLabel('Search items').fill('kaju');
    // (A wide screen's top bar search keeps the words in the address.)
    await expect(page).toHaveURL(/\/sweets(\?q=kaju)?$/);
    await expect(chip(page, 'Categories', 'All')).toHaveAttribute('aria-pressed', 'true');
    const kaju = catalogue.items.filter((i) => /kaju/i.test(i.name));
    for (const item of kaju) await expect(card(page, item.name)).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toContainText(/kaju/i);

    // Choosing a category ends the search.
    await chip(page, 'Categories', category.name).click();
    await expect(page.getByLabel('Search items')).toHaveValue('');
    await expect(cards(page)).toHaveCount(inCategory.length);
    await chip(page, 'Categories', 'All').click();
    await expect(page).toHaveURL('/sweets');
    await expectWholeGrid(page, catalogue.items.length);
  });

  test('route parameters preselect a category and subcategory when they exist', async ({ catalogue, page }) => {
    const sub = catalogue.subcategories.find((s) => s.name === 'Classic Laddoos')!;
    const category = catalogue.categories.find((c) => c.id === sub.categoryId)!;
    await page.goto(`/sweets/${category.id}/${sub.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sub.name })).toBeVisible();
    await expect(chip(page, 'Categories', category.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, /^Kinds of/, sub.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(catalogue.items.filter((i) => i.subCategoryId === sub.id).length);

    // A subcategory of another category, or an unknown category, selects no more than what exists.
    const other = catalogue.subcategories.find((s) => s.categoryId !== category.id)!;
    await page.goto(`/sweets/${category.id}/${other.id}`);
    await expect(chip(page, /^Kinds of/, `All ${category.name}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(catalogue.items.filter((i) => i.categoryId === category.id).length);
    await page.goto('/sweets/999/1');
    await expect(chip(page, 'Categories', 'All')).toHaveAttribute('aria-pressed', 'true');
    await expectWholeGrid(page, catalogue.items.length);
  });

  test("the page's own scripts come with the HTML and are asked for once", async ({ catalogue, page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/assets/catalogue-page-')) chunks.push(pathname);
    });
    const html = await (await page.goto('/sweets'))!.text();
    const named = /<link rel="modulepreload" crossorigin href="(\/assets\/catalogue-page-[\w-]+\.js)" \/>/.exec(html)?.[1];
    expect(named).toBeTruthy();
    await expectWholeGrid(page, catalogue.items.length);
    expect(chunks).toEqual([named]);
  });

  test('a loading card shows while the catalogue loads', async ({ catalogue, page }) => {
    const release = await holdRequests(page, '**/api/catalogue');
    await page.goto('/sweets');
    await expect(page.getByRole('status').filter({ hasText: 'Loading our sweets…' })).toBeVisible();
    release();
    await expectWholeGrid(page, catalogue.items.length);
  });

  for (const [width, columns] of [
    [375, 1],
    [700, 2],
    [1000, 3],
    [1300, 4],
  ] as const) {
    test(`the grid shows ${columns} column(s) at ${width} px`, async ({ catalogue, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sweets');
      await expectWholeGrid(page, catalogue.items.length);
      const lefts = await cards(page).evaluateAll((els) =>
        els.slice(0, 8).map((el) => Math.round(el.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test('/sweet-test/:id fades in, is titled Our Products and does not filter by its id', async ({ catalogue, page }) => {
    // The fade is motion: shown only to those who have not asked for less.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/sweet-test/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await expectWholeGrid(page, catalogue.items.length);
    const grid = page
      .locator('.product-grid')
      .filter({ has: cards(page).first() })
      .first();
    await expect(grid.locator('xpath=..')).toHaveCSS('animation-name', 'catalogue-fade-in');
    await expect(grid.locator('xpath=..')).toHaveCSS('opacity', '1');
  });

  test('item cards show name, sized picture, price with unit, description, discount and details link', async ({
    catalogue,
    page,
  }) => {
    const discounted = catalogue.items.find((i) => i.discount > 0 && i.isAvailable)!;
    const plain = catalogue.items.find((i) => i.discount === 0 && i.isAvailable)!;
    await page.goto('/sweets');

    const one = card(page, discounted.name);
    await expect(one.getByText(`${discounted.discount}% OFF`)).toBeVisible();
    await expect(one.getByText(`/ ${discounted.priceUnit}`)).toBeVisible();
    await expect(one).toContainText(`${rupees(discounted.price)}/ ${discounted.priceUnit}`);
    await expect(one.getByText(discounted.description)).toBeVisible();
    const image = one.getByRole('img', { name: discounted.name });
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '450');
    await expect(card(page, plain.name).getByText(/% OFF/)).toHaveCount(0);

    // The first row loads at once (the first card ahead of all), cards further down only when scrolled near.
    // The card's picture (its veg mark is an image too, drawn inline).
    const picture = (n: number) => cards(page).nth(n).locator('img');
    const first = picture(0);
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).last().locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(picture(1)).not.toHaveAttribute('fetchpriority', 'high');
    // A card four to a row (270 px) downloads the 320 px picture, not the stored 600 px one.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).search).toBe('?w=320');

    await one.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/product/${discounted.id}`);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test("tapping a card's picture or its name opens the item, as View Details does", async ({ catalogue, page }) => {
      const item = catalogue.items.find((i) => i.isAvailable)!;
      await page.goto('/sweets');
      // A tap where the picture is (the name's link lies over it, so the picture itself receives no tap).
      const image = card(page, item.name).getByRole('img', { name: item.name });
      await image.scrollIntoViewIfNeeded();
      const picture = await image.boundingBox();
      await page.touchscreen.tap(picture!.x + picture!.width / 2, picture!.y + picture!.height / 2);
      await expect(page).toHaveURL(`/product/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

      await page.goBack();
      await card(page, item.name).getByRole('heading', { name: item.name }).tap();
      await expect(page).toHaveURL(`/product/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    });
  });

  test('an unavailable item says so and cannot be added', async ({ catalogue, page }) => {
    const unavailable = catalogue.items.find((i) => !i.isAvailable)!;
    await page.goto('/sweets');
    const one = card(page, unavailable.name);
    await expect(one.getByText('Currently unavailable')).toBeVisible();
    await expect(one.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('the sheet: first variant, price follows the variant, quantity never below 1, and merging lines', async ({
    catalogue,
    page,
  }) => {
    const item = catalogue.items.find((i) => i.isAvailable && i.prices.length >= 3)!;
    const [first, , third] = item.prices;
    await page.goto('/sweets');
    const one = card(page, item.name);
    await one.getByRole('button', { name: 'Add to cart' }).click();

    const sheet = page.getByRole('dialog', { name: item.name });
    await expect(sheet.getByRole('radio', { name: new RegExp(`^${first!.label}`) })).toBeChecked();
    const confirm = sheet.getByRole('button', { name: /^Add to cart/ });
    await expect(confirm).toContainText(rupees(first!.price));
    await expect(sheet.getByRole('status', { name: 'Quantity' })).toHaveText('1');
    await expect(sheet.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await sheet.getByRole('radio', { name: new RegExp(`^${third!.label}`) }).check();
    await expect(confirm).toContainText(rupees(third!.price));
    await sheet.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(confirm).toContainText(rupees(third!.price * 2));
    await confirm.click();
    await expect(sheet).toBeHidden();

    await expect(one.getByText('2 in cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // Plus opens the sheet at 1 again; the same variant merges into its line.
    await one.getByRole('button', { name: `Add more ${item.name}` }).click();
    await expect(sheet.getByRole('status', { name: 'Quantity' })).toHaveText('1');
    await sheet.getByRole('radio', { name: new RegExp(`^${third!.label}`) }).check();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(one.getByText('3 in cart')).toBeVisible();
    expect(await storedCart(page)).toEqual([lineOf(item, 3, third)]);

    // Minus takes one away, and the line goes below 1.
    await one.getByRole('button', { name: `Remove one ${item.name}` }).click();
    await one.getByRole('button', { name: `Remove one ${item.name}` }).click();
    await expect(one.getByText('1 in cart')).toBeVisible();
    await one.getByRole('button', { name: `Remove one ${item.name}` }).click();
    await expect(one.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(await storedCart(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go to cart, 0 items' }).click();
    await expect(page).toHaveURL('/cart');
  });
});
