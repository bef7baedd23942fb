import type { Page } from '@playwright/test';
import { apiLogin, holdRequests, unique } from '../fixtures/common';
import {
  availableItem,
  enoughOf,
  expect,
  fillCustomer,
  lineOf,
  openWithCart,
  ordersOf,
  rupees,
  storedCart,
  test,
  updateProduct,
} from '../fixtures/storefront';

let token: string;

test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request)).token;
});

const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place Order' });

interface StoredOrder {
  id: number;
  accessKey: string;
  date: string;
  total: number;
}
const myOrders = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('myOrders') ?? '[]') as StoredOrder[]);

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a customer goes from home to a placed order on a ${viewport.name}`, async ({ catalogue, page, request }) => {
    await page.setViewportSize(viewport);
    const customer = unique('Journey');
    const category = catalogue.categories.find((c) => c.name === 'Dry Fruit Sweets')!;
    const firstSub = catalogue.subcategories.find((s) => s.categoryId === category.id)!;
    const item = catalogue.items.find((i) => i.subCategoryId === firstSub.id && i.isAvailable && i.prices.length >= 3)!;
    const variant = item.prices[2]!;

    // A signed-in staff member shopping keeps their session (docs/architecture.md, "Sessions").
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('email', 'staff@example.test');
      localStorage.setItem('token', 'kept-token');
    });

    await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: new RegExp(`^${category.name}`) })
      .click();
    await expect(page).toHaveURL(`/sweets/${category.id}`);

    const card = page.getByRole('article', { name: item.name, exact: true });
    await card.getByRole('button', { name: 'Add to cart' }).click();
    const sheet = page.getByRole('dialog', { name: item.name });
    await sheet.getByRole('radio', { name: new RegExp(`^${variant.label}`) }).check();
    const quantity = Math.ceil(1000 / variant.price);
    for (let q = 1; q < quantity; q++) await sheet.getByRole('button', { name: 'Increase quantity' }).click();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(card.getByText(`${quantity} in cart`)).toBeVisible();

    await page.getByRole('link', { name: `Go to cart, ${quantity} item${quantity === 1 ? '' : 's'}` }).click();
    await expect(page).toHaveURL('/cart');
    const total = variant.price * quantity;
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(`Order total${rupees(total)}`);

    await fillCustomer(page, customer, '9876543210');
    await placeOrderButton(page).click();

    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=[\w-]{20,}$/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${customer}!` })).toBeVisible();
    await expect(page.getByText(`#${String(id).padStart(4, '0')}`)).toBeVisible();
    await expect(page).toHaveTitle(`Order #${String(id).padStart(4, '0')} · Halwai Sweets & Snacks`);
    await expect(page.getByRole('listitem').filter({ hasText: item.name })).toContainText(
      `${variant.label} · ${quantity} × ${rupees(variant.price)}`,
    );
    await expect(page.getByText(rupees(total)).last()).toBeVisible();
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    await expect(page.locator('dl')).toContainText(today);

    // Five stars, four chosen, each with its word; nothing is sent.
    await expect(page.getByRole('radio', { name: '4 stars, good' })).toBeChecked();
    await expect(page.getByText('good', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: '4 stars, good' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '5 stars, great' })).toBeChecked();
    await expect(page.getByText('great', { exact: true })).toBeVisible();

    // The cart is empty, the order is remembered, the staff session is untouched.
    expect(await storedCart(page)).toEqual([]);
    const remembered = await myOrders(page);
    expect(remembered[0]).toMatchObject({ id, total });
    expect(page.url()).toContain(`key=${remembered[0]!.accessKey}`);
    expect(await page.evaluate(() => [localStorage.getItem('email'), localStorage.getItem('token')])).toEqual([
      'staff@example.test',
      'kept-token',
    ]);
    expect(await ordersOf(request, token, customer)).toEqual([expect.objectContaining({ id, orderTotal: total })]);

    // My orders lists it with its current status.
    await page.goto('/my-orders');
    const row = page.getByRole('listitem').filter({ hasText: `Order #${String(id).padStart(4, '0')}` });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(rupees(total));
    await row.getByRole('link', { name: /^View order/ }).click();
    await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
  });
}

test('a double click on Place Order makes one order', async ({ catalogue, page, request }) => {
  const customer = unique('Double');
  await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
  await fillCustomer(page, customer, '9876543210');
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Notify/OrderTotal')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await placeOrderButton(page).dblclick();
  await expect(page).toHaveURL(/\/order-successful\/\d+/);
  expect(await ordersOf(request, token, customer)).toHaveLength(1);
  expect(new Set(keys).size).toBe(1);
});

test('a lost answer is sent again by itself under the same Idempotency-Key and makes one order', async ({ catalogue, page, request }) => {
  const customer = unique('Flaky');
  await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
  const keys: string[] = [];
  let first = true;
  // The first order reaches the shop, but its answer never comes back.
  await page.route('**/api/Notify/OrderTotal', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await fillCustomer(page, customer, '9876543210');
  await placeOrderButton(page).click();
  // The customer is not asked to try again: the page does, and the shop answers with the order it stored.
  await expect(page).toHaveURL(/\/order-successful\/\d+/);
  await expect(page.getByRole('dialog', { name: 'Order not placed' })).toHaveCount(0);
  expect(await ordersOf(request, token, customer)).toHaveLength(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a price changed on the server meanwhile: the line says so, takes the new price, and the order then goes through', async ({
  catalogue,
  page,
  request,
}) => {
  const customer = unique('Repriced');
  const item = availableItem(catalogue, 100, [availableItem(catalogue, 100).id]);
  const other = availableItem(catalogue, 50, [item.id]);
  const oldPrice = item.prices[0]!.price;
  const newPrice = oldPrice + 40;
  const itemLine = enoughOf(item);
  await openWithCart(page, [lineOf(other, 1), itemLine]);

  const before = await updateProduct(request, token, item.id, {
    price: newPrice,
    prices: item.prices.map((p, i) => (i === 0 ? { ...p, price: newPrice } : p)),
  });
  try {
    await fillCustomer(page, customer, '9876543210');
    await placeOrderButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Validation Failed' });
    await expect(dialog).toContainText(`The price of ${item.name} (${item.prices[0]!.label}) has changed`);
    await dialog.getByRole('button', { name: 'OK' }).click();

    const line = page.getByRole('listitem').filter({ hasText: item.name });
    await expect(line.getByRole('alert')).toHaveText(
      `The price changed from ${rupees(oldPrice)} to ${rupees(newPrice)}. Your total is updated.`,
    );
    await expect(line).toContainText(`${rupees(newPrice)} each`);
    await expect(page.getByRole('listitem').filter({ hasText: other.name }).getByRole('alert')).toHaveCount(0);
    const total = newPrice * itemLine.quantity + other.prices[0]!.price;
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(`Order total${rupees(total)}`);
    expect(await ordersOf(request, token, customer)).toHaveLength(0);

    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-successful\/\d+/);
    expect(await ordersOf(request, token, customer)).toEqual([expect.objectContaining({ orderTotal: total })]);
  } finally {
    await updateProduct(request, token, item.id, { price: before.price, prices: before.prices });
  }
});

test('an unavailable line is marked so the customer can remove it', async ({ catalogue, page }) => {
  const gone = catalogue.items.find((i) => !i.isAvailable)!;
  await openWithCart(page, [enoughOf(availableItem(catalogue, 100)), lineOf(gone, 1)]);
  await fillCustomer(page, unique('Unavailable'), '9876543210');
  await placeOrderButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Validation Failed' })).toContainText(`${gone.name} is currently unavailable`);
  await page.getByRole('button', { name: 'OK' }).click();

  const line = page.getByRole('listitem').filter({ hasText: gone.name });
  await expect(line.getByRole('alert')).toHaveText(`${gone.name} is currently unavailable. Please remove it.`);
  await expect(line.getByLabel('Quantity')).toBeDisabled();
  await line.getByRole('button', { name: `Remove ${gone.name} (${gone.prices[0]!.label})` }).click();
  await page.getByRole('dialog', { name: 'Remove this item?' }).getByRole('button', { name: 'Yes' }).click();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order-successful\/\d+/);
});

test('a failed answer without a message says "HTTP error! Status: 500"', async ({ catalogue, page }) => {
  await page.route('**/api/Notify/OrderTotal', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }),
  );
  await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
  await fillCustomer(page, 'Meera', '9876543210');
  await placeOrderButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Order not placed' })).toContainText('HTTP error! Status: 500');
});

test('a persistent loader shows while the order is on its way', async ({ catalogue, page }) => {
  const release = await holdRequests(page, '**/api/Notify/OrderTotal');
  await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
  await fillCustomer(page, unique('Loader'), '9876543210');
  await placeOrderButton(page).click();
  const loader = page.getByRole('dialog', { name: 'Placing your order…' });
  await expect(loader).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(loader).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/order-successful\/\d+/);
});

test.describe('order page', () => {
  test('a wrong or missing key, or an unknown id, reads as not found', async ({ catalogue, page, request }) => {
    const response = await request.post('/api/Notify/OrderTotal', {
      data: {
        cartItems: [enoughOf(availableItem(catalogue, 100))],
        customerName: unique('Lookup'),
        customerMobile: '9876543210',
      },
    });
    const { id, accessKey } = (await response.json()) as { id: number; accessKey: string };

    for (const path of [
      `/order-successful/${id}?key=wrong`,
      `/order/${id}`,
      '/order/999999?key=x',
      '/order-successful/abc?key=x',
    ]) {
      await page.goto(path);
      const shownId = /\/(\w+)(\?|$)/.exec(path.replace(/^\/order(-successful)?/, ''))![1];
      await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found!' })).toBeVisible();
      await expect(page.getByText('404 Not Found')).toBeVisible();
      await expect(page.getByText(`Order with ID: ${shownId} not found.`)).toBeVisible();
    }
    await expect(page).toHaveTitle('Order not found · Halwai Sweets & Snacks');

    // With its key, both addresses show the order.
    for (const path of [`/order/${id}?key=${accessKey}`, `/order-successful/${id}?key=${accessKey}`]) {
      await page.goto(path);
      await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
    }
  });

  test('shows a loading state first', async ({ catalogue, page, request }) => {
    const response = await request.post('/api/Notify/OrderTotal', {
      data: { cartItems: [enoughOf(availableItem(catalogue, 100))], customerName: unique('Slow'), customerMobile: '9876543210' },
    });
    const { id, accessKey } = (await response.json()) as { id: number; accessKey: string };
    const release = await holdRequests(page, '**/get-order/**');
    await page.goto(`/order/${id}?key=${accessKey}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your order…' })).toBeVisible();
    release();
    await expect(page.getByText('Order Placed', { exact: true })).toBeVisible();
  });

  test('My orders says when there are none', async ({ page }) => {
    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });
});
