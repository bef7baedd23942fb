import type { APIRequestContext } from '@playwright/test';
import { apiLogin, unique } from '../fixtures/common';
import {
  availableItem,
  enoughOf,
  expect,
  expectWholeGrid,
  fillCustomer,
  openWithCart,
  ordersOf,
  test,
} from '../fixtures/storefront';

/** Issue 13: navigation like a real site, mobile numbers as people type them, an order page that never misleads. */

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

let token: string;
test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request)).token;
});

async function placeOrderByApi(request: APIRequestContext, line: ReturnType<typeof enoughOf>, customerMobile: string) {
  const response = await request.post('/api/Notify/OrderTotal', {
    data: { cartItems: [line], customerName: unique('Trust'), customerMobile },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number; accessKey: string };
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('View Details from a scrolled list opens the product at its top; Back returns to the same place', async ({
      page,
      catalogue,
    }) => {
      await page.goto('/sweets');
      const cards = page.getByRole('article');
      await expectWholeGrid(page, catalogue.items.length);
      const last = cards.nth(catalogue.items.length - 1);
      await last.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(400);
      const name = (await last.getByRole('heading').textContent())!;
      await last.getByRole('link', { name: 'View Details' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(catalogue.items.some((i) => i.name === name)).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL('/sweets');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    });

    test('a mobile number typed the Indian way is accepted and stored as its 10 digits', async ({ page, catalogue, request }) => {
      const customer = unique('Mobile');
      await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
      const mobile = page.getByLabel('Mobile number');
      await fillCustomer(page, customer, '12345');
      await mobile.blur();
      await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

      await mobile.fill('+91 98765 43210');
      await expect(mobile).toHaveValue('+91 98765 43210');
      await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeHidden();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-successful\/\d+/);
      await expect(page.getByText(/will call/)).toContainText('98765 43210');
      const [order] = await ordersOf(request, token, customer);
      const saved = await request.get(`/api/admin/orders/${order!.id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(((await saved.json()) as { customerMobile: string }).customerMobile).toBe('9876543210');
    });

    test('the get-in-touch form takes 098765-43210', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Get in touch' }).scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: /get in touch/i });
      await form.getByLabel('Name').fill(unique('Caller'));
      const phone = form.getByLabel('Phone (optional)');
      await phone.fill('98765-abc');
      await phone.blur();
      await expect(form.getByText('Digits only.')).toBeVisible();
      await phone.fill('098765-43210');
      await form.getByLabel('Message').fill('Do you deliver to Andheri?');
      await expect(form.getByText('Digits only.')).toBeHidden();
      const sent = page.waitForRequest((r) => r.url().endsWith('/get-in-touch') && r.method() === 'POST');
      await form.getByRole('button', { name: /send/i }).click();
      const body = (await sent).postDataJSON() as { phoneNumber: string };
      expect(body.phoneNumber).toBe('9876543210');
    });

    test('a cancelled order says so at the top, and the status changes without a reload', async ({
      page,
      catalogue,
      request,
    }) => {
      test.setTimeout(60_000);
      const order = await placeOrderByApi(request, enoughOf(availableItem(catalogue, 100)), '098765 43210');
      await page.goto(`/order-successful/${order.id}?key=${order.accessKey}`);
      await expect(page.getByText('Order Placed')).toBeVisible();
      await expect(page.getByText(/will call .* to confirm/)).toBeVisible();

      const cancel = await request.put(`/api/admin/orders/${order.id}/status`, {
        data: { status: 2 },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(cancel.ok()).toBe(true);
      // No reload: the open page asks again on its own.
      await expect(page.getByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeVisible({ timeout: 25_000 });
      await expect(page.getByText('Order Cancelled')).toBeVisible();
      await expect(page.getByText('Order Placed')).toHaveCount(0);
      await expect(page.getByText(/to confirm/)).toHaveCount(0);
      await expect(page.getByTestId('CheckCircleIcon')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    });

    test('a completed order says it is completed', async ({ page, catalogue, request }) => {
      const order = await placeOrderByApi(request, enoughOf(availableItem(catalogue, 100)), '9876543210');
      const done = await request.put(`/api/admin/orders/${order.id}/status`, {
        data: { status: 1 },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(done.ok()).toBe(true);
      await page.goto(`/order/${order.id}?key=${order.accessKey}`);
      await expect(page.getByText('Order Completed')).toBeVisible();
      await expect(page.getByText('Your order is completed.')).toBeVisible();
      await expect(page.getByText('Order Placed')).toHaveCount(0);
      await expect(page.getByText(/to confirm/)).toHaveCount(0);
    });
  });
}

test('printing the order page gives a clean receipt', async ({ page, catalogue, request }) => {
  const item = availableItem(catalogue, 100);
  const order = await placeOrderByApi(request, enoughOf(item), '9876543210');
  await page.goto(`/order/${order.id}?key=${order.accessKey}`);
  await expect(page.getByText('Order Placed')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.locator('[data-print="only"]')).toContainText('Halwai Sweets & Snacks');
  await expect(page.getByText(item.name)).toBeVisible();
  await expect(page.getByText('Order total')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt.png'), fullPage: true });
});
