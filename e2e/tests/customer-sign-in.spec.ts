import type { Page } from '@playwright/test';
import { expect, test, unique, type StaffApi } from '../fixtures/admin';
import { screenshotPath } from '../fixtures/screenshots';
import { codeLanguagesSentTo, codesSentTo, latestCode, uniqueMobile } from '../fixtures/sign-in-codes';

/** What a second phone's browser does on My orders: ask for a code, read it off WhatsApp, sign in. */
async function signInWithCode(page: Page, mobile: string, codesBefore: number) {
  await page.goto('/my-orders');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a 6-digit code to this number on WhatsApp. It works for 5 minutes.')).toBeVisible();
  const code = await latestCode(page.request, mobile, codesBefore + 1);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Signed in as +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` })).toBeVisible();
}

const orderHeading = (id: number) => `Order #${String(id).padStart(4, '0')}`;

async function placeTwo(staff: StaffApi, mobile: string) {
  const first = await staff.placeOrder(unique('Asha'), mobile, 1);
  const second = await staff.placeOrder(unique('Asha V'), `+91 ${mobile}`, 2);
  return { first, second };
}

test.describe('customers sign in with their mobile', () => {
  test('a second phone signs in by the code sent on WhatsApp, sees every order of the number, opens one without its key and orders it again', async ({
    browser,
    page,
    staff,
  }) => {
    test.setTimeout(180_000); // two phones, a sign-in, an order page and the cart: a whole story
    const mobile = uniqueMobile();
    const { first, second } = await placeTwo(staff, mobile);

    // The first phone placed the first order, so it remembers only that one.
    await page.goto('/my-orders');
    await page.evaluate(
      (o) =>
        localStorage.setItem(
          'myOrders',
          JSON.stringify([{ id: o.id, accessKey: o.accessKey, date: new Date().toISOString(), total: 1000 }]),
        ),
      first,
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: orderHeading(first.id) })).toBeVisible();
    await expect(page.getByRole('heading', { name: orderHeading(second.id) })).toHaveCount(0);

    // The second phone knows neither, until it signs in.
    const secondPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await secondPhone.newPage();
    try {
      await signInWithCode(phone, mobile, (await codesSentTo(phone.request, mobile)).length);
      await expect(phone.getByRole('heading', { name: orderHeading(second.id) })).toBeVisible();
      await expect(phone.getByRole('heading', { name: orderHeading(first.id) })).toBeVisible();
      const headings = await phone.getByRole('heading', { name: /^Order #/ }).allTextContents();
      expect(headings.indexOf(orderHeading(second.id))).toBeLessThan(headings.indexOf(orderHeading(first.id)));
      await phone.screenshot({ path: screenshotPath('storefront-my-orders-signed-in-390.png'), fullPage: true });

      // The order page opens with the sign-in alone, no key in its address.
      await phone.goto(`/order-successful/${second.id}`);
      await expect(phone.getByRole('heading', { name: 'Your items' })).toBeVisible();
      await phone.getByRole('button', { name: `Order again: the items of order #${String(second.id).padStart(4, '0')}` }).click();
      const dialog = phone.getByRole('dialog', { name: 'Added to your cart' });
      await expect(dialog).toContainText(`items of order #${String(second.id).padStart(4, '0')} are in your cart`);
      await dialog.getByRole('link', { name: 'Go to cart' }).click();
      await expect(phone).toHaveURL('/cart');
      const order = (await (
        await phone.request.get(`/get-order/${second.id}?key=${encodeURIComponent(second.accessKey)}`)
      ).json()) as { products: { name: string; quantity: number }[] };
      const cart = (await phone.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))) as {
        name: string;
        quantity: number;
      }[];
      expect(cart.map((l) => [l.name, l.quantity])).toEqual(order.products.map((l) => [l.name, l.quantity]));

      // Signing out on this phone: the token no longer opens the order, anywhere.
      const token = await phone.evaluate(() => localStorage.getItem('customerToken'));
      await phone.goto('/my-orders');
      await phone.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(phone.getByRole('button', { name: 'Send code' })).toBeVisible();
      await expect(phone.getByRole('heading', { name: orderHeading(second.id) })).toHaveCount(0);
      const after = await phone.request.get(`/get-order/${second.id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(after.status()).toBe(404);
    } finally {
      await secondPhone.close();
    }
  });

  test('a desktop signs in too, and Order again leaves out what the shop switched off, saying so', async ({
    browser,
    request,
    staff,
  }) => {
    test.setTimeout(180_000);
    const mobile = uniqueMobile();
    const product = await staff.createProduct({ prices: [{ label: '500 g', price: 1100 }], price: 1100 });
    const placed = await staff.placeOrder(unique('Ravi'), mobile, 3);
    const withProduct = (await (
      await request.post('/api/Notify/OrderTotal', {
        data: {
          cartItems: [
            { id: product.id, name: product.name, price: 1100, selectedWeight: '500 g', quantity: 1, thumbnail: '/logo.svg' },
          ],
          customerName: 'Ravi',
          customerMobile: mobile,
        },
      })
    ).json()) as { id: number };
    await staff.replaceProduct({ ...product, isAvailable: false });
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await desktop.newPage();
    try {
      await signInWithCode(page, mobile, (await codesSentTo(page.request, mobile)).length);
      await expect(page.getByRole('heading', { name: orderHeading(placed.id) })).toBeVisible();
      await page.screenshot({ path: screenshotPath('storefront-my-orders-signed-in-1280.png'), fullPage: true });
      await page
        .getByRole('button', { name: `Order again: the items of order #${String(withProduct.id).padStart(4, '0')}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Nothing could be added' });
      await expect(dialog).toContainText(`${product.name} (500 g): not available today`);
      await dialog.getByRole('button', { name: 'Close' }).click();
    } finally {
      await desktop.close();
      await staff.deleteProduct(product.id);
    }
  });

  test('3 codes per number in 15 minutes, then the page says to wait', async ({ page }) => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 3; i++) expect((await page.request.post('/api/customer/otp', { data: { mobile } })).status()).toBe(200);
    const refused = await page.request.post('/api/customer/otp', { data: { mobile } });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(14 * 60);

    await page.goto('/my-orders');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many codes asked for this number\. Try again in 1[45] min\.$/);
    await page.screenshot({ path: screenshotPath('storefront-my-orders-sign-in-1280.png'), fullPage: true });
    expect(await codesSentTo(page.request, mobile)).toHaveLength(3);
  });

  test('5 wrong codes lock the number: the right code is refused with the time to wait', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const mobile = uniqueMobile();
    await page.goto('/my-orders');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCode(page.request, mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const codeField = page.getByRole('textbox', { name: '6-digit code' });
    for (let i = 0; i < 4; i++) {
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('That code is not right, or it has expired. Check it, or ask for a new code.')).toBeVisible();
    }
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code is not right. Too many wrong codes: try again in 15 min.')).toBeVisible();

    const locked = await page.request.post('/api/customer/verify', { data: { mobile, code } });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(14 * 60);
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many wrong codes for this number. Try again in 15 min.');
    await page.screenshot({ path: screenshotPath('storefront-my-orders-sign-in-390.png'), fullPage: true });
    expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();
  });

  test('a Hindi page asks for the code in Hindi, an English page in English', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/my-orders?lang=hi');
    await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(mobile);
    await page.getByRole('button', { name: 'कोड भेजें' }).click();
    await expect(page.getByRole('textbox', { name: '6 अंकों का कोड' })).toBeVisible();
    await expect.poll(() => codeLanguagesSentTo(page.request, mobile)).toEqual(['hi']);

    await page.goto('/my-orders?lang=en');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
    await expect.poll(async () => (await codeLanguagesSentTo(page.request, mobile)).length).toBe(2);
    expect((await codeLanguagesSentTo(page.request, mobile))[1]).not.toBe('hi');
  });

  test('asking for a code answers the same for a number that never ordered', async ({ request, staff }) => {
    const known = uniqueMobile();
    await staff.placeOrder(unique('Known'), known, 1);
    const unknown = uniqueMobile();
    const a = await request.post('/api/customer/otp', { data: { mobile: known } });
    const b = await request.post('/api/customer/otp', { data: { mobile: unknown } });
    expect(a.status()).toBe(200);
    expect(await b.text()).toBe(await a.text());
  });
});
