import { addDays, dateInZone, type AdminOrder, type ShopSettings } from '@halwai/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs } from '../fixtures/admin';
import { apiLogin, unique, type Session } from '../fixtures/common';
import { screenshotPath, storefrontScreenshot } from '../fixtures/screenshots';
import { availableItem, enoughOf, expect, fillCustomer, openWithCart, test, type CartLine } from '../fixtures/storefront';

let staff: Session;
let before: ShopSettings;
const auth = () => ({ Authorization: `Bearer ${staff.token}` });
const today = dateInZone(new Date(), 'Asia/Kolkata');
/** The festival ten days ahead, with slots of its own. */
const festival = addDays(today, 10);
/**
 * The day these tests order for: the first from tomorrow (so every slot is still ahead, whatever the
 * hour) whose slots no order has taken yet. A retry of the group finds the places its first try took,
 * so it moves to the next day rather than count them.
 */
let day: string;

async function untouchedDay(request: APIRequestContext): Promise<string> {
  for (let ahead = 1; ahead < 10; ahead++) {
    const date = addDays(today, ahead);
    const slots = (await (await request.get(`/api/slots?date=${date}&type=pickup`)).json()) as { capacity: number; left: number }[];
    if (slots.length === 3 && slots.every((s) => s.left === s.capacity)) return date;
  }
  throw new Error('no day ahead with all its slots free');
}

test.beforeAll(async ({ request }) => {
  staff = await apiLogin(request);
  before = (await (await request.get('/api/admin/settings', { headers: auth() })).json()) as ShopSettings;
  // The owner sets the slots through the API: three pickup slots a day, the first taking one order.
  const saved = await request.put('/api/admin/settings', {
    headers: auth(),
    data: {
      ...before,
      slots: {
        pickup: [
          { start: '10:00', end: '12:00', capacity: 1 },
          { start: '12:00', end: '14:00', capacity: 5 },
          { start: '16:00', end: '18:00', capacity: 3 },
        ],
        delivery: [],
      },
      // A festival ten days ahead with an evening slot more: no test here orders for it.
      slotOverrides: {
        [festival]: {
          pickup: [
            { start: '10:00', end: '12:00', capacity: 10 },
            { start: '12:00', end: '14:00', capacity: 10 },
            { start: '16:00', end: '18:00', capacity: 10 },
            { start: '18:00', end: '21:00', capacity: 25 },
          ],
          delivery: [],
        },
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  day = await untouchedDay(request);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/settings', { headers: auth(), data: { ...before, slots: { pickup: [], delivery: [] }, slotOverrides: {} } });
});

const slotGroup = (page: Page) => page.getByRole('radiogroup', { name: /^Time slot/ });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

async function staffOrder(request: APIRequestContext, id: number): Promise<AdminOrder> {
  const response = await request.get(`/api/admin/orders/${id}`, { headers: auth() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminOrder;
}

/** The cart with `line`, its preferred date the tests' day: the day's slots show. */
async function cartForTheDay(page: Page, line: CartLine) {
  await openWithCart(page, [line]);
  await page.getByLabel(/^(Preferred date|पसंद की तारीख़)/).selectOption(day);
}

test.describe.serial('slots at checkout', () => {
  let placed: number;

  test('the customer chooses a slot and orders; the order page shows it with the date', async ({ page, catalogue, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const line = enoughOf(availableItem(catalogue, 100));
    await cartForTheDay(page, line);
    const group = slotGroup(page);
    // The earliest with room is chosen first.
    await expect(group.getByRole('radio', { name: '10:00 AM – 12:00 PM · 1 place left' })).toBeChecked();
    await expect(group.getByRole('radio', { name: '4:00 PM – 6:00 PM · 3 places left' })).not.toBeChecked();
    await storefrontScreenshot(page, 'cart-slots', 375);

    await group.getByRole('radio', { name: /12:00 PM – 2:00 PM/ }).check();
    await fillCustomer(page, unique('Slot'), '9876543210');
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
    placed = Number(/order-successful\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('definition').filter({ hasText: '12:00 PM – 2:00 PM' })).toBeVisible();
    await expect(page.getByText('Time slot', { exact: true })).toBeVisible();
    const order = await staffOrder(request, placed);
    expect(order.fulfilment).toMatchObject({ type: 'pickup', preferredDate: day, slot: '12:00-14:00' });
  });

  test('a slot filled while the customer was choosing says so at the field and shows Full', async ({ page, catalogue, request }) => {
    const line = enoughOf(availableItem(catalogue, 100));
    await cartForTheDay(page, line);
    await expect(slotGroup(page).getByRole('radio', { name: '10:00 AM – 12:00 PM · 1 place left' })).toBeChecked();
    // Another order takes the last place first.
    const other = await request.post('/api/Notify/OrderTotal', {
      data: {
        cartItems: [line],
        customerName: unique('Quicker'),
        customerMobile: '9876500001',
        fulfilment: { type: 'pickup', preferredDate: day, slot: '10:00-12:00' },
      },
    });
    expect(other.status(), await other.text()).toBe(201);

    await fillCustomer(page, unique('Slower'), '9876500002');
    await placeOrder(page).click();
    const failure = page.getByRole('dialog');
    await expect(failure).toContainText('That slot is full — please choose another');
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole('group', { name: /^Time slot/ }).getByRole('alert')).toHaveText('That slot is full — please choose another');
    await expect(slotGroup(page).getByRole('radio', { name: '10:00 AM – 12:00 PM · Full' })).toBeDisabled();
    await expect(placeOrder(page)).toBeDisabled();

    await slotGroup(page).getByRole('radio', { name: /4:00 PM – 6:00 PM/ }).check();
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/order-successful\/\d+\?key=/);
  });

  test('staff move an order to another slot', async ({ page, request }) => {
    await signInAs(page, staff, `/admin/orders?order=${placed}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`Order #${String(placed).padStart(4, '0')}`) });
    await expect(dialog.getByText(/, 12:00 PM – 2:00 PM$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Move to another slot' }).click();
    const move = page.getByRole('dialog', { name: 'Move to another slot' });
    await move.getByRole('combobox', { name: 'Slot' }).click();
    await expect(page.getByRole('option', { name: '10:00 AM – 12:00 PM · Full' })).toHaveAttribute('aria-disabled', 'true');
    // Two of its three places are taken: by the order moved and the one that found the first full.
    await page.getByRole('option', { name: '4:00 PM – 6:00 PM · 2 places left' }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await expect(dialog.getByText(/, 4:00 PM – 6:00 PM$/)).toBeVisible();
    expect((await staffOrder(request, placed)).fulfilment.slot).toBe('16:00-18:00');
  });

  test('the picker in Hindi', async ({ page, catalogue }) => {
    await page.goto('/my-orders');
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await cartForTheDay(page, enoughOf(availableItem(catalogue, 100)));
    const group = page.getByRole('radiogroup', { name: /^समय का स्लॉट/ });
    await expect(group.getByRole('radio', { name: 'सुबह 10:00 – दोपहर 12:00 · भर गया' })).toBeDisabled();
    await expect(group.getByRole('radio', { name: 'दोपहर 12:00 – दोपहर 2:00 · 5 जगह बाकी' })).toBeChecked();
    await expect(group).not.toContainText(/Full|left|AM|PM/);
  });
});

test('Settings → Slots shows the slots the owner set', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, staff, '/admin/settings');
  const section = page.getByRole('region', { name: 'Time slots' });
  // The daily slots first, then the festival's own.
  const third = section.getByRole('group', { name: 'Pickup slot 3' }).getByRole('spinbutton', { name: 'Orders it takes' });
  await expect(third).toHaveCount(2);
  await expect(third.first()).toHaveValue('3');
  await expect(third.last()).toHaveValue('10');
  await expect(section.getByRole('region', { name: /^Slots on / }).getByRole('group', { name: 'Pickup slot 4' }).getByLabel('To')).toHaveValue('21:00');
  // The section alone, from the whole page: a picture of the element would have the sticky top bar over it.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const box = (await section.boundingBox())!;
  await page.screenshot({ path: screenshotPath('admin-settings-slots-1280.png'), fullPage: true, clip: box, animations: 'disabled' });
});
