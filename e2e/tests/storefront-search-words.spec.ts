import { expect, test, unique } from '../fixtures/admin';

/** Issue 13: staff add other names (Hindi names, local spellings) to a product, and customers find it by them. */

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`search words given in the product form find the product on a ${viewport.name}`, async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct({ name: unique('Kesar Boondi') });
    try {
      await page.goto(`/admin/update-product/${product.id}`);
      const words = page.getByRole('textbox', { name: 'Search words' });
      await expect(words).toHaveValue('');
      await words.fill('motichoor, मोतीचूर, jhilmil');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(/\/admin\/product-list$/);
      expect(await staff.product(product.id)).toMatchObject({ searchWords: 'motichoor, मोतीचूर, jhilmil' });

      await page.setViewportSize(viewport);
      await page.goto('/sweets');
      const box = page.getByLabel('Search items');
      const found = page.getByRole('article').getByRole('heading');
      await box.fill('motichoor');
      await expect(found.filter({ hasText: product.name })).toHaveCount(1);
      await box.fill('मोतीचूर');
      await expect(found.filter({ hasText: product.name })).toHaveCount(1);
      // A word only the search words hold: the product is the first (and only) match.
      await box.fill('jhilmil');
      await expect(found.first()).toHaveText(product.name);
      await expect(found).toHaveCount(1);
    } finally {
      await staff.deleteProduct(product.id);
    }
  });
}
