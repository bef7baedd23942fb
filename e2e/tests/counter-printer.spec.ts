import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, unique } from '../fixtures/admin';
import { adminScreenshot } from '../fixtures/screenshots';

/**
 * The counter's receipt printer: connected once over Web Serial, remembered, and each bill printed
 * on it at once as ESC/POS. A fake port stands in for the printer on its USB serial adapter and keeps
 * every byte the page writes to it.
 */

declare global {
  interface Window {
    printed: number[];
  }
}

function fakeSerialPrinter() {
  window.printed = [];
  const port = {
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    open: async () => {},
    close: async () => {},
    readable: null,
    writable: new WritableStream<Uint8Array>({
      write(chunk) {
        window.printed.push(...chunk);
      },
    }),
  };
  // The browser lists a port this site was granted before, so the page can open it again unasked.
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: { requestPort: async () => port, getPorts: async () => [port], addEventListener: () => {} },
  });
}

const printed = (page: Page) => page.evaluate(() => window.printed);
const latin1 = (bytes: number[]) => String.fromCharCode(...bytes);
const has = (bytes: number[], pattern: number[]) => bytes.some((_, i) => pattern.every((b, j) => bytes[i + j] === b));
const GS_V_0 = [0x1d, 0x76, 0x30, 0x00];
const CUT = [0x1d, 0x56];

test('a bill prints at once on the connected printer, on a 58 mm roll; Hindi goes as a raster image', async ({
  staffPage: page,
  staff,
}) => {
  await page.addInitScript(fakeSerialPrinter);
  const name = unique('Printer Barfi');
  await staff.createProduct({ name, nameHi: 'प्रिंटर बर्फी', itemType: 'ByPackets', price: 250, priceUnit: '500 g' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/counter');

  // Connect the printer over serial and choose the 58 mm roll.
  await page.getByRole('button', { name: 'Printer', exact: true }).click();
  const setting = page.getByRole('dialog', { name: 'Receipt printer' });
  await expect(setting.getByTestId('printer-status')).toHaveText('No printer connected.');
  await setting.getByRole('button', { name: 'Serial' }).click();
  await expect(setting.getByTestId('printer-status')).toHaveText('Connected: Serial printer');
  await setting.getByRole('button', { name: '58 mm' }).click();
  await adminScreenshot(page, 'counter-printer', { fullPage: false });
  await setting.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Serial printer' })).toBeVisible();

  // A bill, paid exactly in cash.
  await page.getByRole('searchbox', { name: 'Search items or scan' }).fill(name);
  await page
    .getByRole('group', { name: 'Items' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345670');
  await page.getByRole('button', { name: 'Pay ₹250' }).first().click();
  const pay = page.getByRole('dialog', { name: 'Pay ₹250' });
  await pay.getByRole('button', { name: 'Rest by Cash' }).click();
  await pay.getByRole('button', { name: 'Complete sale' }).click();
  const done = page.getByRole('dialog', { name: 'Sale complete' });
  const invoice = (await done.getByTestId('sale-invoice').textContent())!.replace('Invoice ', '');
  await expect(done.getByRole('button', { name: 'Send on WhatsApp' })).toBeVisible(); // sold with a mobile
  await adminScreenshot(page, 'counter-done-printer', { fullPage: false });

  await done.getByRole('button', { name: 'Print receipt' }).click();
  await expect(done.getByTestId('print-outcome')).toHaveText('Printed: Serial printer');
  const bill = await printed(page);
  expect(bill.slice(0, 2)).toEqual([0x1b, 0x40]);
  expect(has(bill, CUT)).toBe(true);
  expect(has(bill, GS_V_0)).toBe(false); // all of an English bill is in the printer's own letters
  const lines = latin1(bill).split('\n\r');
  // The invoice number against the right edge of the 32 columns, its label on the left.
  expect(lines.find((line) => line.endsWith(invoice))?.slice(-32)).toMatch(/^Invoice +\S+$/);
  expect(latin1(bill)).toContain('Rs.250');

  // Next visit, in Hindi on a phone: the printer is opened again unasked, and the bill's Hindi lines print as pictures.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'सीरियल प्रिंटर' })).toBeVisible();
  await page.getByRole('button', { name: 'सीरियल प्रिंटर' }).click();
  await expect(page.getByRole('dialog', { name: 'रसीद प्रिंटर' }).getByTestId('printer-status')).toHaveText('जुड़ा है: सीरियल प्रिंटर');
  await adminScreenshot(page, 'counter-printer-hi', { fullPage: false });
  await page.getByRole('button', { name: 'बंद करें' }).click();
  await page.getByRole('searchbox', { name: 'सामान खोजें या स्कैन करें' }).fill(name);
  await page
    .getByRole('group', { name: 'सामान' })
    .getByRole('button', { name: /प्रिंटर बर्फी/ })
    .click();
  await page.getByRole('button', { name: '₹250 का भुगतान' }).last().click();
  const payHi = page.getByRole('dialog', { name: '₹250 का भुगतान' });
  await payHi.getByRole('button', { name: 'बाकी नकद से' }).click();
  await payHi.getByRole('button', { name: 'बिक्री पूरी करें' }).click();
  const doneHi = page.getByRole('dialog', { name: 'बिक्री पूरी' });
  await page.evaluate(() => (window.printed.length = 0));
  await doneHi.getByRole('button', { name: 'रसीद छापें' }).click();
  await expect(doneHi.getByTestId('print-outcome')).toHaveText('छप गई: सीरियल प्रिंटर');
  await adminScreenshot(page, 'counter-done-printer-hi', { fullPage: false });
  const hindi = await printed(page);
  fs.writeFileSync(test.info().outputPath('printed-hi.bin'), Buffer.from(hindi)); // the roll as sent, to look at
  expect(has(hindi, GS_V_0)).toBe(true);
  expect(latin1(hindi)).not.toMatch(/[\u0900-\u097f]/);
  expect(has(hindi, CUT)).toBe(true);
});
