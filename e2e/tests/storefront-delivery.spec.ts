import { addDays, dateInZone, type AdminOrder, type ShopSettings } from '@halwai/domain';
import type { Page } from '@playwright/test';
import { signInAs } from '../fixtures/admin';
import { apiLogin, unique, type Session } from '../fixtures/common';
import { availableItem, enoughOf, expect, fillCustomer, openWithCart, rupees, test } from '../fixtures/storefront';

let staff: Session;
let before: ShopSettings;
const auth = () => ({ Authorization: `Bearer ${staff.token}` });

test.beforeAll(async ({ request }) => {
  staff = await apiLogin(request);
  before = (await (await request.get('/api/admin/settings', { headers: auth() })).json()) as ShopSettings;
  const saved = await request.put('/api/admin/settings', {
    headers: auth(),
    data: {
      ...before,
      deliveryEnabled: true,
      deliveryPincodes: ['110006', '2013*'],
      deliveryCharge: 40,
      freeDeliveryFrom: 100_000,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/settings', { headers: auth(), data: before });
});

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

async function staffOrder(page: Page, id: number): Promise<AdminOrder> {
  const response = await page.request.get(`/api/admin/orders/${id}`, { headers: auth() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminOrder;
}

test.describe('pickup or delivery at checkout, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('delivery to a pincode the shop serves adds the charge to the total and reaches the order', async ({
    catalogue,
    page,
  }) => {
    const line = enoughOf(availableItem(catalogue, 100));
    const items = line.price * line.quantity;
    const customer = unique('Delivery');
    const tomorrow = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 1);
    await openWithCart(page, [line]);

    await expect(summary(page)).toContainText('ShippingCalculated at Checkout');
    await expect(placeOrder(page)).toBeDisabled();
    await page.getByRole('radio', { name: /^Delivery/ }).check();
    await expect(summary(page)).toContainText(`Shipping${rupees(40)}`);
    await expect(summary(page)).toContainText(`Order total${rupees(items + 40)}`);

    await page.getByRole('textbox', { name: 'Delivery address' }).fill('14 Sector 18, Noida');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('201301');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const date = page.getByLabel('Preferred date (optional)');
    // The days the shop is open (every day, with no hours set), today up to 14 days ahead, and "Any day".
    await expect(date.locator('option')).toHaveCount(16);
    await expect(date.locator('option').last()).toHaveAttribute('value', addDays(dateInZone(new Date(), 'Asia/Kolkata'), 14));
    await date.selectOption(tomorrow);
    await fillCustomer(page, customer, '9876543210');
    await expect(placeOrder(page)).toBeEnabled();
    await placeOrder(page).click();

    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByText('Delivery charge')).toBeVisible();
    await expect(page.getByText('14 Sector 18, Noida, 201301')).toBeVisible();
    const order = await staffOrder(page, id);
    expect(order.fulfilment).toEqual({
      type: 'delivery',
      address: '14 Sector 18, Noida',
      pincode: '201301',
      preferredDate: tomorrow,
      deliveryCharge: 40,
    });
    expect(order.orderTotal).toBe(items + 40);
  });

  test('an unserviceable pincode is said before Place Order, which stays off; pickup then places the order free', async ({
    catalogue,
    page,
  }) => {
    const line = enoughOf(availableItem(catalogue, 100));
    const items = line.price * line.quantity;
    const customer = unique('Pickup');
    await openWithCart(page, [line]);

    await page.getByRole('radio', { name: /^Delivery/ }).check();
    await page.getByRole('textbox', { name: 'Delivery address' }).fill('5 MG Road, Bengaluru');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('560001');
    await fillCustomer(page, customer, '9876543210');
    await expect(page.getByRole('alert')).toHaveText("We don't deliver to 560001 yet. Choose pickup or call us.");
    await expect(placeOrder(page)).toBeDisabled();

    await page.getByRole('radio', { name: /^Pickup/ }).check();
    await expect(page.getByText(/^Pickup at/)).toBeVisible();
    await expect(summary(page)).not.toContainText('Shipping');
    await expect(summary(page)).toContainText(`Order total${rupees(items)}`);
    await placeOrder(page).click();

    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    const order = await staffOrder(page, id);
    expect(order.fulfilment).toEqual({ type: 'pickup', deliveryCharge: 0 });
    expect(order.orderTotal).toBe(items);
  });

  test('the back office card says Delivery with its pincode, and staff filter by it', async ({ catalogue, page }) => {
    const line = enoughOf(availableItem(catalogue, 100));
    const customer = unique('Board');
    const placed = await page.request.post('/api/Notify/OrderTotal', {
      data: {
        cartItems: [line],
        customerName: customer,
        customerMobile: '9876543210',
        fulfilment: { type: 'delivery', address: 'Chandni Chowk', pincode: '110006' },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    await signInAs(page, staff, '/admin/orders');
    const card = page.getByRole('article').filter({ hasText: customer });
    await expect(card.getByLabel('Pickup or delivery')).toContainText('Delivery 110006');
    // On a phone the filters fold behind a button.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Pickup or delivery' }).click();
    await page.getByRole('option', { name: 'Pickup', exact: true }).click();
    await expect(card).toHaveCount(0);
  });
});
