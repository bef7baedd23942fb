import type { AdminCategory, OrderView, ShopSettings } from '@halwai/domain';
import { expect, signInAs, test, unique } from '../fixtures/admin';

const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

type Accepted = { body: { template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } } };

// Words a shop writes on its board; the run's mark keeps them apart from earlier runs on the same database.
const mark = unique('').trim();

test('staff give Hindi names, a Hindi page shows them, and an order placed in Hindi is told in Hindi', async ({
  page,
  session,
  staff,
  request,
  browser,
}) => {
  // A whole story: two screens of the back office, three storefront pages, an order and its message.
  test.slow();
  const headers = { Authorization: `Bearer ${staff.token}` };
  const category = `E2E Mithai ${mark}`;
  const categoryHi = `ई2ई मिठाई ${mark}`;

  // Staff add a category and a subcategory, each with its Hindi name, on the categories screen.
  await signInAs(page, session, '/admin/categories');
  const addCategory = page.getByRole('form', { name: 'New category' });
  await addCategory.getByRole('textbox', { name: 'New category' }).fill(category);
  await addCategory.getByRole('textbox', { name: 'नाम (Hindi)' }).fill(categoryHi);
  await addCategory.getByRole('button', { name: 'Add' }).click();
  const card = page.getByRole('region', { name: category });
  await expect(card).toContainText(categoryHi);
  const addSub = card.getByRole('form', { name: `New subcategory in ${category}` });
  await addSub.getByRole('textbox', { name: `New subcategory in ${category}` }).fill(`Katli ${mark}`);
  await addSub.getByRole('textbox', { name: 'नाम (Hindi)' }).fill(`कतली ${mark}`);
  await addSub.getByRole('button', { name: 'Add' }).click();
  await expect(card).toContainText(`कतली ${mark}`);

  const tree = (await (await request.get('/api/admin/categories', { headers })).json()) as AdminCategory[];
  const made = tree.find((c) => c.name === category)!;
  const sub = made.subcategories[0]!;
  expect([made.nameHi, sub.nameHi]).toEqual([categoryHi, `कतली ${mark}`]);

  // A product there, given its Hindi name and description on the product form.
  const product = await staff.createProduct({
    name: `Kesar Kaju Katli ${mark}`,
    categoryId: made.id,
    subCategoryId: sub.id,
    price: 1200,
    priceUnit: '1 kg',
    prices: [{ label: '1 kg', price: 1200 }],
    description: 'Cashew diamonds with saffron.',
  });
  try {
    await page.goto(`/admin/update-product/${product.id}`);
    await page.getByRole('textbox', { name: 'नाम (Hindi)' }).fill(`केसर काजू कतली ${mark}`);
    await page.getByRole('textbox', { name: 'विवरण (Hindi)' }).fill('केसर वाली काजू की कतलियाँ।');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/product-list/);
    expect(await staff.product(product.id)).toMatchObject({ nameHi: `केसर काजू कतली ${mark}`, descriptionHi: 'केसर वाली काजू की कतलियाँ।' });

    // A customer on a Hindi page sees the Hindi names; the cart keeps the Hindi name of what was added.
    const customer = await browser.newPage();
    await customer.goto(`/sweets/${made.id}?lang=hi`);
    await expect(customer.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(customer.getByRole('heading', { level: 1, name: categoryHi })).toBeVisible();
    const item = customer.getByRole('article', { name: `केसर काजू कतली ${mark}` });
    await expect(item).toContainText('केसर वाली काजू की कतलियाँ।');
    await item.locator('button.shop-button--contained').click();
    await customer.getByRole('dialog', { name: `केसर काजू कतली ${mark}` }).locator('button.MuiButton-contained').click();
    const stored = await customer.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { nameHi?: string }[]);
    expect(stored.map((line) => line.nameHi)).toEqual([`केसर काजू कतली ${mark}`]);

    await customer.goto(`/product/${product.id}`);
    await expect(customer.getByRole('heading', { level: 1, name: `केसर काजू कतली ${mark}` })).toBeVisible();

    await customer.goto('/cart');
    await expect(customer.getByRole('link', { name: `केसर काजू कतली ${mark}` })).toBeVisible();
    const buyer = unique('Hindi Grahak');
    await customer.locator('input[name="customerName"]').fill(buyer);
    const mobile = customer.locator('input[name="customerMobile"]');
    await mobile.fill('9876512345');
    const placeOrder = mobile.locator('xpath=ancestor::form').locator('button[type="submit"]');
    await expect(placeOrder).toBeEnabled();
    await placeOrder.click();
    await expect(customer).toHaveURL(/\/order-successful\/\d+\?key=/);
    const url = new URL(customer.url());
    const id = Number(/order-successful\/(\d+)/.exec(url.pathname)![1]);
    const key = url.searchParams.get('key')!;
    await expect(customer.getByText(`केसर काजू कतली ${mark}`)).toBeVisible();
    const order = (await (await request.get(`/get-order/${id}?key=${encodeURIComponent(key)}`)).json()) as OrderView;
    expect(order.language).toBe('hi');
    expect(order.products.map((p) => p.nameHi)).toEqual([`केसर काजू कतली ${mark}`]);

    // The shop confirms it: WhatsApp gets the template in Hindi.
    const stored0 = (await (await request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    const withTemplate = structuredClone(stored0);
    withTemplate.customerMessages!.steps.confirmed.whatsappTemplate = 'order_confirmed';
    expect((await request.put('/api/admin/settings', { headers, data: withTemplate })).ok()).toBe(true);
    try {
      expect((await request.put(`/api/admin/orders/${id}/status`, { headers, data: { status: 'confirmed' } })).ok()).toBe(true);
      const toldFor = async () => {
        const accepted = (await (await request.get(`${fakeWhatsApp}/sent`)).json()) as Accepted[];
        return accepted.find((m) => m.body.template.components[0]?.parameters.some((p) => p.text === String(id).padStart(4, '0')))?.body.template ?? null;
      };
      await expect.poll(toldFor).not.toBeNull();
      expect(await toldFor()).toMatchObject({ name: 'order_confirmed', language: { code: 'hi' } });
    } finally {
      expect((await request.put('/api/admin/settings', { headers, data: stored0 })).ok()).toBe(true);
    }

    // The invoice prints in the order's language, its title in both.
    await customer.goto(`/invoice/${id}?key=${encodeURIComponent(key)}&lang=en`);
    await expect(customer.getByRole('heading', { name: 'टैक्स इनवॉइस (TAX INVOICE)' })).toBeVisible();
    await customer.close();
  } finally {
    await staff.deleteProduct(product.id);
    await staff.deleteSubcategory(sub.id);
    await staff.deleteCategory(made.id);
  }
});
