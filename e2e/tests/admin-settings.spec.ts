import type { ShopSettings } from '@halwai/domain';
import { expect, test } from '../fixtures/admin';

test.describe('shop settings', () => {
  test('a new shop name shows in the top bar and the tab title at once, and a bad GSTIN is refused at the field', async ({ staffPage: page, staff }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    try {
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
      const name = page.getByRole('textbox', { name: 'Shop name' });
      await expect(name).toHaveValue(before.name);

      await page.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZW');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Enter a valid 15-character GSTIN (the last character is a check digit)')).toBeVisible();

      await page.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZV');
      await name.fill('Mithai Mahal E2E');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Mithai Mahal E2E');
      await expect(page).toHaveTitle('Shop settings · Mithai Mahal E2E');

      // A fresh load: the server writes the stored name into index.html.
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('<title>Mithai Mahal E2E · ');
      expect((await (await page.request.get('/api/shop')).json()).gstin).toBe('27AAPFU0939F1ZV');
    } finally {
      await page.request.put('/api/admin/settings', { headers, data: before });
    }
  });

  test('the closing time of the end-of-day summary is saved', async ({ staffPage: page, staff }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    try {
      await page.goto('/admin/settings');
      const closing = page.getByLabel('Closing time');
      await expect(closing).toHaveValue(before.closingTime);
      await closing.fill('22:30');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      expect(((await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings).closingTime).toBe('22:30');
    } finally {
      await page.request.put('/api/admin/settings', { headers, data: before });
    }
  });
});
