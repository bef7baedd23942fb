import type { ShopSettings } from '@halwai/domain';
import { expect, test } from '../fixtures/admin';
import { fillDate } from '../fixtures/common';
import { adminScreenshot } from '../fixtures/screenshots';

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

  test('holidays are chosen from a calendar or typed day first, shown as days, and saved as dates', async ({ staffPage: page, staff }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    try {
      await page.request.put('/api/admin/settings', { headers, data: { ...before, holidays: [] } });
      await page.goto('/admin/settings');
      const add = page.getByRole('group', { name: 'Add a holiday' });
      await fillDate(add, '2030-11-08');
      const holidays = page.getByRole('list', { name: 'Holidays' });
      await expect(holidays).toContainText('Fri, 8 Nov, 2030');

      // From the calendar: it opens on this month; the next month's 14th.
      await add.getByRole('button', { name: 'Choose date' }).click();
      const calendar = page.getByRole('dialog');
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await adminScreenshot(page, 'holiday-calendar', { fullPage: false });
      await calendar.getByRole('gridcell', { name: '14', exact: true }).click();
      await expect(calendar).toHaveCount(0);
      await expect(holidays.getByRole('listitem')).toHaveCount(2);

      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      const saved = ((await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings).holidays;
      const now = new Date();
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 14);
      const fourteenth = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-14`;
      expect(saved).toEqual([fourteenth, '2030-11-08']);

      // On a Hindi page at a phone's width the calendar speaks Hindi.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/settings?lang=hi');
      await page.getByRole('group', { name: 'छुट्टी जोड़ें' }).getByRole('button', { name: 'तारीख़ चुनें' }).click();
      const hindi = page.getByRole('dialog');
      await expect(hindi.getByRole('button', { name: 'अगला महीना' })).toBeVisible();
      await expect(hindi.getByRole('grid')).toBeVisible();
      await expect(page.getByRole('list', { name: 'छुट्टियाँ' })).toContainText('8 नव॰ 2030');
      await adminScreenshot(page, 'holiday-calendar-hi', { fullPage: false });
    } finally {
      await page.request.put('/api/admin/settings', { headers, data: before });
    }
  });
});
