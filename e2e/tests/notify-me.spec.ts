import { expect, signInAs, test } from '../fixtures/admin';

const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

test.describe('Tell me when it is back', () => {
  test('a customer asks on a sold-out item page, staff see them waiting, and the restock sends one WhatsApp message', async ({
    page,
    staff,
    session,
    request,
  }) => {
    const item = await staff.createProduct({ name: `Notify Barfi ${Date.now()}` });
    const setStock = (stock: number) =>
      request.put(`/api/admin/products/${item.id}/stock`, { data: { stock }, headers: { Authorization: `Bearer ${session.token}` } });
    expect((await setStock(0)).ok()).toBe(true);
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const sentTo = async () =>
      ((await (await request.get(`${fakeWhatsApp}/sent`)).json()) as { body: { to: string; template: { name: string } } }[]).filter(
        (m) => m.body.to === `91${mobile}`,
      );

    await page.goto(`/product/${item.id}`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    const dialog = page.getByRole('dialog', { name: `Tell me when ${item.name} is back` });
    await expect(dialog).toContainText('Send me one WhatsApp or SMS message when this is back. Nothing else.');
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status')).toContainText(`You will get one message when ${item.name} is back.`);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Staff see one customer waiting on the item's page.
    const staffPage = await page.context().newPage();
    await signInAs(staffPage, session, `/admin/update-product/${item.id}`);
    await expect(staffPage.getByText('1 customer waits to hear it is back')).toBeVisible();

    expect((await setStock(5)).ok()).toBe(true);
    await expect.poll(async () => (await sentTo()).map((m) => m.body.template.name), { timeout: 10_000 }).toEqual(['back_in_stock']);
    await staffPage.reload();
    await expect(staffPage.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(staffPage.getByText(/waits? to hear it is back/)).toHaveCount(0);
    await staff.deleteProduct(item.id);
  });
});
