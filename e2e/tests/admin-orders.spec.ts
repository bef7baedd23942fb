import { expect, test, unique } from '../fixtures/admin';

const orderNumber = (id: number) => `Order #${String(id).padStart(4, '0')}`;

test.describe('orders', () => {
  test('an order placed in the shop shows as a Pending card, newest first, found by name or mobile', async ({
    staffPage: page,
    staff,
  }) => {
    const customer = unique('Meera Iyer');
    const older = await staff.placeOrder(unique('Earlier customer'));
    const order = await staff.placeOrder(customer, '9123456780');
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const headings = page.getByRole('article').getByRole('heading');
    await expect(headings.first()).toHaveText(orderNumber(order.id));
    await expect(headings.nth(1)).toHaveText(orderNumber(older.id));

    const card = page.getByRole('article', { name: orderNumber(order.id) });
    await expect(card).toContainText(customer);
    await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919123456780');
    await expect(card).toContainText('Total₹');
    await expect(card.getByText('Pending')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name or mobile' }).fill('9123456780');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search by name or mobile' }).fill(customer);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: orderNumber(order.id) })).toBeVisible();
  });

  test('View Details opens the whole order', async ({ staffPage: page, staff }) => {
    const customer = unique('Kabir Rao');
    const order = await staff.placeOrder(customer);
    await page.goto('/admin/orders');
    await page
      .getByRole('article', { name: orderNumber(order.id) })
      .getByRole('button', { name: 'View Details' })
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(orderNumber(order.id)) });
    await expect(dialog).toContainText(customer);
    await expect(dialog.getByRole('table')).toContainText('Total');
    await expect(dialog.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Mark Completed changes the status for real', async ({ staffPage: page, staff, request }) => {
    const order = await staff.placeOrder(unique('Ritu Sen'));
    await page.goto('/admin/orders');
    const card = page.getByRole('article', { name: orderNumber(order.id) });
    await card.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(page.getByText(`${orderNumber(order.id)} marked as completed`)).toBeVisible();
    await expect(card.getByText('Completed')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
    const saved = await request.get(`/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
    expect(((await saved.json()) as { orderStatus: number }).orderStatus).toBe(1);

    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByRole('article', { name: orderNumber(order.id) })).toBeVisible();
    await expect(page.getByRole('article').getByText('Pending')).toHaveCount(0);
  });

  test('Cancel Order asks first: No keeps it pending, Yes cancels it', async ({ staffPage: page, staff, request }) => {
    const order = await staff.placeOrder(unique('Dev Malhotra'));
    await page.goto('/admin/orders');
    const card = page.getByRole('article', { name: orderNumber(order.id) });
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'No' }).click();
    await expect(card.getByText('Pending')).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText(`${orderNumber(order.id)} cancelled`)).toBeVisible();
    await expect(card.getByText('Cancelled')).toBeVisible();
    const saved = await request.get(`/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
    expect(((await saved.json()) as { orderStatus: number }).orderStatus).toBe(2);
  });
});
