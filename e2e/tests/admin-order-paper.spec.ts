import { addDays, dateInZone, formatBestBefore, formatOrderId, MESSAGES, type AdminOrderDetails, type ShopSettings } from '@halwai/domain';
import type { Page } from '@playwright/test';
import { apiLogin, expect, signInAs, test, unique, type StaffApi } from '../fixtures/admin';
import { fillDate } from '../fixtures/common';
import { adminScreenshot, storefrontScreenshot } from '../fixtures/screenshots';

/** Issue 29: paper for the kitchen and the rider, the order rating reaching the shop, and the orders screen's loose ends. */

const orderNumber = (id: number) => `Order #${formatOrderId(id)}`;

/** Opens an order's details from its card on the orders screen. */
async function openDetails(page: Page, id: number) {
  await page
    .getByRole('article', { name: orderNumber(id) })
    .getByRole('button', { name: 'View Details' })
    .click();
  return page.getByRole('dialog', { name: new RegExp(orderNumber(id)) });
}

/** The `@page` rules of the page's style sheets, as the browser parsed them. */
const pageRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule) => rule instanceof CSSPageRule)
      .map((rule) => rule.cssText)
      .join(' '),
  );

async function staffOrder(staff: StaffApi, page: Page, id: number): Promise<AdminOrderDetails> {
  const response = await page.request.get(`/api/admin/orders/${id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminOrderDetails;
}

test.describe('paper for the kitchen and the rider', () => {
  test('the packing slip opens from the order and prints on an 80 mm roll or A4 with the order number as a QR code', async ({
    staffPage: page,
    staff,
    context,
  }) => {
    const customer = unique('Slip customer');
    // Demo-shop laddoos, whose labels give each a shelf life (items made by other tests have none).
    const order = await staff.placeOrder(customer, '9123456781', 2, 'Laddoos', { giftMessage: 'Happy Diwali, Nani!' });
    const details = await staffOrder(staff, page, order.id);
    await page.goto('/admin/orders');
    const dialog = await openDetails(page, order.id);
    const opening = context.waitForEvent('page');
    await dialog.getByRole('link', { name: '80 mm roll' }).click();
    const slip = await opening;
    await expect(slip).toHaveURL(new RegExp(`/admin/orders/${order.id}/slip\\?size=80mm$`));

    const paper = slip.getByLabel(`Packing slip of order #${formatOrderId(order.id)}`);
    await expect(paper).toContainText(`#${formatOrderId(order.id)}`);
    await expect(paper).toContainText(customer);
    await expect(paper).toContainText('+91 91234 56781');
    await expect(paper).toContainText('PICKUP');
    const items = paper.getByRole('table', { name: `Items of order #${formatOrderId(order.id)}` });
    for (const item of details.items) {
      const row = items.getByRole('row').filter({ hasText: item.name });
      await expect(row).toContainText(item.variant);
      // The slip says how long each keeps.
      expect(item.bestBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(row).toContainText(formatBestBefore(item.bestBefore!));
      await expect(row.getByRole('cell').last()).toHaveText(String(item.quantity));
    }
    const qr = paper.getByRole('img', { name: `QR code of order number ${formatOrderId(order.id)}` });
    await expect(qr).toBeVisible();
    expect(
      await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith('data:image/png')),
    ).toBe(true);
    await expect.poll(() => pageRules(slip)).toMatch(/size: 80mm \d+mm/);
    await slip.setViewportSize({ width: 1280, height: 900 });
    await adminScreenshot(slip, 'packing-slip-80mm');

    await expect(paper.getByRole('region', { name: 'Gift message' })).toContainText('Happy Diwali, Nani!');
    await slip.getByRole('button', { name: 'A4' }).click();
    await expect(slip).toHaveURL(/size=a4$/);
    await expect.poll(() => pageRules(slip)).toMatch(/size: a4/i);
    await adminScreenshot(slip, 'packing-slip-a4');
  });

  test.describe('with delivery on', () => {
    let before: ShopSettings;
    test.beforeAll(async ({ request }) => {
      const session = await apiLogin(request);
      const headers = { Authorization: `Bearer ${session.token}` };
      before = (await (await request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
      const saved = await request.put('/api/admin/settings', {
        headers,
        data: {
          ...before,
          deliveryEnabled: true,
          deliveryPincodes: ['110006', '110005'],
          deliveryCharge: 40,
          freeDeliveryFrom: 100_000,
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    });
    test.afterAll(async ({ request }) => {
      const session = await apiLogin(request);
      await request.put('/api/admin/settings', { headers: { Authorization: `Bearer ${session.token}` }, data: before });
    });

    test("the day's production list and run sheet print from the orders screen", async ({ staffPage: page, staff, context }) => {
      const day = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 13);
      const { items } = await staff.catalogue();
      const item = items.find((i) => i.isAvailable && i.prices[0]!.price >= 100)!;
      const price = item.prices[0]!;
      const quantity = Math.ceil(1000 / price.price);
      const place = async (name: string, pincode: string, address: string) => {
        const placed = await page.request.post('/api/Notify/OrderTotal', {
          data: {
            cartItems: [
              {
                id: item.id,
                name: item.name,
                price: price.price,
                selectedWeight: price.label,
                quantity,
                thumbnail: item.thumbnail,
              },
            ],
            customerName: name,
            customerMobile: '9123456782',
            fulfilment: { type: 'delivery', address, pincode, preferredDate: day },
          },
        });
        expect(placed.ok(), await placed.text()).toBe(true);
        return (await placed.json()) as { id: number };
      };
      const first = await place(unique('Rider A'), '110006', '12 Kinari Bazar');
      const second = await place(unique('Rider B'), '110005', '4 Karol Bagh');
      await page.request.put(`/api/admin/orders/${second.id}/payment`, {
        data: { paid: true },
        headers: { Authorization: `Bearer ${staff.token}` },
      });
      const total = (await staffOrder(staff, page, first.id)).orderTotal;

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin/orders');
      const paper = page.getByRole('region', { name: 'Kitchen and rider' });
      await fillDate(paper.getByRole('group', { name: 'Day' }), day);

      let opening = context.waitForEvent('page');
      await paper.getByRole('link', { name: 'Production list' }).click();
      const production = await opening;
      await expect(production).toHaveURL(new RegExp(`/admin/orders/production\\?date=${day}$`));
      const table = production.getByRole('table', { name: 'Production list' });
      const row = table.getByRole('row').filter({ hasText: item.name }).filter({ hasText: price.label });
      await expect(row.getByRole('cell').nth(2)).toHaveText(String(quantity * 2));
      await expect.poll(() => pageRules(production)).toMatch(/size: a4/i);
      await adminScreenshot(production, 'production-list');

      opening = context.waitForEvent('page');
      await paper.getByRole('link', { name: 'Run sheet' }).click();
      const sheet = await opening;
      await expect(sheet).toHaveURL(new RegExp(`/admin/orders/run-sheet\\?date=${day}$`));
      const unpaid = sheet
        .getByRole('region', { name: 'Pincode 110006' })
        .getByRole('row')
        .filter({ hasText: `#${formatOrderId(first.id)}` });
      await expect(unpaid).toContainText('12 Kinari Bazar, 110006');
      await expect(unpaid).toContainText('+91 91234 56782');
      await expect(unpaid).toContainText(`₹${total.toLocaleString('en-IN')}`);
      const paid = sheet
        .getByRole('region', { name: 'Pincode 110005' })
        .getByRole('row')
        .filter({ hasText: `#${formatOrderId(second.id)}` });
      await expect(paid).toContainText('Paid');
      await adminScreenshot(sheet, 'run-sheet');
    });
  });
});

test.describe('loose ends in the same screens', () => {
  test("the customer's rating reaches the shop: the order's details and the dashboard", async ({ page, staff, browser }) => {
    const order = await staff.placeOrder(unique('Rating customer'));
    await page.goto(`/order/${order.id}?key=${order.accessKey}`);
    // A star is a visually hidden radio; its label is what a finger taps.
    const fiveStars = page.getByRole('radio', { name: /^5 stars/ });
    await page.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
    await expect(fiveStars).toBeChecked();
    await page.getByLabel('Anything to tell the shop? (optional)').fill('The kaju katli was perfect.');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The shop has your rating' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('You rated this order 5 of 5.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await storefrontScreenshot(page, 'order-rating', 375);

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, await apiLogin(staffPage.request), '/admin/orders');
    const dialog = await openDetails(staffPage, order.id);
    const rating = dialog.getByRole('region', { name: 'Customer rating' });
    await expect(rating).toContainText('5 of 5 (great)');
    await expect(rating).toContainText('The kaju katli was perfect.');

    await staffPage.goto('/admin/dashboard');
    await expect(staffPage.getByLabel(/^Rating: \d\.\d ★$/)).toBeVisible();
    await expect(staffPage.getByText(/^\d+ ratings? from customers$/)).toBeVisible();
    await staffContext.close();
  });

  test('the orders screen fits at 1280 px, folds its filters on a phone, and says so when an order is tapped offline', async ({
    staffPage: page,
    staff,
    context,
  }) => {
    const order = await staff.placeOrder(unique('Offline tap'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/orders');
    await expect(page.getByRole('article', { name: orderNumber(order.id) })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Status/ })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await adminScreenshot(page, 'orders-paper', { fullPage: false });

    await page.setViewportSize({ width: 375, height: 812 });
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search by name or mobile' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await adminScreenshot(page, 'orders-paper', { fullPage: false });
    await filters.click();
    await expect(page.getByRole('combobox', { name: /^Status/ })).toBeVisible();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');

    await context.setOffline(true);
    try {
      const dialog = await openDetails(page, order.id);
      await expect(dialog.getByRole('status').filter({ hasText: MESSAGES.offlineOrderDetails })).toBeVisible();
      await expect(dialog).toContainText('Email and webhook status load when you are back online.');
      await expect(dialog).toContainText('Offline tap');
    } finally {
      await context.setOffline(false);
    }
  });
});
