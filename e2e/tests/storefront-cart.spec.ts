import {
  availableItem,
  enoughOf,
  expect,
  fillCustomer,
  lineOf,
  openWithCart,
  rupees,
  storedCart,
  test,
} from '../fixtures/storefront';

test.describe('cart', () => {
  test('an empty cart says so and leads back to the items', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveTitle('Your cart · Halwai Sweets & Snacks');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore Items' }).click();
    await expect(page).toHaveURL('/sweets');
  });

  test('lines show picture, name, variant and price; a typed quantity changes the total; every change is saved', async ({
    catalogue,
    page,
  }) => {
    const a = availableItem(catalogue, 100);
    const b = availableItem(catalogue, 50, [a.id]);
    await openWithCart(page, [lineOf(a, 1), lineOf(b, 2)]);

    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const first = lines.filter({ hasText: a.name });
    await expect(first.locator('img')).toHaveAttribute('src', a.thumbnail);
    await expect(first.getByText(a.prices[0]!.label, { exact: true })).toBeVisible();
    await expect(first.getByText(`${rupees(a.prices[0]!.price)} each`)).toBeVisible();

    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('All prices are inclusive of GST.');
    // The demo shop does not deliver: every order is a pickup, which has no shipping line.
    await expect(summary).not.toContainText('Shipping');
    const total = (qa: number, qb: number) => rupees(a.prices[0]!.price * qa + b.prices[0]!.price * qb);
    await expect(summary).toContainText(`Order total${total(1, 2)}`);

    const quantity = first.getByLabel('Quantity');
    await quantity.fill('4');
    await expect(summary).toContainText(`Order total${total(4, 2)}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
    expect(await storedCart(page)).toEqual([lineOf(a, 4), lineOf(b, 2)]);

    await page.reload();
    await expect(summary).toContainText(`Order total${total(4, 2)}`);
  });

  test('removing a line asks first: No keeps it, Yes removes it', async ({ catalogue, page }) => {
    const a = availableItem(catalogue, 100);
    const b = availableItem(catalogue, 50, [a.id]);
    await openWithCart(page, [lineOf(a, 1), lineOf(b, 1)]);

    const remove = page.getByRole('button', { name: `Remove ${a.name} (${a.prices[0]!.label})` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
    await expect(dialog).toContainText(a.name);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: a.name })).toHaveCount(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: a.name })).toHaveCount(0);
    expect(await storedCart(page)).toEqual([lineOf(b, 1)]);

    await page.getByRole('button', { name: `Remove ${b.name} (${b.prices[0]!.label})` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  });

  test('the customer form checks the mobile number and keeps Place Order disabled while invalid', async ({ catalogue, page }) => {
    await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeDisabled();

    await page.getByLabel('Name').fill('Meera');
    await page.getByLabel('Mobile number').click();
    await page.getByLabel('Name').click();
    await expect(page.getByText('Mobile number is required')).toBeVisible();
    await page.getByLabel('Mobile number').fill('98765');
    await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await expect(placeOrder).toBeDisabled();
    await page.getByLabel('Mobile number').fill('98765abcde');
    await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await expect(placeOrder).toBeDisabled();

    await page.getByLabel('Mobile number').fill('9876543210');
    await expect(placeOrder).toBeEnabled();
    await page.getByLabel('Name').fill('');
    await expect(placeOrder).toBeDisabled();
  });

  test('the minimum order is shown before checkout, with Place Order disabled and the reason', async ({ catalogue, page }) => {
    const small = availableItem(catalogue, 50);
    expect(small.prices[0]!.price).toBeLessThan(1000);
    await openWithCart(page, [lineOf(small, 1)]);
    await expect(page.getByText(/more to reach our minimum order of ₹1,000/)).toBeVisible();
    await fillCustomer(page, 'Meera', '9876543210');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Minimum Order Value is ₹1000: add' })).toBeVisible();
    expect(await storedCart(page)).toEqual([lineOf(small, 1)]);
  });

  test('malformed stored lines are dropped, and the stored value stays a plain array', async ({ catalogue, page }) => {
    const a = availableItem(catalogue, 100);
    await page.goto('/my-orders');
    await page.evaluate(
      (good) => localStorage.setItem('cartItems', JSON.stringify([good, { id: 'x' }, null, { ...good, id: 77, quantity: 0 }])),
      lineOf(a, 2),
    );
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Quantity').fill('3');
    expect(await storedCart(page)).toEqual([lineOf(a, 3)]);
  });
});
