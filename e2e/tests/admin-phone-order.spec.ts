import { expect, test, unique } from '../fixtures/admin';

test.describe('phone orders', () => {
  test("staff key in a caller's order, which opens and is listed as a phone order", async ({ staffPage: page }) => {
    const customer = unique('Meena Gupta');
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'New phone order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New phone order' })).toBeVisible();

    // A caller's spelling, as the storefront's search takes it.
    await page.getByRole('searchbox', { name: /Find an item/ }).fill('kaju katly');
    await page.getByRole('button', { name: /^Add 1 kg of Kaju Katli$/ }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(customer);
    await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
    await page.getByRole('button', { name: 'Place order' }).click();

    const dialog = page.getByRole('dialog', { name: /Order #\d+/ });
    await expect(dialog).toContainText(customer);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('combobox', { name: 'Placed through' }).click();
    await page.getByRole('option', { name: 'Phone', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: customer });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Phone', { exact: true })).toBeVisible();
  });
});
