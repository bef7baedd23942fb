import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('home page shows the shop name in the top bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('Halwai Sweets & Snacks');
    await expect(page).toHaveTitle(/Halwai/);
  });

  test('a page the shopper lands on is drawn once it has what it shows: never its loading state first', async ({
    page,
    request,
  }) => {
    const item = ((await (await request.get('/api/catalogue')).json()) as { items: { id: number; name: string }[] }).items[0]!;
    // Records every loading state drawn, however briefly, from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        document.querySelectorAll('[role="status"]').forEach((el) => {
          const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
          if (/loading/i.test(label) && !seen.includes(label)) seen.push(label);
        });
      }).observe(document, { childList: true, subtree: true });
    });
    const pages = [
      { path: '/', shown: page.getByRole('heading', { name: 'Shop by category' }) },
      { path: '/sweets', shown: page.getByRole('article').first() },
      { path: `/product/${item.id}`, shown: page.getByRole('heading', { level: 1, name: item.name }) },
    ];
    for (const { path, shown } of pages) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen), path).toEqual([]);
    }
  });

  test('drawer navigates to Sweets and Cart', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Sweets', exact: true }).click();
    await expect(page).toHaveURL(/\/sweets$/);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('drawer offers Login to visitors', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Manage Products' })).toHaveCount(0);
  });

  for (const path of ['/admin/product-list', '/admin/create-product', '/admin/orders', '/admin/products', '/logout']) {
    test(`guarded ${path} redirects to /admin/login without a token`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Admin' })).toBeVisible();
    });
  }

  test('unknown pages answer 404 and show a not-found page, unknown API paths stay JSON', async ({ page, request }) => {
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    const res = await request.get('/api/no-such-call');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/problem+json');
  });

  test('footer shows address, hours and contact links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Monday to Sunday, 8:00 AM to 10:00 PM');
    await expect(footer.getByRole('link', { name: /chat/i })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}/);
    await expect(footer.getByRole('link', { name: /call/i })).toHaveAttribute('href', /^tel:/);
  });
});
