import { addDays, dateInZone, type AdminOrder, type Catalogue, type ShopSettings, type SlotPlaces } from '@halwai/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs } from '../fixtures/admin';
import { apiLogin, fillDate, unique, type Session } from '../fixtures/common';
import { adminScreenshot, storefrontScreenshot } from '../fixtures/screenshots';
import { availableItem, enoughOf, expect, fillCustomer, openWithCart, test } from '../fixtures/storefront';

// A second outlet open round the clock every day, so the day ordered for is open there whatever the
// shop's own hours; it takes pickups and delivers nowhere of its own (the shop's area).
const SAKET = {
  name: unique('Saket'),
  nameHi: 'साकेत',
  address: '3 Saket District Centre, New Delhi',
  phone: '9811100223',
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '23:59' })),
  holidays: null,
  pickup: true,
  delivery: null,
  gstin: null,
  email: null,
  active: true,
};
const MORNING = '10:00-12:00';
const NOON = '12:00-14:00';

let staff: Session;
let before: ShopSettings;
let saket: number;
const auth = () => ({ Authorization: `Bearer ${staff.token}` });
/** Tomorrow in the shop's time zone: every slot of it is still ahead, whatever the hour of the run. */
const day = addDays(dateInZone(new Date(), 'Asia/Kolkata'), 1);

test.beforeAll(async ({ request }) => {
  staff = await apiLogin(request);
  before = (await (await request.get('/api/admin/settings', { headers: auth() })).json()) as ShopSettings;
  const saved = await request.put('/api/admin/settings', {
    headers: auth(),
    data: {
      ...before,
      slots: {
        pickup: [
          { start: '10:00', end: '12:00', capacity: 1 },
          { start: '12:00', end: '14:00', capacity: 5 },
        ],
        delivery: [],
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const created = await request.post('/api/admin/outlets', { headers: auth(), data: SAKET });
  expect(created.ok(), await created.text()).toBe(true);
  saket = ((await created.json()) as { id: number }).id;
});

test.afterAll(async ({ request }) => {
  // Outlets are never deleted: closed for good, later specs see a shop with one outlet again.
  if (saket) await request.put(`/api/admin/outlets/${saket}`, { headers: auth(), data: { ...SAKET, active: false } });
  if (before) await request.put('/api/admin/settings', { headers: auth(), data: before });
});

async function placesAt(request: APIRequestContext, outlet: number | null): Promise<Map<string, number>> {
  const res = await request.get(`/api/slots?date=${day}&type=pickup${outlet === null ? '' : `&outlet=${outlet}`}`);
  expect(res.ok(), await res.text()).toBe(true);
  return new Map(((await res.json()) as SlotPlaces[]).map((s) => [s.slot, s.left]));
}

async function staffOrder(request: APIRequestContext, id: number): Promise<AdminOrder> {
  const res = await request.get(`/api/admin/orders/${id}`, { headers: auth() });
  expect(res.ok()).toBe(true);
  return (await res.json()) as AdminOrder;
}

/** An item sold without a count of stock, so every outlet has it. */
async function uncountedItem(request: APIRequestContext) {
  const catalogue = (await (await request.get(`/api/catalogue?outlet=${saket}`)).json()) as Catalogue;
  return availableItem(catalogue, 100);
}

const slotGroup = (page: Page) => page.getByRole('radiogroup', { name: /^Time slot/ });

test.describe.serial("each outlet's slots", () => {
  test("the customer picks an outlet, sees its slots' places and orders in one; the shop's same slot stays open", async ({
    page,
    catalogue,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const shopBefore = await placesAt(request, null);
    await openWithCart(page, [enoughOf(availableItem(catalogue, 100))], '/');
    await page.getByTestId('outlet-button').click();
    await page
      .getByRole('dialog', { name: 'Where do you order from?' })
      .getByRole('button', { name: `Pick up at ${SAKET.name}` })
      .click();
    await expect(page.getByTestId('outlet-button')).toContainText(`Pickup at ${SAKET.name}`);

    await page.goto('/cart');
    const asked = page.waitForRequest((r) => r.url().includes(`/api/slots?date=${day}&type=pickup&outlet=${saket}`));
    await page.getByLabel(/^Preferred date/).selectOption(day);
    await asked;
    await expect(slotGroup(page).getByRole('radio', { name: '10:00 AM – 12:00 PM · 1 place left' })).toBeChecked();
    await storefrontScreenshot(page, 'outlet-cart-slots', 375);
    await fillCustomer(page, unique('Outlet slot'), '9876543210');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/Notify/OrderTotal') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ outletId: saket, fulfilment: { preferredDate: day, slot: MORNING } });
    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
    const id = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    expect(await staffOrder(request, id)).toMatchObject({ outletId: saket, fulfilment: { preferredDate: day, slot: MORNING } });

    // The outlet's morning is full; the shop's is as it was.
    expect((await placesAt(request, saket)).get(MORNING)).toBe(0);
    expect(await placesAt(request, null)).toEqual(shopBefore);

    // A second cart at the outlet finds its morning full.
    await openWithCart(page, [enoughOf(availableItem(catalogue, 100))]);
    await page.getByLabel(/^Preferred date/).selectOption(day);
    await expect(slotGroup(page).getByRole('radio', { name: '10:00 AM – 12:00 PM · Full' })).toBeDisabled();
    await expect(slotGroup(page).getByRole('radio', { name: '12:00 PM – 2:00 PM · 5 places left' })).toBeChecked();
  });

  test('staff key in a phone order at the second outlet: its items, its slots, and the order is taken there', async ({
    page,
    request,
  }) => {
    const item = await uncountedItem(request);
    const pack = item.prices[0]!;
    const shopBefore = await placesAt(request, null);
    const customer = unique('Phone at outlet');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, staff, '/admin/orders/new');

    const outlet = page.getByRole('combobox', { name: 'Outlet' });
    await expect(outlet).toBeVisible();
    const outletCatalogue = page.waitForRequest((r) => r.url().endsWith(`/api/catalogue?outlet=${saket}`));
    await outlet.click();
    await page.getByRole('option', { name: SAKET.name }).click();
    await outletCatalogue;
    await expect(outlet).toHaveText(SAKET.name);

    await page.getByRole('searchbox', { name: /Find an item/ }).fill(item.name);
    await page.getByRole('button', { name: `Add ${pack.label} of ${item.name}`, exact: true }).click();
    await page
      .getByRole('spinbutton', { name: `How many ${pack.label} of ${item.name}` })
      .fill(String(Math.ceil(1000 / pack.price)));
    await page.getByRole('textbox', { name: 'Name' }).fill(customer);
    await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
    await fillDate(page.getByRole('group', { name: 'Preferred date' }), day);
    const slots = slotGroup(page);
    // The customer before took the outlet's only morning place.
    await expect(slots.getByRole('radio', { name: '10:00 AM – 12:00 PM · Full' })).toBeDisabled();
    await expect(slots.getByRole('radio', { name: '12:00 PM – 2:00 PM · 5 places left' })).toBeChecked();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await adminScreenshot(page, 'phone-order-outlet');
    }
    await page.getByRole('button', { name: 'Place order' }).click();

    const dialog = page.getByRole('dialog', { name: /Order #\d+/ });
    await expect(dialog).toContainText(customer);
    const id = Number(/order=(\d+)/.exec(page.url())![1]);
    expect(await staffOrder(request, id)).toMatchObject({ outletId: saket, fulfilment: { preferredDate: day, slot: NOON } });
    expect((await placesAt(request, saket)).get(NOON)).toBe(4);
    expect(await placesAt(request, null)).toEqual(shopBefore);

    // In Hindi the picker speaks Hindi and names the outlet by its Hindi name.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto('/admin/orders/new');
    await page.getByRole('combobox', { name: 'आउटलेट' }).click();
    await expect(page.getByRole('option', { name: 'साकेत' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
