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

  test('Mark Completed asks first, then changes the status for real', async ({ staffPage: page, staff, request }) => {
    const order = await staff.placeOrder(unique('Ritu Sen'));
    await page.goto('/admin/orders');
    const card = page.getByRole('article', { name: orderNumber(order.id) });
    await card.getByRole('button', { name: 'Mark Completed' }).click();
    await page.getByRole('dialog', { name: 'Complete this order?' }).getByRole('button', { name: 'No' }).click();
    await expect(card.getByText('Pending')).toBeVisible();
    await card.getByRole('button', { name: 'Mark Completed' }).click();
    const completing = page.getByRole('dialog', { name: 'Complete this order?' });
    // Unpaid: the money came at the counter, by UPI.
    await completing.getByRole('radio', { name: 'UPI' }).check();
    await completing.getByRole('button', { name: 'Yes, complete it' }).click();
    await expect(page.getByText(`${orderNumber(order.id)} marked as completed`)).toBeVisible();
    await expect(card.getByText('Completed')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
    const saved = await request.get(`/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
    expect(await saved.json()).toMatchObject({ orderStatus: 1, status: 'completed', paid: true, payment: { method: 'upi' } });
    await expect(card.getByText('Paid · UPI')).toBeVisible();

    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByRole('article', { name: orderNumber(order.id) })).toBeVisible();
    await expect(page.getByRole('article').getByText('Pending')).toHaveCount(0);
  });

  test('an order walks through its steps; a cancel asks for the reason the customer then reads, and Undo takes it back', async ({
    staffPage: page,
    staff,
    browser,
  }) => {
    const order = await staff.placeOrder(unique('Nisha Gupta'));
    await page.goto('/admin/orders');
    const card = page.getByRole('article', { name: orderNumber(order.id) });
    for (const [button, step] of [
      ['Confirm', 'Confirmed'],
      ['Start preparing', 'Preparing'],
      ['Ready for pickup', 'Ready for pickup'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      await expect(page.getByText(`${orderNumber(order.id)} is now ${step.toLowerCase()}`)).toBeVisible();
      await expect(card.locator('.MuiChip-label', { hasText: step })).toBeVisible();
    }

    // The customer's page shows the step reached.
    const customer = await browser.newPage();
    await customer.goto(`/order/${order.id}?key=${order.accessKey}`);
    const progress = customer.getByRole('region', { name: 'Order progress' });
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Ready for pickup');
    await expect(customer.getByText('Your order is ready: collect it at the shop.')).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog.getByRole('button', { name: 'Yes, cancel it' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Our oven broke down today');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText(`${orderNumber(order.id)} cancelled`)).toBeVisible();
    await expect(card.locator('.MuiChip-label', { hasText: 'Cancelled' })).toBeVisible();

    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeVisible();
    await expect(customer.getByText('Reason: Our oven broke down today')).toBeVisible();

    await card.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${orderNumber(order.id)} is back to ready for pickup`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: new RegExp(orderNumber(order.id)) });
    await expect(details.getByRole('list', { name: 'Order steps' }).getByRole('listitem')).toHaveCount(6);
    await expect(details).toContainText('Reason: Our oven broke down today');
    await expect(details).toContainText('Back to Ready for pickup (Undo)');

    await customer.reload();
    await expect(customer.getByRole('region', { name: 'Order progress' }).locator('[aria-current="step"]')).toHaveText('Ready for pickup');
    await customer.close();
  });

  test('Cancel Order asks first with a reason: No keeps it pending, Yes cancels it', async ({ staffPage: page, staff, request }) => {
    const order = await staff.placeOrder(unique('Dev Malhotra'));
    await page.goto('/admin/orders');
    const card = page.getByRole('article', { name: orderNumber(order.id) });
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'No' }).click();
    await expect(card.getByText('Pending')).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Customer asked to cancel');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText(`${orderNumber(order.id)} cancelled`)).toBeVisible();
    await expect(card.getByText('Cancelled')).toBeVisible();
    const saved = await request.get(`/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
    expect(await saved.json()).toMatchObject({ orderStatus: 2, status: 'cancelled' });
  });
});
