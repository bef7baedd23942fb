import { expect, test, unique } from '../fixtures/admin';

test.describe('categories', () => {
  test('add a category and a subcategory, rename them and delete them', async ({ staffPage: page, staff }) => {
    const category = unique('Dry Fruits');
    const sub = unique('Cashews');
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New category' }).fill(category);
    await page.getByRole('form', { name: 'New category' }).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Category ${category} added`)).toBeVisible();
    const section = page.getByRole('region', { name: category });
    await expect(section).toContainText('0 products');

    await section.getByRole('textbox', { name: `New subcategory in ${category}` }).fill(sub);
    await section.getByRole('button', { name: 'Add' }).click();
    await expect(section.getByRole('list', { name: `Subcategories of ${category}` })).toContainText(sub);
    const catalogue = await staff.catalogue();
    expect(catalogue.subcategories.some((s) => s.name === sub)).toBe(true);

    await section.getByRole('button', { name: `Rename ${sub}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename subcategory' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${sub} (W240)`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(section).toContainText(`${sub} (W240)`);

    await section.getByRole('button', { name: `Delete ${sub} (W240)` }).click();
    await page.getByRole('dialog', { name: 'Delete subcategory?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`${sub} (W240) deleted`)).toBeVisible();
    await section.getByRole('button', { name: `Delete ${category}` }).click();
    await page.getByRole('dialog', { name: 'Delete category?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`${category} deleted`)).toBeVisible();
    await expect(page.getByRole('region', { name: category })).toHaveCount(0);
  });

  test('a name already taken is said at the field', async ({ staffPage: page, staff }) => {
    const existing = (await staff.catalogue()).categories[0]!.name;
    await page.goto('/admin/categories');
    await page.getByRole('textbox', { name: 'New category' }).fill(existing.toUpperCase());
    await page.getByRole('form', { name: 'New category' }).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('textbox', { name: 'New category' })).toHaveAccessibleDescription(
      'A category with this name already exists',
    );
  });

  test('a subcategory still used by products cannot be deleted, and the server says how many use it', async ({
    staffPage: page,
    staff,
  }) => {
    const category = await staff.createCategory(unique('Gift Boxes'));
    const sub = await staff.createSubcategory(category.id, unique('Diwali'));
    const products = [
      await staff.createProduct({ categoryId: category.id, subCategoryId: sub.id }),
      await staff.createProduct({ categoryId: category.id, subCategoryId: sub.id }),
    ];
    try {
      await page.goto('/admin/categories');
      const section = page.getByRole('region', { name: category.name });
      await expect(section).toContainText('2 products');
      await section.getByRole('button', { name: `Delete ${sub.name}` }).click();
      await page.getByRole('dialog', { name: 'Delete subcategory?' }).getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText(`${sub.name} cannot be deleted: 2 products use this subcategory`)).toBeVisible();
      await section.getByRole('button', { name: `Delete ${category.name}` }).click();
      await page.getByRole('dialog', { name: 'Delete category?' }).getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText(`${category.name} cannot be deleted: 2 products use this category`)).toBeVisible();
    } finally {
      // Later tests read the whole catalogue: leave no category of ours behind.
      for (const product of products) await staff.deleteProduct(product.id);
      await staff.deleteSubcategory(sub.id);
      await staff.deleteCategory(category.id);
    }
  });
});
