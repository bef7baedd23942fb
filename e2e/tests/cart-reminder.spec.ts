import type { ShopSettings } from '@halwai/domain';
import { expect, test } from '../fixtures/admin';
import { lineOf } from '../fixtures/common';
import { uniqueMobile } from '../fixtures/sign-in-codes';
import { openWithCart } from '../fixtures/storefront';

const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;
const LABEL = "Remind me on WhatsApp if I don't finish this order";
const LABEL_HI = 'अगर मैं यह ऑर्डर पूरा न करूँ तो मुझे WhatsApp पर याद दिलाएँ';

type Accepted = { body: { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } } };

// The shortest delay the owner can set is a minute: the test waits it out.
test.setTimeout(150_000);

test('a customer who ticks the box and does not order gets one reminder whose link puts the cart back; no tick, or an order, gets none', async ({
  browser,
  page,
  staff,
  request,
}) => {
  const headers = { Authorization: `Bearer ${staff.token}` };
  const remindersTo = async (mobile: string) =>
    ((await (await request.get(`${fakeWhatsApp}/sent`)).json()) as Accepted[]).filter(
      (m) => m.body.to === `91${mobile}` && m.body.template.name === 'cart_reminder',
    );
  const stored = (await (await request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
  const on = structuredClone(stored);
  on.cartReminder = { enabled: true, delayMinutes: 1 };
  on.customerMessages!.steps.cart_reminder.whatsappTemplate = 'cart_reminder';
  expect((await request.put('/api/admin/settings', { headers, data: on })).ok()).toBe(true);
  try {
    const { items } = await staff.catalogue();
    const [first, second] = items.filter((i) => i.isAvailable && i.prices[0]!.price >= 100);
    const cart = [lineOf(first!, 2), lineOf(second!, 1)];
    const ticks = async (mobile: string, label = LABEL) => {
      const box = page.getByRole('checkbox', { name: label });
      await expect(box).not.toBeChecked();
      const kept = page.waitForResponse((r) => r.url().endsWith('/api/carts/reminder') && r.request().method() === 'POST');
      await box.check();
      expect((await kept).status()).toBe(201);
      return mobile;
    };

    // Ticks on a Hindi page, then orders (on any channel): no reminder.
    const ordered = uniqueMobile();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-orders');
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await openWithCart(page, cart);
    await page.getByLabel('मोबाइल नंबर').fill(ordered);
    await ticks(ordered, LABEL_HI);
    await expect(page.getByText('अगर आप ऑर्डर नहीं करते, तो हम एक बार याद दिलाएँगे।')).toBeVisible();
    await page.getByRole('checkbox', { name: LABEL_HI }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('cart-reminder-hi-375.png') });
    await staff.placeOrder('Cart Reminder Orders', ordered);

    // Does not tick: no reminder.
    const unticked = uniqueMobile();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await openWithCart(page, cart);
    await page.getByLabel('Mobile number').fill(unticked);
    await expect(page.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
    await page.getByRole('checkbox', { name: LABEL }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('cart-reminder-en-375.png') });

    // Ticks and leaves, last: when theirs arrives, the others were due before it.
    const leaves = uniqueMobile();
    await page.getByLabel('Mobile number').fill(leaves);
    await ticks(leaves);
    await expect(page.getByText("We will remind you once if you don't order.")).toBeVisible();

    await expect.poll(async () => (await remindersTo(leaves)).length, { timeout: 100_000, intervals: [1000] }).toBe(1);
    expect(await remindersTo(ordered)).toEqual([]);
    expect(await remindersTo(unticked)).toEqual([]);
    const [reminder] = await remindersTo(leaves);
    const link = new URL(reminder!.body.template.components[0]!.parameters.at(-1)!.text);
    expect(link.pathname).toBe('/cart');

    // The link, on a phone with an empty cart: the lines are back, at today's prices.
    const phone = await browser.newPage();
    try {
      await phone.goto(link.pathname + link.search);
      await expect(phone.getByText("Your cart is back, at today's prices.")).toBeVisible();
      await expect(phone).toHaveURL(/\/cart$/);
      const lines = phone.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.filter({ hasText: first!.name }).getByLabel('Quantity')).toHaveValue('2');
      // Opened again once it is used: still kept (a week), so the same lines, not twice as many.
      await phone.goto(link.pathname + link.search);
      await expect(phone.getByText("Your cart is back, at today's prices.")).toBeVisible();
      await expect(lines.filter({ hasText: first!.name }).getByLabel('Quantity')).toHaveValue('2');
    } finally {
      await phone.close();
    }
    // Still one reminder.
    expect(await remindersTo(leaves)).toHaveLength(1);
  } finally {
    expect((await request.put('/api/admin/settings', { headers, data: stored })).ok()).toBe(true);
  }
});

test('a link whose cart is gone says so', async ({ page }) => {
  await page.goto('/cart?restore=not-a-saved-cart');
  await expect(
    page.getByText('This saved cart is no longer kept: the link is more than 7 days old, or it is not right'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});
