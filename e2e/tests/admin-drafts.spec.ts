import { expect, test, unique } from '../fixtures/admin';
import type { Page } from '@playwright/test';

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('local drafts', () => {
  test('a draft is kept in localStorage.products with the real categories, edited, deleted', async ({
    staffPage: page,
    staff,
  }) => {
    const { categories, subcategories } = await staff.catalogue();
    const category = categories[1]!;
    const firstSub = subcategories.find((s) => s.categoryId === category.id)!;
    const name = unique('Draft Rasgulla');
    await page.goto('/admin/drafts');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Drafts' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New draft' });
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await form.getByRole('textbox', { name: 'Thumbnail URL' }).fill('logo');
    await expect(form.getByText('Enter a valid URL.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Price entry 1 price' }).fill('0');
    await expect(form.getByText('Enter a valid price greater than 0.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill('x');
    await form.getByRole('textbox', { name: 'Name' }).fill('');
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expect(save).toBeDisabled();

    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Thumbnail URL' }).fill(new URL('/logo.svg', page.url()).href);
    await choose(page, /^Category/, category.name);
    await expect(page.getByRole('combobox', { name: /^Subcategory/ })).toHaveText(firstSub.name);
    await choose(page, /^Item type/, 'By pieces');
    await form.getByRole('textbox', { name: 'Price entry 1 label' }).fill('6 pcs');
    await form.getByRole('textbox', { name: 'Price entry 1 price' }).fill('180');
    await expect(save).toBeEnabled();
    await save.click();

    const row = page.getByRole('table', { name: 'Drafts' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(category.name);
    await expect(row).toContainText(firstSub.name);
    await expect(row).toContainText('By pieces');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('products') ?? '[]') as { name: string; subcategoryId: number }[],
    );
    expect(stored).toEqual([expect.objectContaining({ name, subcategoryId: firstSub.id })]);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit draft' });
    await editForm.getByRole('textbox', { name: 'Name' }).fill(`${name} tin`);
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('rowheader', { name: `${name} tin` })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name} tin` }).click();
    await page.getByRole('dialog', { name: 'Delete draft?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('rowheader', { name: `${name} tin` })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('products'))).toBe('[]');
  });

  test('Publish turns a draft into a real product and removes the draft', async ({ staffPage: page, staff }) => {
    const { subcategories } = await staff.catalogue();
    const sub = subcategories[2]!;
    const name = unique('Draft Cham Cham');
    const origin = new URL(page.url()).origin;
    await page.evaluate((draft) => localStorage.setItem('products', JSON.stringify([draft])), {
      id: 'e2e-draft',
      name,
      thumbnail: `${origin}/logo.svg`,
      categoryId: sub.categoryId,
      subcategoryId: sub.id,
      itemType: 'ByPieces',
      description: 'Soft and syrupy.',
      isAvailable: true,
      prices: [
        { label: '6 pcs', price: 210 },
        { label: '12 pcs', price: 400 },
      ],
    });
    await page.goto('/admin/drafts');
    await page.getByRole('button', { name: `Publish ${name}` }).click();
    await expect(page.getByText(new RegExp(`Draft ${name} published as product #\\d+`))).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('products'))).toBe('[]');

    const product = (await staff.catalogue()).items.find((i) => i.name === name)!;
    expect(product).toMatchObject({
      subCategoryId: sub.id,
      price: 210,
      priceUnit: '6 pcs',
      thumbnail: '/logo.svg',
      itemType: 'ByPieces',
    });
    expect(product.prices).toHaveLength(2);
  });
});
