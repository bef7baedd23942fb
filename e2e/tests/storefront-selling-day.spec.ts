import { expect, test, unique } from '../fixtures/admin';
import { lineOf } from '../fixtures/common';
import { fillCustomer, openWithCart, rupees } from '../fixtures/storefront';
import { adminScreenshot, storefrontScreenshot } from '../fixtures/screenshots';

/** A selling day: Diwali boxes by the score, a festival code, a gift message; stock on the cards; the offers screen. */
test.describe('a selling day', () => {
  test('20 boxes in the cart, an offer code with its saving, and a gift message kept with the order', async ({ page, staff, request }) => {
    const box = await staff.createProduct({ name: unique('Diwali Box'), itemType: 'ByPieces', price: 100, priceUnit: 'box', prices: [{ label: 'Box', price: 100 }] });
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const created = await request.post('/api/admin/offers', {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: { code, type: 'percent', value: 10 },
    });
    expect(created.status()).toBe(201);
    try {
      await openWithCart(page, [lineOf(box, 1)]);
      await page.getByLabel('Quantity').fill('20');
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText(`Order total${rupees(2000)}`);

      await page.getByRole('textbox', { name: 'Offer code' }).fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`${code} applied: you save ${rupees(200)}`)).toBeVisible();
      await expect(summary).toContainText(`Order total${rupees(1800)}`);
      await page.getByLabel('Gift message (optional)').fill('Shubh Deepavali, with love from the Mehtas');
      await fillCustomer(page, 'Asha Verma', '9876543210');
      for (const width of [375, 1280]) await storefrontScreenshot(page, 'cart-offer', width);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
      await expect(page.getByText('Shubh Deepavali, with love from the Mehtas')).toBeVisible();
      await expect(page.getByText(`Offer ${code}`)).toBeVisible();
    } finally {
      await staff.deleteProduct(box.id);
      const { id } = (await created.json()) as { id: number };
      await request.delete(`/api/admin/offers/${id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
    }
  });

  test('a card and the product page say Only N left, then Sold out with Notify me in place of Add to cart', async ({ page, staff, request }) => {
    const kaju = await staff.createProduct({ name: unique('Kaju Katli'), prices: [{ label: '500 g', price: 550 }], price: 550 });
    const setStock = async (stock: number | null) =>
      expect(
        (await request.put(`/api/admin/products/${kaju.id}/stock`, { headers: { Authorization: `Bearer ${staff.token}` }, data: { stock } })).status(),
      ).toBe(200);
    try {
      await setStock(1.5);
      await page.goto(`/sweets/${kaju.categoryId}/${kaju.subCategoryId}`);
      const card = page.getByRole('article').filter({ hasText: kaju.name });
      await expect(card.getByText('Only 3 left')).toBeVisible();
      await page.goto(`/product/${kaju.id}`);
      await expect(page.getByText('Only 3 left')).toBeVisible();

      await setStock(0);
      await page.goto(`/sweets/${kaju.categoryId}/${kaju.subCategoryId}`);
      await expect(card.getByText('Sold out').first()).toBeVisible();
      await expect(card.getByRole('button', { name: 'Notify me' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    } finally {
      await setStock(null);
      await staff.deleteProduct(kaju.id);
    }
  });

  test('staff manage offer codes on their screen', async ({ staffPage: page, request, staff }) => {
    const code = `SHOT${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/admin/offers');
    await page.getByRole('button', { name: 'New offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New offer code' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Uses in all').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: code });
    await expect(row).toContainText('15% off · 0 of 100 used');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await adminScreenshot(page, 'offers');
    }
    const offers = (await (await request.get('/api/admin/offers', { headers: { Authorization: `Bearer ${staff.token}` } })).json()) as { id: number; code: string }[];
    const id = offers.find((o) => o.code === code)!.id;
    await request.delete(`/api/admin/offers/${id}`, { headers: { Authorization: `Bearer ${staff.token}` } });
  });
});
