import type { Invoice, Product } from '@halwai/domain';
import { expect, test, unique, type StaffApi } from '../fixtures/admin';
import { fillCustomer } from '../fixtures/storefront';
import { storefrontScreenshot } from '../fixtures/screenshots';

const food = (allergens: string[]) => ({ diet: 'veg', ingredients: 'Milk, sugar', allergens, shelfLifeDays: 10, storage: 'Cool and dry' });

/** Three sweets with a 250 g pack, 2 kg of each in stock, and a box of 4 pieces of them made through the API as the owner's form sends it. */
async function giftBoxShop(staff: StaffApi, request: Parameters<Parameters<typeof test>[2]>[0]['request']) {
  const headers = { Authorization: `Bearer ${staff.token}` };
  const sweet = async (name: string, nameHi: string, allergens: string[]) => {
    const made = await staff.createProduct({ name: unique(name), nameHi, priceUnit: '250 g', prices: [{ label: '250 g', price: 300 }], food: food(allergens) as Product['food'] });
    expect((await request.put(`/api/admin/products/${made.id}/stock`, { headers, data: { stock: 2 } })).ok()).toBe(true);
    return made;
  };
  const kaju = await sweet('Kaju Katli', 'काजू कतली', ['tree-nuts', 'milk']);
  const barfi = await sweet('Milk Barfi', 'दूध बर्फ़ी', ['milk']);
  const ladoo = await sweet('Besan Ladoo', 'बेसन लड्डू', []);
  const box = await request.post('/api/products', {
    headers,
    multipart: {
      name: unique('Diwali Gift Box'),
      nameHi: 'दिवाली गिफ़्ट बॉक्स',
      categoryId: String(kaju.categoryId),
      subCategoryId: String(kaju.subCategoryId),
      price: '1200',
      priceUnit: 'Box',
      itemType: 'ByPieces',
      thumbnail: '/logo.svg',
      description: 'Four pieces of your choice.',
      prices: JSON.stringify([{ label: 'Box', price: 1200 }]),
      assortment: JSON.stringify({ pick: 4, from: [kaju.id, barfi.id, ladoo.id], portion: '250 g' }),
    },
  });
  expect(box.status(), await box.text()).toBe(201);
  return { kaju, barfi, ladoo, box: (await box.json()) as Product };
}

type GiftBoxShop = Awaited<ReturnType<typeof giftBoxShop>>;

/** Each test's own box and sweets, deleted after it, box first, so no later test finds their counted stock. */
const boxTest = test.extend<{ shop: GiftBoxShop }>({
  shop: async ({ staff, request }, use) => {
    const shop = await giftBoxShop(staff, request);
    await use(shop);
    for (const product of [shop.box, shop.kaju, shop.barfi, shop.ladoo]) await staff.deleteProduct(product.id);
  },
});

boxTest.describe('gift boxes the customer fills', () => {
  boxTest('a customer fills a box in the browser and orders it; staff read the stock, the slip and the invoice', async ({ page, request, staff, session, shop }) => {
    const { kaju, barfi, ladoo, box } = shop;
    await page.goto(`/product/${box.id}`);
    const chooser = page.getByRole('region', { name: 'Fill your box' });
    await expect(chooser.getByTestId('box-choice')).toHaveCount(3);
    await expect(chooser.getByTestId('box-choice').filter({ hasText: kaju.name })).toContainText('Contains: tree nuts, milk.');
    const add = chooser.getByRole('button', { name: 'Add box to cart' });
    await chooser.getByRole('button', { name: `One more ${kaju.name}` }).click();
    await chooser.getByRole('button', { name: `One more ${kaju.name}` }).click();
    await chooser.getByRole('button', { name: `One more ${barfi.name}` }).click();
    await expect(chooser.getByRole('status')).toHaveText('3 of 4 chosen');
    await expect(add).toBeDisabled();
    await chooser.getByRole('button', { name: `One more ${ladoo.name}` }).click();
    await expect(chooser.getByRole('status')).toHaveText('4 of 4 chosen');
    await add.click();
    await expect(chooser.getByText('Your box is in the cart.', { exact: false })).toBeVisible();

    await page.goto('/cart');
    const contents = page.getByRole('list', { name: 'In the box' });
    await expect(contents).toContainText(`2 × ${kaju.name} (250 g)`);
    await expect(contents).toContainText(`1 × ${barfi.name} (250 g)`);
    await fillCustomer(page, unique('Gift Buyer'), '9876543210');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=[\w-]{20,}$/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    const key = new URL(page.url()).searchParams.get('key')!;
    await expect(page.getByRole('list', { name: 'In the box' })).toContainText(`2 × ${kaju.name} (250 g)`);

    // A portion of 250 g from each chosen sweet, the one chosen twice twice.
    expect((await staff.product(kaju.id)).stock).toBe(1.5);
    expect((await staff.product(barfi.id)).stock).toBe(1.75);
    expect((await staff.product(ladoo.id)).stock).toBe(1.75);

    // The invoice: one line for the box, its contents below.
    const invoice = (await (await request.get(`/api/orders/${id}/invoice?key=${key}`)).json()) as Invoice;
    expect(invoice.lines).toHaveLength(1);
    await page.goto(`/invoice/${id}?key=${encodeURIComponent(key)}`);
    const row = page.locator('[data-layout="a4"]').getByRole('row').filter({ hasText: box.name });
    await expect(row).toContainText(`2 × ${kaju.name} (250 g)`);
    await expect(row).toContainText(`1 × ${ladoo.name} (250 g)`);

    // The packing slip, as staff print it.
    await page.evaluate(({ token, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('email', email);
    }, session);
    await page.goto(`/admin/orders/${id}/slip`);
    const slip = page.getByRole('list', { name: 'In the box' });
    await expect(slip).toContainText(`2 × ${kaju.name} (250 g)`);
    await expect(slip).toContainText(`1 × ${barfi.name} (250 g)`);
  });

  for (const language of ['en', 'hi'] as const) {
    boxTest(`the chooser at 375 and 1280 wide in ${language === 'en' ? 'English' : 'Hindi'}`, async ({ page, shop }) => {
      const { kaju, box } = shop;
      await page.goto('/');
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      await page.goto(`/product/${box.id}`);
      const chooser = page.getByRole('region', { name: language === 'en' ? 'Fill your box' : 'अपना बॉक्स भरें' });
      await expect(chooser.getByTestId('box-choice')).toHaveCount(3);
      await chooser.getByTestId('box-choice').filter({ hasText: language === 'en' ? kaju.name : 'काजू कतली' }).getByRole('button').last().click();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await storefrontScreenshot(page, `gift-box-${language}`, width);
      }
    });
  }
});
