import { addDays, dateInZone, type AdminOrder, type ShopSettings } from '@halwai/domain';
import { expect, test, unique } from '../fixtures/admin';
import { fillDate } from '../fixtures/common';
import { adminScreenshot } from '../fixtures/screenshots';

test.describe('phone orders', () => {
  test("staff key in a caller's order, which opens and is listed as a phone order", async ({ staffPage: page }) => {
    const customer = unique('Meena Gupta');
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'New phone order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New phone order' })).toBeVisible();

    // A caller's spelling, as the storefront's search takes it.
    await page.getByRole('searchbox', { name: /Find an item/ }).fill('kaju katly');
    await page.getByRole('button', { name: /^Add 1 kg of Kaju Katli$/ }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(customer);
    await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
    await page.getByRole('button', { name: 'Place order' }).click();

    const dialog = page.getByRole('dialog', { name: /Order #\d+/ });
    await expect(dialog).toContainText(customer);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('combobox', { name: 'Placed through' }).click();
    await page.getByRole('option', { name: 'Phone', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: customer });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Phone', { exact: true })).toBeVisible();
  });

  test('on a day with slots, staff key in the order in a slot the owner set', async ({ staffPage: page, session, request }) => {
    const headers = { Authorization: `Bearer ${session.token}` };
    const before = (await (await request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    // Tomorrow in the shop's time zone: every slot of it is still ahead, whatever the hour of the run.
    const tomorrow = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 1);
    const saved = await request.put('/api/admin/settings', {
      headers,
      data: {
        ...before,
        slots: {
          pickup: [
            { start: '10:00', end: '12:00', capacity: 1 },
            { start: '12:00', end: '14:00', capacity: 5 },
          ],
          delivery: [],
        },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    try {
      const customer = unique('Kiran Rao');
      await page.goto('/admin/orders/new');
      await page.getByRole('searchbox', { name: /Find an item/ }).fill('kaju katli');
      await page.getByRole('button', { name: /^Add 1 kg of Kaju Katli$/ }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(customer);
      await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
      await fillDate(page.getByRole('group', { name: 'Preferred date' }), tomorrow);

      const slots = page.getByRole('radiogroup', { name: /^Time slot/ });
      // The earliest with room is chosen first.
      await expect(slots.getByRole('radio', { name: '10:00 AM – 12:00 PM · 1 place left' })).toBeChecked();
      await slots.getByRole('radio', { name: /12:00 PM – 2:00 PM/ }).check();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await adminScreenshot(page, 'phone-order-slots');
      }
      await page.getByRole('button', { name: 'Place order' }).click();

      const dialog = page.getByRole('dialog', { name: /Order #\d+/ });
      await expect(dialog).toContainText(customer);
      const id = Number(/order=(\d+)/.exec(page.url())![1]);
      const order = (await (await request.get(`/api/admin/orders/${id}`, { headers })).json()) as AdminOrder;
      expect(order.fulfilment).toMatchObject({ type: 'pickup', preferredDate: tomorrow, slot: '12:00-14:00' });

      // In Hindi the slots speak Hindi: today's, as no date is chosen yet.
      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await page.goto('/admin/orders/new');
      await expect(page.getByRole('group', { name: /^समय का स्लॉट/ }).or(page.getByRole('radiogroup', { name: /^समय का स्लॉट/ })).first()).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await adminScreenshot(page, 'phone-order-slots-hi');
      }
    } finally {
      await request.put('/api/admin/settings', { headers, data: { ...before, slots: { pickup: [], delivery: [] }, slotOverrides: {} } });
    }
  });
});
