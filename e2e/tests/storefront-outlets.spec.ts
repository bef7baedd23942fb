import type { AdminOrder } from '@halwai/domain';
import type { Page } from '@playwright/test';
import { apiLogin, type Session, unique } from '../fixtures/common';
import { storefrontScreenshot } from '../fixtures/screenshots';
import { availableItem, enoughOf, expect, fillCustomer, openWithCart, rupees, test } from '../fixtures/storefront';

// A second outlet makes the storefront ask where the customer orders from. It delivers to 110024 for
// ₹35 (the shop itself delivers nowhere), so an order charged ₹35 was taken at it.
const LAJPAT = {
  name: 'Lajpat Nagar',
  nameHi: 'लाजपत नगर',
  address: '12 Central Market, Lajpat Nagar, New Delhi',
  phone: '9811122334',
  openingHours: null,
  holidays: null,
  pickup: true,
  delivery: { pincodes: ['110024'], charge: 35, freeFrom: null },
  gstin: null,
  email: null,
  active: true,
};

let staff: Session;
let outletId: number;
const auth = () => ({ Authorization: `Bearer ${staff.token}` });

test.beforeAll(async ({ request }) => {
  staff = await apiLogin(request);
  const created = await request.post('/api/admin/outlets', { headers: auth(), data: LAJPAT });
  expect(created.ok(), await created.text()).toBe(true);
  outletId = ((await created.json()) as { id: number }).id;
});

test.afterAll(async ({ request }) => {
  // Outlets are never deleted: closed for good, later specs see a shop with one outlet again.
  await request.put(`/api/admin/outlets/${outletId}`, { headers: auth(), data: { ...LAJPAT, active: false } });
});

const outletButton = (page: Page) => page.getByTestId('outlet-button');

async function inHindi(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
  await page.context().addInitScript(() => localStorage.setItem('language', 'hi'));
}

test.describe('choosing the outlet on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a pincode finds the outlet, the top bar shows it, the catalogue and the order are that outlet\'s', async ({ catalogue, page }) => {
    const line = enoughOf(availableItem(catalogue, 100));
    const items = line.price * line.quantity;
    await openWithCart(page, [line], '/');

    await expect(outletButton(page)).toHaveText('Delivery or pickup? Choose your outlet');
    await outletButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Where do you order from?' });
    await expect(dialog.getByText('Lajpat Nagar', { exact: true })).toBeVisible();
    await dialog.getByLabel('Your pincode').fill('560001');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog.getByText('None of our outlets delivers to 560001 yet. You can pick up instead.')).toBeVisible();
    await storefrontScreenshot(page, 'outlet-chooser', 375);

    const outletCatalogue = page.waitForRequest((r) => r.url().endsWith(`/api/catalogue?outlet=${outletId}`));
    await dialog.getByLabel('Your pincode').fill('110024');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog).toBeHidden();
    await outletCatalogue;
    await expect(outletButton(page)).toContainText('Delivery to 110024 from Lajpat Nagar');
    await storefrontScreenshot(page, 'outlet-chosen', 375);

    // Remembered on the device.
    await page.reload();
    await expect(outletButton(page)).toContainText('Delivery to 110024 from Lajpat Nagar');

    // The cart starts with delivery to that pincode, on the outlet's terms.
    await page.goto('/cart');
    await expect(page.getByRole('radio', { name: /^Delivery/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue('110024');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(`Shipping${rupees(35)}`);
    await page.getByRole('textbox', { name: 'Delivery address' }).fill('4 Ring Road, Lajpat Nagar');
    await fillCustomer(page, unique('Outlet'), '9876543210');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/Notify/OrderTotal') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ outletId });

    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    const order = (await (await page.request.get(`/api/admin/orders/${id}`, { headers: auth() })).json()) as AdminOrder;
    expect(order.fulfilment).toMatchObject({ type: 'delivery', pincode: '110024', deliveryCharge: 35 });
    expect(order.orderTotal).toBe(items + 35);
  });

  test('in Hindi: the question, the chooser and the chosen outlet', async ({ page, baseURL }) => {
    await inHindi(page, baseURL!);
    await page.goto('/');
    await expect(outletButton(page)).toHaveText('डिलीवरी या पिकअप? अपना आउटलेट चुनें');
    await outletButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'आप कहाँ से ऑर्डर करेंगे?' });
    await dialog.getByLabel('आपका पिनकोड').fill('110024');
    await dialog.getByRole('button', { name: 'खोजें' }).click();
    await expect(dialog).toBeHidden();
    await expect(outletButton(page)).toContainText('110024 पर डिलीवरी, लाजपत नगर से');
    await storefrontScreenshot(page, 'outlet-chosen-hi', 375);
  });
});

test.describe('choosing the outlet on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('pickup at an outlet, shown in the top bar and at checkout, in English and Hindi', async ({ catalogue, page, baseURL }) => {
    await openWithCart(page, [enoughOf(availableItem(catalogue, 100))], '/');
    await outletButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Where do you order from?' });
    await storefrontScreenshot(page, 'outlet-chooser', 1280);
    await dialog.getByRole('button', { name: 'Pick up at Lajpat Nagar' }).click();
    await expect(outletButton(page)).toContainText('Pickup at Lajpat Nagar');
    await storefrontScreenshot(page, 'outlet-chosen', 1280);
    await page.goto('/cart');
    await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
    await expect(page.getByText(LAJPAT.address)).toBeVisible();
    await expect(page.getByTestId('cart-outlet')).toHaveText(/^From Lajpat Nagar · open \S/);
    await storefrontScreenshot(page, 'outlet-cart', 1280);

    await inHindi(page, baseURL!);
    await page.goto('/');
    await expect(outletButton(page)).toContainText('लाजपत नगर से पिकअप');
    await storefrontScreenshot(page, 'outlet-chosen-hi', 1280);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-outlet')).toHaveText(/^लाजपत नगर से · खुला: \S/);
  });
});
