import type { Page, Response } from '@playwright/test';
import { expect, signInAs, test, unique } from '../fixtures/admin';
import { lineOf } from '../fixtures/common';

/**
 * Every page of the shop read in Hindi: `<html lang="hi">` and the words of the page
 * itself in Hindi. Words that came from the shop's data (names staff typed, a customer's name, the shop's
 * address) may be English and are not counted, nor are the few names every language writes alike.
 */

const KEPT_AS_THEY_ARE = new Set(
  ['UPI', 'GST', 'GSTIN', 'HSN', 'CGST', 'SGST', 'IGST', 'FSSAI', 'OTP', 'WhatsApp', 'SMS', 'PDF', 'CSV', 'QR', 'ID', 'Razorpay', 'STOP', 'Google', 'Merchant', 'Center', 'Meta', 'Commerce', 'Manager', 'Business']
    .concat([
      'MSG91',
      'B2B',
      'B2C',
      'GSTR-1',
      'kg',
      'g',
      'pc',
      'pcs',
      'ml',
      'English',
      'Halwai',
      'A4',
      'mm',
      'Veg',
      'Non-veg',
    ])
    .concat(['URL', 'MB', 'WebP', 'JPEG', 'PNG', 'JSON', 'kcal', 'mg', 'DLT'])
    // A setting's name and a web address as the owner types them (the dead-links warning).
    .concat(['PUBLIC_URL', 'localhost', 'https', 'shop.example.in'])
    .map((word) => word.toLowerCase()),
);
/** A JSON field name such as shelfLifeDays, or an example of an id (a GSTIN, a UPI id). */
const CODE = /^[a-z]+(?:[A-Z][a-z]*)+$|\d|@/;

const LETTERS = /\p{L}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN = /\p{Script=Latin}/u;

const trimmed = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function wordsOf(text: string): string[] {
  return text
    .split(/[\s/·,()|:]+/)
    .map(trimmed)
    .filter((word) => LETTERS.test(word));
}

/** Every word in every string of a JSON answer: the shop's data, which may be in any language. */
function collectWords(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of wordsOf(value)) into.add(word.toLowerCase());
  else if (Array.isArray(value)) for (const each of value) collectWords(each, into);
  else if (value && typeof value === 'object') for (const each of Object.values(value)) collectWords(each, into);
}

/** Watches a page's API answers so their words count as data. */
function watchData(page: Page, data: Set<string>): void {
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body: unknown) => collectWords(body, data),
      () => undefined,
    );
  });
}

/** The page's own words that are not Hindi, once it has drawn its main heading and finished loading. */
async function englishLeftOn(page: Page, data: Set<string>): Promise<{ english: string[]; hindiShare: number }> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // Data also reaches the page inside its HTML (the catalogue, the shop's details).
  const embedded = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/json"]'), (s) => s.textContent ?? ''),
  );
  for (const json of embedded) {
    try {
      collectWords(JSON.parse(json), data);
    } catch {
      // not data
    }
  }
  const words = wordsOf(await page.locator('body').innerText());
  const ui = words.filter(
    (word) => !data.has(word.toLowerCase()) && !KEPT_AS_THEY_ARE.has(word.toLowerCase()) && !CODE.test(word),
  );
  const hindi = ui.filter((word) => DEVANAGARI.test(word));
  const english = ui.filter((word) => LATIN.test(word) && !DEVANAGARI.test(word));
  return { english: [...new Set(english)], hindiShare: hindi.length / Math.max(1, hindi.length + english.length) };
}

async function readInHindi(page: Page, path: string, data: Set<string>): Promise<void> {
  await page.goto(path);
  const { english, hindiShare } = await englishLeftOn(page, data);
  expect(english, `${path}: English words left on the Hindi page (${Math.round(hindiShare * 100)}% Hindi)`).toEqual([]);
}

test.describe('the shop in Hindi', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  });

  test('every storefront page speaks Hindi', async ({ page, staff, request }) => {
    test.slow();
    const data = new Set<string>();
    watchData(page, data);
    const catalogue = await staff.catalogue();
    collectWords(catalogue, data);
    collectWords(await (await request.get('/api/shop')).json(), data);
    const item = catalogue.items.find((i) => i.isAvailable && i.nameHi)!;
    const order = await staff.placeOrder(unique('Hindi page'));

    for (const path of ['/', '/sweets', `/sweets/${item.categoryId}`, `/product/${item.id}`, '/my-orders', '/no-such-page'])
      await readInHindi(page, path, data);

    await page.evaluate((line) => localStorage.setItem('cartItems', JSON.stringify([line])), lineOf(item, 2));
    await readInHindi(page, '/cart', data);
    await readInHindi(page, `/order-successful/${order.id}?key=${order.accessKey}`, data);
    await readInHindi(page, '/send-message/9876543210', data);
  });

  test("says the server's refusals in Hindi, by their codes, naming what the customer typed", async ({ page, staff, request }) => {
    const code = unique('OLD').replace(/\W/g, '').slice(0, 20).toUpperCase();
    const created = await request.post('/api/admin/offers', {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: { code, type: 'percent', value: 10, endsAt: '2020-01-01' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const item = (await staff.catalogue()).items.find((i) => i.isAvailable)!;
    await page.goto('/');
    await page.evaluate((line) => localStorage.setItem('cartItems', JSON.stringify([line])), lineOf(item, 2));
    await page.goto('/cart');
    const refusal = page.waitForResponse((res) => res.url().endsWith('/api/offers/check'));
    await page.getByRole('textbox', { name: 'ऑफ़र कोड' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'लगाएँ' }).click();
    const answer = await (await refusal).json();
    expect(answer).toMatchObject({ code: 'offer.expired', params: { code }, message: `The offer ${code} has expired` });
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(`ऑफ़र ${code} ख़त्म हो चुका है`);
    await expect(alert).not.toContainText('expired');
  });

  test('every back-office page speaks Hindi', async ({ page, session, staff }) => {
    test.slow();
    const data = new Set<string>([...session.email.toLowerCase().split(/[@.]/), session.email.toLowerCase()]);
    watchData(page, data);
    await staff.placeOrder(unique('Hindi office'));
    await signInAs(page, session);
    for (const path of [
      '/admin/dashboard',
      '/admin/orders',
      '/admin/product-list',
      '/admin/products',
      '/admin/create-product',
      '/admin/categories',
      '/admin/offers',
      '/admin/customers',
      '/admin/messages',
      '/admin/drafts',
      '/admin/register',
      '/admin/settings',
      '/admin/outlets',
    ])
      await readInHindi(page, path, data);
  });

  test("says the shop's hours, times and pack words in Hindi, though the shop keeps them in English", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The hours come from the shop's settings in English ("8:00 AM"): the page says them the Indian way.
    for (const hours of [page.getByRole('contentinfo'), page.locator('.contact__hours')]) {
      await expect(hours.getByText(/सुबह \d+:\d\d/).first()).toBeVisible();
      await expect(hours).not.toContainText(/\b(AM|PM|Mon|Tue|Sun|Monday|Every day|closed)\b/);
    }
    await page.goto('/sweets');
    const units = page.locator('.product-card .unit');
    await expect(units.first()).toBeVisible();
    expect((await units.allInnerTexts()).join(' ')).not.toMatch(/\b(piece|packet|jar|box|bottle|bag)\b/i);
  });
});
