import type { Catalogue, Invoice, ShopSettings } from '@halwai/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/admin';
import { lineOf, unique } from '../fixtures/common';
import { adminScreenshot, storefrontScreenshot } from '../fixtures/screenshots';

const FSSAI = '10019011000123';
const SHOP_GSTIN = '07AAACH1234L1ZS'; // Delhi: a Karnataka business is another state
const KARNATAKA_BUYER = '29AAGCB7383J1Z4';

/** The seeded item of that name. */
async function itemNamed(page: Page, name: string) {
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as Catalogue;
  return catalogue.items.find((i) => i.name === name)!;
}

test.describe('food information and GST invoices', () => {
  let restore: (() => Promise<void>) | null = null;

  test.beforeEach(async ({ page, staff }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    const saved = await page.request.put('/api/admin/settings', {
      headers,
      data: { ...before, fssai: FSSAI, gstin: SHOP_GSTIN },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    restore = async () => void (await page.request.put('/api/admin/settings', { headers, data: before }));
  });
  test.afterEach(async () => {
    await restore?.();
  });

  test('the veg mark is named on a card and the product page, with the food section, Contains line, FSSAI number and JSON-LD', async ({
    page,
  }) => {
    const kaju = await itemNamed(page, 'Kaju Katli');
    await page.goto('/sweets');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Kaju Katli', exact: true }) });
    await expect(card.getByRole('img', { name: 'Vegetarian', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`FSSAI Lic. No. ${FSSAI}`);

    const response = await page.goto(`/product/${kaju.id}`);
    const html = await response!.text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      name: 'Kaju Katli',
      suitableForDiet: 'https://schema.org/VegetarianDiet',
      nutrition: { '@type': 'NutritionInformation' },
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Kaju Katli' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vegetarian', exact: true })).toBeVisible();
    const section = page.getByRole('region', { name: 'Food information' });
    await expect(section).toContainText('Contains: tree nuts, milk.');
    await expect(section).toContainText('Cashew nuts');
    await expect(section).toContainText('15 days');
    await expect(section.getByRole('table')).toContainText('Energy');
    await expect(section).toContainText(`FSSAI Lic. No. ${FSSAI}`);
    await expect(page.getByRole('contentinfo')).toContainText(`FSSAI Lic. No. ${FSSAI}`);

    // An item with egg carries the non-vegetarian mark.
    const cake = await itemNamed(page, 'Dry Fruit Cake');
    await page.goto(`/product/${cake.id}`);
    await expect(page.getByRole('img', { name: /^Non-vegetarian/ })).toBeVisible();

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product/${kaju.id}`);
      await expect(section).toBeVisible();
      await storefrontScreenshot(page, 'product-food', width);
    }
  });

  test('staff fill in the food label as a form, in English and Hindi, with a GST slab; a Hindi product page shows their Hindi', async ({
    staffPage: page,
    staff,
    browser,
  }) => {
    const { categories, subcategories } = await staff.catalogue();
    const product = await staff.createProduct({
      name: unique('Egg Cake'),
      categoryId: categories[0]!.id,
      subCategoryId: subcategories.find((s) => s.categoryId === categories[0]!.id)!.id,
      price: 400,
      priceUnit: '500 g',
      prices: [{ label: '500 g', price: 400 }],
    });
    try {
      await page.goto(`/admin/update-product/${product.id}`);
      await page.getByRole('radio', { name: 'Non-vegetarian (contains egg)' }).check();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      // A label begun but not finished is named at its fields, and nothing is saved.
      await expect(page.getByRole('textbox', { name: 'Ingredients', exact: true })).toHaveAccessibleDescription(
        'List the ingredients, heaviest first',
      );
      expect((await staff.product(product.id)).food).toBeNull();

      await page.getByRole('textbox', { name: 'Ingredients', exact: true }).fill('Flour, egg (20%), sugar, butter');
      await page.getByRole('textbox', { name: 'Ingredients in Hindi' }).fill('मैदा, अंडा (20%), चीनी, मक्खन');
      for (const allergen of ['gluten (wheat)', 'milk', 'egg']) await page.getByRole('checkbox', { name: allergen, exact: true }).check();
      await page.getByRole('textbox', { name: 'Shelf life' }).fill('4');
      await page.getByRole('textbox', { name: 'How to store it', exact: true }).fill('Keep in the fridge');
      await page.getByRole('textbox', { name: 'How to store it, in Hindi' }).fill('फ़्रिज में रखें');
      await page.getByRole('combobox', { name: 'GST rate' }).click();
      await page.getByRole('option', { name: '18%' }).click();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('heading', { level: 2, name: 'Food information' }).scrollIntoViewIfNeeded();
        await adminScreenshot(page, 'product-food-form', { fullPage: false });
      }
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(/\/admin\/product-list/);
      expect(await staff.product(product.id)).toMatchObject({
        gstRate: 18,
        food: {
          diet: 'egg',
          ingredients: 'Flour, egg (20%), sugar, butter',
          ingredientsHi: 'मैदा, अंडा (20%), चीनी, मक्खन',
          allergens: ['gluten', 'milk', 'egg'],
          shelfLifeDays: 4,
          storage: 'Keep in the fridge',
          storageHi: 'फ़्रिज में रखें',
        },
      });

      const customer = await browser.newPage();
      await customer.goto(`/product/${product.id}?lang=hi`);
      const section = customer.getByRole('region', { name: 'खाने की जानकारी' });
      await expect(section).toContainText('इसमें है: ग्लूटेन (गेहूँ), दूध, अंडा।');
      await expect(section).toContainText('मैदा, अंडा (20%), चीनी, मक्खन');
      await expect(section).toContainText('फ़्रिज में रखें');
      await expect(section).not.toContainText('Flour');
      await expect(customer.getByRole('img', { name: 'मांसाहारी (इसमें अंडा है)' }).first()).toBeVisible();
      await customer.close();
    } finally {
      await staff.deleteProduct(product.id);
    }
  });

  test('checkout with a business GSTIN: a wrong one is refused at the field, a right one gets an IGST invoice in its name', async ({
    page,
    staff,
  }) => {
    const kaju = await itemNamed(page, 'Kaju Katli');
    const line = lineOf(kaju, Math.ceil(1000 / kaju.prices[0]!.price));
    await page.goto('/my-orders');
    await page.evaluate((cart) => localStorage.setItem('cartItems', JSON.stringify(cart)), [line]);
    await page.goto('/cart');

    await page.getByRole('checkbox', { name: 'Need a GST invoice for a business?' }).check();
    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill('29AAGCB7383J1Z5');
    const business = page.getByRole('region', { name: 'GST invoice for a business' });
    await expect(business.getByText(/does not check out/)).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(unique('Buyer'));
    await page.getByLabel('Mobile number').fill('9876543210');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    await gstin.fill(KARNATAKA_BUYER);
    await expect(business.getByText('29-Karnataka')).toBeVisible();
    await page.getByRole('textbox', { name: 'Business name' }).fill('Bengaluru Sweets Traders');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await storefrontScreenshot(page, 'checkout-gst', width);
    }
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-successful\/\d+/);
    await expect(page.getByText(/^Best before \d+ \w+ \d{4}$/)).toBeVisible();

    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    const invoice = (await (
      await page.request.get(`/api/orders/${id}/invoice`, { headers: { Authorization: `Bearer ${staff.token}` } })
    ).json()) as Invoice;
    expect(invoice.buyer).toMatchObject({
      gstin: KARNATAKA_BUYER,
      businessName: 'Bengaluru Sweets Traders',
      state: '29-Karnataka',
    });
    expect(invoice.placeOfSupply).toBe('29-Karnataka');
    expect(invoice.lines[0]).toMatchObject({ cgst: 0, sgst: 0 });
    expect(invoice.lines[0]!.igst).toBeGreaterThan(0);
    expect(invoice.lines[0]!.bestBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The printable invoice names the business and charges IGST.
    const key = new URL(page.url()).searchParams.get('key')!;
    await page.goto(`/invoice/${id}?key=${encodeURIComponent(key)}`);
    await expect(page.getByText('Bengaluru Sweets Traders').first()).toBeVisible();
    await expect(page.getByText(`GSTIN ${KARNATAKA_BUYER} · 29-Karnataka`).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await storefrontScreenshot(page, 'invoice-igst', width);
    }
  });
});
