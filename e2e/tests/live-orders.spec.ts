import type { Page } from '@playwright/test';
import { expect, StaffApi, test, unique } from '../fixtures/admin';
import { adminScreenshot } from '../fixtures/screenshots';

const orderTitle = (id: number) => `Order #${String(id).padStart(4, '0')}`;

/** Marks the window, so a test can tell a live update from a reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => '__notReloaded' in window);

async function openDrawerLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

test.describe('live orders', () => {
  test('an order placed elsewhere appears at the top, highlighted, without a reload; elsewhere the drawer counts it', async ({
    staffPage: page,
    staff,
    browser,
  }) => {
    await staff.placeOrder(unique('Earlier customer'));
    await staff.placeOrder(unique('Earlier customer'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/orders');
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Play a sound for new orders' })).not.toBeChecked();
    await markWindow(page);

    // A customer orders in a browser of their own, through the public API.
    const customer = await browser.newContext();
    const name = unique('Meera');
    const placed = await new StaffApi(customer.request, staff.token).placeOrder(name, '9812345670', 2);

    const card = page.getByRole('article', { name: orderTitle(placed.id) });
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(orderTitle(placed.id));
    await expect(card).toContainText(name);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    await page.mouse.move(0, 0);
    await adminScreenshot(page, 'orders-live', { fullPage: false });

    // Another member of staff completes it: the card follows.
    const response = await customer.request.put(`/api/admin/orders/${placed.id}/status`, {
      data: { status: 1 },
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(response.ok()).toBe(true);
    await expect(card.getByText('Completed')).toBeVisible();

    // On another page, the next order is counted next to Orders in the drawer.
    await (await openDrawerLink(page, 'Messages')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const second = await staff.placeOrder(unique('Kabir'));
    await expect(page.getByRole('button', { name: 'Open menu, 1 new', exact: true })).toBeVisible();
    const ordersLink = await openDrawerLink(page, 'Orders, 1 new');
    await expect(ordersLink).toBeVisible();
    await ordersLink.click();
    await expect(page.getByRole('article', { name: orderTitle(second.id) }).getByText('New', { exact: true })).toBeVisible();
    await expect(await openDrawerLink(page, 'Orders')).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    await customer.close();
  });

  test('the details show how the shop was told of the order', async ({ staffPage: page, staff }) => {
    const placed = await staff.placeOrder(unique('Farah'));
    await page.goto('/admin/orders');
    await page.getByRole('article', { name: orderTitle(placed.id) }).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: orderTitle(placed.id) });
    const section = dialog.getByRole('region', { name: 'Shop notifications' });
    await expect(section.getByRole('listitem', { name: 'Live notification' })).toContainText('Shown');
    // This server has no SMTP or webhook configured, so the live channel is the only one.
    await expect(section).toContainText('No email or webhook is set up.');
    await page.screenshot({ path: test.info().outputPath('order-details-1280.png') });
  });
});
