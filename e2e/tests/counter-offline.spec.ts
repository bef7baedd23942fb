import type { Page } from '@playwright/test';
import { expect, test, unique } from '../fixtures/admin';

/** The counter sells on when the internet drops: the sale kept on the tablet, through a reload, sent once when it returns. */

// The counter's pages open offline through the service worker, which the other specs keep out.
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });

/** The names of what the counter has kept on the device (its catalogue, items, settings). */
const keptData = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('halwai-counter');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('kept').objectStore('kept').getAllKeys();
          read.onsuccess = () => resolve((read.result as string[]).sort());
          open.result.close();
        };
      }),
  );

test('a cash sale made offline is provisional, survives a reload, and is stored once when the connection returns', async ({
  staffPage: page,
  staff,
  context,
}) => {
  const name = unique('Offline Peda');
  await staff.createProduct({
    name,
    itemType: 'ByPackets',
    price: 90,
    priceUnit: '250 g',
    prices: [{ label: '250 g', price: 90 }],
  });
  const customer = unique('Offline Customer');

  // One online visit: the worker takes the page, the counter keeps its data on the device.
  await page.goto('/counter');
  await expect(page.getByRole('group', { name: 'Items' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => keptData(page)).toEqual(['catalogue', 'items', 'settings']);

  const bill = page.getByRole('region', { name: 'Bill' });
  await page.getByRole('searchbox', { name: 'Search items or scan' }).fill(name);
  await page
    .getByRole('group', { name: 'Items' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(bill.getByRole('listitem', { name })).toContainText('₹90');
  await bill.getByRole('textbox', { name: 'Name' }).fill(customer);

  // The internet drops mid-sale.
  await context.setOffline(true);
  await bill.getByRole('button', { name: 'Pay ₹90' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay ₹90' });
  await pay.getByRole('textbox', { name: 'Cash received (₹)' }).fill('100');
  await pay.getByRole('button', { name: 'Complete sale' }).click();
  const done = page.getByRole('dialog', { name: 'Sale complete' });
  await expect(done.getByTestId('sale-provisional')).toContainText('Provisional bill');
  await expect(done.getByTestId('sale-change')).toHaveText('₹10');
  await done.getByRole('button', { name: 'New sale' }).click();
  const waiting = page.getByTestId('sales-waiting');
  await expect(waiting).toContainText('1 sale waiting to be sent');

  // A reload with no connection: the counter opens from the device, the sale still waiting.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Items' })).toBeVisible();
  await expect(waiting).toContainText('1 sale waiting to be sent');

  // The connection returns: the sale goes, once.
  await context.setOffline(false);
  await expect(page.getByTestId('sales-sent')).toContainText('Waiting sales sent at');
  await expect(waiting).toBeHidden();
  const orders = await page.request.get(`/api/Orders/GetAllOrders?channel=counter&q=${encodeURIComponent(customer)}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(orders.ok()).toBe(true);
  const found = (await orders.json()) as { customerName: string; orderTotal: number; channel: string }[];
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ customerName: customer, orderTotal: 90, channel: 'counter' });

  // The worker opened the counter from the app shell: it kept no counter page and no staff answer.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const cache of await caches.keys())
      for (const request of await (await caches.open(cache)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.filter((url) => /^\/(counter|api\/counter|api\/admin)/.test(url))).toEqual([]);
});
