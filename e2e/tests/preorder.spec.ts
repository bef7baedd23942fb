import { addDays, dateInZone, dayAndMonth, type AdminOrder } from '@halwai/domain';
import type { Page } from '@playwright/test';
import { expect, test, unique, type Product } from '../fixtures/admin';
import { fillCustomer, openWithCart } from '../fixtures/storefront';

const today = () => dateInZone(new Date(), 'Asia/Kolkata');
// Ready beyond the ordinary 14 days ahead, as a festival box is.
const from = () => addDays(today(), 20);
const until = () => addDays(today(), 24);
const hindiDay = (date: string) =>
  new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

async function inHindi(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto(path);
}

test.describe('a pre-order', () => {
  let box: Product;

  test.beforeEach(async ({ staff }) => {
    // The owner makes a product, then makes it a pre-order through the API.
    const made = await staff.createProduct({
      name: unique('Kaju Katli Box'),
      nameHi: 'काजू कतली डिब्बा',
      itemType: 'ByPackets',
      priceUnit: '1 box',
      price: 1200,
      prices: [{ label: '1 box', price: 1200 }],
    });
    box = await staff.replaceProduct({ ...made, preorder: { from: from(), until: until() } });
    expect(box.preorder).toEqual({ from: from(), until: until() });
  });

  test.afterEach(async ({ staff }) => {
    await staff.deleteProduct(box.id);
  });

  test('shows its label on its card and page in English and Hindi, and is ordered for a date inside its window', async ({ page, staff }) => {
    const label = `Pre-order · ready from ${dayAndMonth(from())}`;
    await page.goto(`/product/${box.id}`);
    await expect(page.getByRole('heading', { level: 1, name: box.name })).toBeVisible();
    await expect(page.getByText(label)).toBeVisible();

    await page.goto(`/sweets/${box.categoryId}/${box.subCategoryId}`);
    const card = page.getByRole('article', { name: box.name });
    await expect(card.getByText(label)).toBeVisible();

    await inHindi(page, `/sweets/${box.categoryId}/${box.subCategoryId}`);
    const hindiLabel = `प्री-ऑर्डर · ${hindiDay(from())} से तैयार`;
    await expect(page.getByRole('article', { name: 'काजू कतली डिब्बा' }).getByText(hindiLabel)).toBeVisible();
    await page.goto(`/product/${box.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'काजू कतली डिब्बा' })).toBeVisible();
    await expect(page.getByText(hindiLabel)).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'en'));

    // The cart asks for a date, offers only the pre-order's window and says why.
    await openWithCart(page, [{ id: box.id, name: box.name, price: 1200, selectedWeight: '1 box', quantity: 1, thumbnail: box.thumbnail }]);
    const pickup = page.getByRole('radio', { name: /^Pickup/ });
    if (await pickup.isVisible()) await pickup.check();
    const date = page.getByRole('combobox', { name: /^Preferred date/ });
    const reason = `${box.name} is a pre-order: choose a date from ${dayAndMonth(from())} to ${dayAndMonth(until())}`;
    await expect(page.getByText(reason).first()).toBeVisible();
    await expect(date.locator('option:not([disabled])')).toHaveCount(5);
    await expect(date.locator('option:not([disabled])').first()).toHaveAttribute('value', from());
    await fillCustomer(page, unique('Pre-order'), '9876543210');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    const chosen = addDays(from(), 2);
    await date.selectOption(chosen);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    const shown = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${chosen}T00:00:00Z`),
    );
    await expect(page.getByText(shown)).toBeVisible();
    const response = await page.request.get(`/api/admin/orders/${id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
    const order = (await response.json()) as AdminOrder;
    expect(order.fulfilment.preferredDate).toBe(chosen);
    expect(order.items).toEqual([expect.objectContaining({ id: box.id, quantity: 1 })]);
  });

  test('is refused for a date outside its window, saying the dates', async ({ request }) => {
    const response = await request.post('/api/Notify/OrderTotal', {
      data: {
        customerName: 'Asha Verma',
        customerMobile: '9876543210',
        cartItems: [{ id: box.id, name: box.name, price: 1200, selectedWeight: '1 box', quantity: 1 }],
        fulfilment: { type: 'pickup', preferredDate: addDays(until(), 1) },
      },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors['fulfilment.preferredDate']).toEqual([
      `${box.name} is a pre-order: choose a date from ${dayAndMonth(from())} to ${dayAndMonth(until())}`,
    ]);
  });
});
