import sharp from 'sharp';
import { expect, test, unique, type StaffApi } from '../fixtures/admin';
import type { Page } from '@playwright/test';

const TOGGLE = '**/api/Items/ToggleProductAvailability/ToggleAvailability/*';

/** Makes every availability toggle fail as the server's error funnel would. */
const refuseToggles = (page: Page) =>
  page.route(TOGGLE, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: '{"status":500,"title":"Internal Server Error","message":"Something went wrong!"}',
    }),
  );

/** A small orange PNG, the kind of photo staff upload. */
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#E07B00' } })
    .png()
    .toBuffer();

async function fillRequiredFields(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Price entry 1 label' }).fill('500 g');
  await page.getByRole('textbox', { name: 'Price entry 1 price' }).fill('240');
}

/** Opens the product list showing just the product called `name`. */
async function listShowing(page: Page, name: string) {
  await page.goto('/admin/product-list');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  return card;
}

const availability = async (staff: StaffApi, id: number) => (await staff.product(id)).isAvailable;

test.describe('creating products', () => {
  test('a product with an uploaded picture is added and shown on the storefront as WebP', async ({ staffPage: page, staff }) => {
    const name = unique('Milk Cake');
    await page.goto('/admin/create-product');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    const { categories, subcategories } = await staff.catalogue();
    await expect(page.getByRole('combobox', { name: /^Category/ })).toHaveText(categories[0]!.name);
    await expect(page.getByRole('combobox', { name: /^Subcategory/ })).toHaveText(
      subcategories.find((s) => s.categoryId === categories[0]!.id)!.name,
    );
    await expect(page.getByRole('textbox', { name: 'Thumbnail URL' })).toHaveValue('/logo.svg');
    await expect(page.getByRole('switch', { name: 'Available to customers' })).toBeChecked();

    await fillRequiredFields(page, name);
    await page.getByLabel('Upload image').setInputFiles({ name: 'milk-cake.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', /^data:image\/png/);
    await page.getByRole('button', { name: 'Add Product' }).click();

    const added = page.getByRole('dialog', { name: 'Product Added' });
    await expect(added).toContainText(name);
    const product = (await staff.catalogue()).items.find((i) => i.name === name)!;
    expect(product.thumbnail).toMatch(/^\/media\/.+\.webp$/);
    expect(product.prices).toEqual([{ label: '500 g', price: 240 }]);
    await added.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    await page.goto(`/product/${product.id}`);
    const picture = page.getByRole('img', { name });
    await expect(picture).toHaveAttribute('src', product.thumbnail);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('packs 250 g ₹150 … 1 kg ₹560 head the product "₹150 / 250 g" on its page and cards, and a cart follows its new name', async ({
    staffPage: page,
    staff,
  }) => {
    const name = unique('Pedha');
    await page.goto('/admin/create-product');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(page.getByRole('textbox', { name: /price unit/i })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Price entry 1 label' }).fill('250 g');
    await page.getByRole('textbox', { name: 'Price entry 1 price' }).fill('150');
    await expect(page.getByRole('textbox', { name: 'Price entry 1 stock one pack uses' })).toHaveAccessibleDescription(
      'How much stock one pack uses, in kg. Blank: from the label',
    );
    await page.getByRole('button', { name: 'Add price entry' }).click();
    await page.getByRole('textbox', { name: 'Price entry 2 label' }).fill('1 kg');
    await page.getByRole('textbox', { name: 'Price entry 2 price' }).fill('560');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('dialog', { name: 'Product Added' }).getByRole('button', { name: 'OK' }).click();

    const product = (await staff.catalogue()).items.find((i) => i.name === name)!;
    expect([product.price, product.priceUnit]).toEqual([150, '250 g']);
    await page.goto(`/product/${product.id}`);
    await expect(page.locator('.price--large')).toHaveText('₹150/ 250 g');
    const card = await listShowing(page, name);
    await expect(card).toContainText('₹150/ 250 g');

    // A cart line stored before staff renamed the product shows the new name.
    await page.evaluate(
      (line) => localStorage.setItem('cartItems', JSON.stringify([line])),
      { id: product.id, name, price: 150, selectedWeight: '250 g', quantity: 1, thumbnail: product.thumbnail },
    );
    const renamed = `${name} Special`;
    await staff.replaceProduct({ ...product, name: renamed });
    await page.goto('/cart');
    await expect(page.getByRole('listitem', { name: renamed })).toBeVisible();
    await expect(page.getByRole('listitem', { name, exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]')[0].name)).toBe(renamed);
  });

  test('/admin/product-create is the same form', async ({ staffPage: page }) => {
    await page.goto('/admin/product-create');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
  });

  test('a file that is not an image, or is over 4 MB, is refused in the browser', async ({ staffPage: page }) => {
    await page.goto('/admin/create-product');
    const upload = page.getByLabel('Upload image');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('File must be an image')).toBeVisible();
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) });
    await expect(page.getByText('Image size must be less than 4MB')).toBeVisible();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByText('Image size must be less than 4MB')).toBeHidden();
  });

  test('every rule is said at its field, price entries included, and nothing is sent', async ({ staffPage: page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/products')) sent.push(request.url());
    });
    await page.goto('/admin/create-product');
    await page.getByRole('button', { name: 'Remove price entry 1' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field is required');
    await expect(page.getByText('Add at least one price entry')).toBeVisible();
    await expect(page.getByText(/Some fields need attention/)).toBeVisible();

    await page.getByRole('button', { name: 'Add price entry' }).click();
    await page.getByRole('textbox', { name: 'Price entry 1 price' }).fill('-5');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('textbox', { name: 'Price entry 1 price' })).toHaveAccessibleDescription(
      'Price must be greater than 0',
    );
    expect(sent).toEqual([]);
  });

  test('a refusal from the server shows the Error dialog and lands on the field', async ({ staffPage: page, staff }) => {
    const name = unique('Twin Peda');
    await page.goto('/admin/create-product');
    await fillRequiredFields(page, name);
    await page.getByRole('button', { name: 'Add price entry' }).click();
    await page.getByRole('textbox', { name: 'Price entry 2 label' }).fill('500 g');
    await page.getByRole('textbox', { name: 'Price entry 2 price' }).fill('250');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('Each price entry needs its own label');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Each price entry needs its own label').first()).toBeVisible();
    expect((await staff.catalogue()).items.some((i) => i.name === name)).toBe(false);
  });
});

test.describe('editing products', () => {
  test('the edit form loads the product, saves it and returns to the list', async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct();
    const card = await listShowing(page, product.name);
    await card.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/update-product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(product.name);
    await expect(page.getByRole('textbox', { name: 'Price entry 1 label' })).toHaveValue('500 g');

    const renamed = `${product.name} (ghee)`;
    await name.fill(renamed);
    await page.getByRole('textbox', { name: 'Price entry 1 price' }).fill('275');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/product-list$/);
    await expect(page.getByText(`Product ${renamed} updated successfully`)).toBeVisible();
    expect(await staff.product(product.id)).toMatchObject({ name: renamed, price: 275 });
  });

  test("a new price for the first pack is the price the catalogue card and the product page show", async ({
    staffPage: page,
    staff,
  }) => {
    const chamCham = (await staff.catalogue()).items.find((i) => i.name === 'Cham Cham')!;
    expect(chamCham.prices[0]).toEqual({ label: '250 g', price: 120 });
    try {
      await page.goto(`/admin/update-product/${chamCham.id}`);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Cham Cham');
      // The first pack is the one the card's price speaks of; there is no other price to keep in step.
      await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Price entry 1 price' }).fill('139');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(/\/admin\/product-list$/);

      await page.goto('/sweets');
      await page.getByLabel('Search items').fill('Cham Cham');
      const card = page.getByRole('article', { name: 'Cham Cham', exact: true });
      await expect(card).toContainText('₹139');
      await expect(card).not.toContainText('₹120');

      await page.goto(`/product/${chamCham.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Cham Cham' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('₹139');
      await expect(page.getByRole('main')).not.toContainText('₹120');
    } finally {
      await staff.replaceProduct(chamCham);
    }
  });

  test('changing the category picks that category’s first subcategory; clearing it clears both', async ({
    staffPage: page,
    staff,
  }) => {
    const product = await staff.createProduct();
    const { categories, subcategories } = await staff.catalogue();
    const other = categories.find((c) => c.id !== product.categoryId)!;
    await page.goto(`/admin/update-product/${product.id}`);
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: other.name, exact: true }).click();
    await expect(page.getByRole('combobox', { name: /^Subcategory/ })).toHaveText(
      subcategories.find((s) => s.categoryId === other.id)!.name,
    );
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'None' }).click();
    await expect(page.getByText('Choose a category first')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription('This field is required');
  });

  test('an unknown product shows an error dialog', async ({ staffPage: page }) => {
    await page.goto('/admin/update-product/999999');
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('Product with ID: 999999 not found.');
    await error.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/admin\/product-list$/);
  });
});

test.describe('availability and deletion on the product list', () => {
  test('the card switch is sent at once', async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct();
    const card = await listShowing(page, product.name);
    const available = card.getByRole('switch', { name: `Available: ${product.name}` });
    await available.click();
    await expect(page.getByText(`Product ${product.name} status changed successfully`)).toBeVisible();
    await expect(available).not.toBeChecked();
    await expect(card.getByText('Unavailable')).toBeVisible();
    expect(await availability(staff, product.id)).toBe(false);
  });

  test('the card switch moves back when the server refuses', async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct();
    const card = await listShowing(page, product.name);
    await refuseToggles(page);
    const available = card.getByRole('switch', { name: `Available: ${product.name}` });
    await available.click();
    await expect(page.getByText(`Error toggling status for ${product.name}`)).toBeVisible();
    await expect(available).toBeChecked();
    expect(await availability(staff, product.id)).toBe(true);
  });

  test('the list filters by category and subcategory', async ({ staffPage: page, staff }) => {
    const { categories, subcategories } = await staff.catalogue();
    const sub = subcategories.find((s) => s.categoryId !== subcategories[0]!.categoryId)!;
    const product = await staff.createProduct({ categoryId: sub.categoryId, subCategoryId: sub.id });
    await page.goto('/admin/product-list');
    await page.getByRole('combobox', { name: /^Categories/ }).click();
    await page.getByRole('option', { name: categories.find((c) => c.id === sub.categoryId)!.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: /^Subcategory/ }).click();
    await page.getByRole('option', { name: sub.name, exact: true }).click();
    await expect(page.getByRole('article', { name: product.name })).toBeVisible();
    const count = (await staff.catalogue()).items.filter((i) => i.subCategoryId === sub.id).length;
    await expect(page.getByRole('article')).toHaveCount(count);
  });

  test('Delete asks first: No keeps the product, Yes deletes it', async ({ staffPage: page, staff, request }) => {
    const product = await staff.createProduct();
    const card = await listShowing(page, product.name);
    await card.getByRole('button', { name: `More actions for ${product.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product?' }).getByRole('button', { name: 'No' }).click();
    await expect(card).toBeVisible();
    expect((await request.get(`/get-product/${product.id}`)).status()).toBe(200);

    await card.getByRole('button', { name: `More actions for ${product.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Product ${product.name} deleted successfully`)).toBeVisible();
    await expect(card).toBeHidden();
    expect((await request.get(`/get-product/${product.id}`)).status()).toBe(404);
  });
});

test.describe('product table and cards', () => {
  test('the table shows 25 rows per page and its switch says what it did', async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct();
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Products' });
    // The demo shop has more than 25 items: a full first page.
    await expect(table.getByRole('rowheader')).toHaveCount(25);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await expect(table.getByRole('rowheader')).toHaveText([product.name]);

    await table.getByRole('switch', { name: `Available: ${product.name}` }).click();
    await expect(page.getByText(`Product "${product.name}" has been set to Unavailable.`)).toBeVisible();
    expect(await availability(staff, product.id)).toBe(false);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(`Product "${product.name}" has been set to Unavailable.`)).toBeHidden();
  });

  test('the table switch moves back when the server refuses', async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct();
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await refuseToggles(page);
    const available = page.getByRole('switch', { name: `Available: ${product.name}` });
    await available.click();
    await expect(page.getByText(`Failed to update availability for "${product.name}".`)).toBeVisible();
    await expect(available).toBeChecked();
  });

  test('product cards show every product as customers see it, unavailable ones marked', async ({ staffPage: page, staff }) => {
    const product = await staff.createProduct({ isAvailable: false, discount: 15 });
    await page.goto('/admin/product-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Cards' })).toBeVisible();
    const card = page.getByRole('article', { name: product.name });
    await expect(card.getByText('Unavailable')).toBeVisible();
    await expect(card.getByText('15% OFF')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount((await staff.catalogue()).items.length);
  });
});
