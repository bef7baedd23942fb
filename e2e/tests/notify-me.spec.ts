import type { Outlet } from '@halwai/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test, unique } from '../fixtures/admin';

const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

type Headers = Record<string, string>;

/** A second outlet, which the test closes when done (outlets are never deleted). */
async function openOutlet(request: APIRequestContext, headers: Headers, name: string): Promise<Outlet> {
  const created = await request.post('/api/admin/outlets', {
    headers,
    data: { name: unique(name), address: '4 Ring Road, Lajpat Nagar, New Delhi', phone: '9811122334' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Outlet;
}

/** Sets an item's stock at an outlet (the first when none is named). */
const stockSetter = (request: APIRequestContext, headers: Headers, productId: number) => async (stock: number | null, at = 1) =>
  expect((await request.put(`/api/admin/products/${productId}/stock`, { headers, data: { stock, outletId: at } })).status()).toBe(200);

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

  test("at a second outlet: the customer waits there, the first outlet's restock tells them nothing, a transfer in sends the message", async ({
    page,
    staff,
    session,
    request,
  }) => {
    const headers = { Authorization: `Bearer ${session.token}` };
    const outlet = await openOutlet(request, headers, 'Notify Outlet');
    const outletId = outlet.id;
    const item = await staff.createProduct({ name: unique('Notify Peda') });
    const setStock = stockSetter(request, headers, item.id);
    const waiting = async () =>
      ((await (await request.get(`/api/admin/back-in-stock?productId=${item.id}`, { headers })).json()) as { waiting: number }[])[0]?.waiting ?? 0;
    const mobile = `97${String(Date.now()).slice(-8)}`;
    const sentTo = async () =>
      ((await (await request.get(`${fakeWhatsApp}/sent`)).json()) as { body: { to: string; template: { name: string } } }[]).filter(
        (m) => m.body.to === `91${mobile}`,
      );
    try {
      // The shop has some; the customer's outlet has none.
      await setStock(2, 1);
      await setStock(0, outletId);
      await page.addInitScript((id) => localStorage.setItem('outlet', JSON.stringify({ id, way: 'pickup' })), outletId);
      await page.goto(`/sweets/${item.categoryId}/${item.subCategoryId}`);
      await expect(page.getByTestId('outlet-button')).toContainText(`Pickup at ${outlet.name}`);
      const card = page.getByRole('article').filter({ hasText: item.name });
      await expect(card.getByText('Sold out').first()).toBeVisible();
      await card.getByRole('button', { name: 'Notify me' }).click();
      const dialog = page.getByRole('dialog', { name: `Tell me when ${item.name} is back` });
      await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
      const asked = page.waitForRequest((r) => r.url().endsWith(`/api/products/${item.id}/notify`) && r.method() === 'POST');
      await dialog.getByRole('button', { name: 'Notify me' }).click();
      expect((await asked).postDataJSON()).toMatchObject({ mobile, outletId });
      await expect(page.getByRole('status')).toContainText(`You will get one message when ${item.name} is back.`);
      expect(await waiting()).toBe(1);

      // More at the first outlet: the request still waits (its message would have ended it).
      await setStock(5, 1);
      expect(await waiting()).toBe(1);

      // Stock moved to the customer's outlet: one message, naming the outlet.
      const moved = await request.post('/api/admin/transfers', { headers, data: { from: 1, to: outletId, lines: [{ productId: item.id, quantity: 1 }] } });
      expect(moved.ok(), await moved.text()).toBe(true);
      await expect.poll(async () => (await sentTo()).map((m) => m.body.template.name), { timeout: 10_000 }).toEqual(['back_in_stock']);
      expect(JSON.stringify((await sentTo())[0]!.body)).toContain(outlet.name);
      expect(await waiting()).toBe(0);
    } finally {
      await setStock(null);
      await staff.deleteProduct(item.id);
      // Outlets are never deleted: closed for good, later specs see a shop with one outlet again.
      await request.put(`/api/admin/outlets/${outletId}`, { headers, data: { ...outlet, active: false } });
    }
  });

  test("the item's page at a second outlet: sold out there with Notify me while the first outlet has plenty, then that outlet's \"Only N left\"", async ({
    page,
    staff,
    session,
    request,
  }) => {
    const headers = { Authorization: `Bearer ${session.token}` };
    const outlet = await openOutlet(request, headers, 'Page Outlet');
    const item = await staff.createProduct({ name: unique('Outlet Page Peda') });
    const setStock = stockSetter(request, headers, item.id);
    try {
      await setStock(10, 1); // 20 packs of 500 g at the first outlet
      await setStock(0, outlet.id);
      await page.addInitScript((id) => localStorage.setItem('outlet', JSON.stringify({ id, way: 'pickup' })), outlet.id);
      const read = page.waitForRequest((r) => r.url().endsWith(`/get-product/${item.id}?outlet=${outlet.id}`));
      await page.goto(`/product/${item.id}`);
      await read;
      await expect(page.getByTestId('outlet-button')).toContainText(`Pickup at ${outlet.name}`);
      await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
      await expect(page.getByText('Sold out for now. Please check back soon.')).toBeVisible();

      // Two packs reach the outlet: it sells them, and says how few are left there, not at the shop.
      await setStock(1, outlet.id);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      await expect(page.getByText('Only 2 left')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
    } finally {
      await setStock(0, outlet.id);
      await setStock(null, 1);
      await staff.deleteProduct(item.id);
      // Outlets are never deleted: closed for good, later specs see a shop with one outlet again.
      await request.put(`/api/admin/outlets/${outlet.id}`, { headers, data: { ...outlet, active: false } });
    }
  });
});
