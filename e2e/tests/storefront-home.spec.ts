import { expect, test } from '@playwright/test';
import { readCatalogue } from '../fixtures/storefront';

test.describe('home page', () => {
  test('has a title, a heading and the shop in the top bar', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Halwai Sweets & Snacks');
    await expect(page.getByRole('heading', { level: 1, name: 'Sweets, snacks & groceries' })).toBeVisible();
  });

  test.describe('for people who do not ask for less motion', () => {
    // The suite runs with reduced motion, which keeps the carousel still (as it should).
    test.use({ reducedMotion: 'no-preference' });
    test('the carousel moves on every 6000 ms and has visible controls', async ({ page }) => {
      // The page's clock stands still from a moment after loading; only runFor moves it.
      const start = new Date('2025-03-01T10:00:00Z');
      await page.clock.install({ time: start });
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Highlights' });
      const dot = (n: number) => carousel.getByRole('button', { name: new RegExp(`^Show slide ${n}:`) });
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      await expect(carousel.getByText('Laddoos made fresh every morning')).toBeVisible();
      // Jumping a minute ahead fires the pending timer once: the next picture, with a fresh 6000 ms.
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await expect(carousel.getByText('Gift boxes for every festival')).toBeVisible();
      await expect(carousel.getByText('Laddoos made fresh every morning')).toBeHidden();

      await page.clock.runFor(5_900);
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(200);
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(6_000);
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');

      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await dot(1).click();
      await dot(3).click();
      await expect(carousel.getByText('Namkeen and pantry staples')).toBeVisible();

      // Pause holds the slide, Play lets it move again (the pointer is moved away so hovering does not hold it).
      await carousel.getByRole('button', { name: 'Pause slides' }).click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(20_000);
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: 'Play slides' }).click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(6_100);
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    });
  });

  test('the carousel stays still for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(carousel.getByRole('button', { name: /^Show slide 1:/ })).toHaveAttribute('aria-current', 'true');
  });

  test('eight category cards open the catalogue at the whole category', async ({ page, request }) => {
    const catalogue = await readCatalogue(request);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Shop by category' });
    const cards = section.getByRole('link');
    await expect(cards).toHaveCount(8);
    for (const category of catalogue.categories.slice(0, 8)) {
      await expect(section.getByRole('link', { name: new RegExp(`^${category.name}`) })).toHaveAttribute(
        'href',
        `/sweets/${category.id}`,
      );
    }

    const laddoos = catalogue.categories.find((c) => c.name === 'Laddoos')!;
    await section.getByRole('link', { name: /^Laddoos/ }).click();
    await expect(page).toHaveURL(`/sweets/${laddoos.id}`);
    await expect(page.getByRole('heading', { level: 1, name: laddoos.name })).toBeVisible();
  });

  test('the featured strip names the seven featured items, each opening its own page', async ({ page, request }) => {
    const featured = (await readCatalogue(request)).items.filter((i) => i.featured);
    expect(featured).toHaveLength(7);
    await page.goto('/');
    const strip = page.getByRole('list', { name: 'Customer favourites' });
    await expect(strip.getByRole('listitem')).toHaveCount(7);
    for (const item of featured) {
      await expect(strip.getByRole('link', { name: new RegExp(item.name) })).toHaveAttribute('href', `/product/${item.id}`);
    }
    await strip.getByRole('link', { name: new RegExp(featured[0]!.name) }).click();
    await expect(page).toHaveURL(`/product/${featured[0]!.id}`);
  });

  test('get in touch: checks the fields, shows the reply from the server and clears the form', async ({ page }) => {
    await page.goto('/');
    // The form loads as its section scrolls near, as it does for a shopper.
    await page.getByRole('region', { name: 'Get in touch' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Get in touch' });
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();

    await form.getByLabel('Name').click();
    await form.getByLabel('Message').click();
    await expect(form.getByText('Required.')).toHaveCount(1);
    await form.getByLabel('Phone (optional)').fill('98x');
    await form.getByLabel('Name').fill('Asha');
    await expect(form.getByText('Digits only.')).toBeVisible();
    await form.getByLabel('Message').fill('Do you take wedding orders of 500 boxes?');
    await expect(send).toBeDisabled();

    await form.getByLabel('Phone (optional)').fill('');
    await expect(send).toBeEnabled();
    await send.click();

    const dialog = page.getByRole('dialog', { name: 'Message from Server' });
    await expect(dialog).toContainText('Thank you! We will get back to you soon.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(send).toBeDisabled();
  });

  test('get in touch: a network failure shows its message and the form is cleared', async ({ page }) => {
    await page.route('**/get-in-touch', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('region', { name: 'Get in touch' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Get in touch' });
    await form.getByLabel('Name').fill('Ravi');
    await form.getByLabel('Phone (optional)').fill('9876543210');
    await form.getByLabel('Message').fill('Are you open on Holi?');
    await form.getByRole('button', { name: 'Send message' }).click();

    const dialog = page.getByRole('dialog', { name: 'Message not sent' });
    await expect(dialog).toContainText(/Failed to fetch|An unknown error occurred/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });
});
