import type { Invoice, ShopSettings } from '@halwai/domain';
import type { Page } from '@playwright/test';
import { expect, test, unique } from '../fixtures/admin';

const orderNumber = (id: number) => `Order #${String(id).padStart(4, '0')}`;
/** The `size` of every @page rule in the page's style sheets, as the browser parsed them. */
const pageSizes = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).filter((rule) => rule instanceof CSSPageRule).map((rule) => (rule as CSSPageRule).style.getPropertyValue('size'))),
  );
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('printable invoice', () => {
  test('the customer prints the invoice on A4 or an 80 mm receipt; a wrong key finds nothing', async ({ page, staff }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    try {
      const saved = await page.request.put('/api/admin/settings', { headers, data: { ...before, gstin: '27AAPFU0939F1ZV', fssai: '12345678901234' } });
      expect(saved.ok()).toBe(true);
      const customer = unique('Asha Verma');
      const { id, accessKey } = await staff.placeOrder(customer, '9876543210', 2);
      const invoice = (await (await page.request.get(`/api/orders/${id}/invoice?key=${accessKey}`)).json()) as Invoice;
      const invoicePath = `/invoice/${id}?key=${encodeURIComponent(accessKey)}`;

      await page.goto(invoicePath);
      const a4 = page.locator('[data-layout="a4"]');
      await expect(a4.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();
      await expect(a4).toContainText(invoice.number);
      await expect(a4).toContainText('GSTIN 27AAPFU0939F1ZV');
      await expect(a4).toContainText('FSSAI Lic. No. 12345678901234');
      await expect(a4).toContainText(customer);
      for (const line of invoice.lines) {
        const row = a4.getByRole('row').filter({ hasText: line.name });
        await expect(row).toContainText(line.hsn);
        await expect(row).toContainText(inr(line.taxable));
        await expect(row).toContainText(inr(line.amount));
      }
      await expect(a4.getByRole('row').filter({ hasText: 'Total' })).toContainText(inr(invoice.totals.amount));
      await expect(a4).toContainText(invoice.amountInWords);
      await expect(a4).toContainText('Not paid yet');
      await expect.poll(() => pageSizes(page)).toEqual([expect.stringMatching(/^a4$/i)]);

      // The receipt layout: a toggle on screen, kept in the address so a reload (or a bookmark) keeps it.
      await page.getByRole('button', { name: 'Receipt (80 mm)' }).click();
      await expect(page).toHaveURL(`${invoicePath}&layout=receipt`);
      const receipt = page.locator('[data-layout="receipt"]');
      await expect(receipt).toContainText(invoice.number);
      await expect(receipt).toContainText(`TOTAL${inr(invoice.totals.amount)}`);
      await expect.poll(() => pageSizes(page)).toEqual([expect.stringMatching(/^80mm \d+mm$/)]);
      const width = (await receipt.boundingBox())!.width;
      expect(Math.abs(width - (80 / 25.4) * 96)).toBeLessThan(2); // 80 mm at 96 px per inch
      await page.reload();
      await expect(page.locator('[data-layout="receipt"]')).toBeVisible();

      // On paper: only the invoice, no top bar, footer or buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(receipt).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void (window as unknown as { printed: number }).printed++;
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      // Back to A4; the PDF is offered too, behind the same key.
      await page.getByRole('button', { name: 'A4' }).click();
      await expect(page).toHaveURL(invoicePath);
      const pdf = await page.request.get((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      for (const wrong of [`/invoice/${id}?key=wrong`, `/invoice/${id}`, `/invoice/999999?key=${encodeURIComponent(accessKey)}`]) {
        await page.goto(wrong);
        await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found!' })).toBeVisible();
        await expect(page.locator('[data-layout]')).toHaveCount(0);
      }
    } finally {
      await page.request.put('/api/admin/settings', { headers, data: before });
    }
  });

  test('on a phone the invoice shows every figure without cutting one off, and its number on one line', async ({ page, staff }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    try {
      // The longest invoice number a shop can have: a prefix of 10.
      const saved = await page.request.put('/api/admin/settings', { headers, data: { ...before, invoicePrefix: 'HALWAI-DLH' } });
      expect(saved.ok()).toBe(true);
      const { id, accessKey } = await staff.placeOrder(unique('Meera Iyer'), '9876543210', 3);
      const invoice = (await (await page.request.get(`/api/orders/${id}/invoice?key=${accessKey}`)).json()) as Invoice;
      expect(invoice.number).toMatch(/^HALWAI-DLH\//);

      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/invoice/${id}?key=${encodeURIComponent(accessKey)}`);
        const a4 = page.locator('[data-layout="a4"]');
        await expect(a4.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();

        // Each line's tax and amount, and the totals, are on screen: none cut off or scrolled out of sight.
        const figures = invoice.lines.flatMap((line) => [line.taxable, line.cgst, line.sgst, line.amount]);
        figures.push(invoice.totals.taxable, invoice.totals.cgst, invoice.totals.sgst, invoice.totals.amount);
        for (const rupees of figures) {
          const shown = a4.getByText(inr(rupees), { exact: true }).filter({ visible: true });
          await expect(shown.first(), `${inr(rupees)} at ${width} px`).toBeVisible();
          for (const box of await shown.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)))
            expect(box.right, `${inr(rupees)} at ${width} px`).toBeLessThanOrEqual(width);
        }
        const scroll = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
        expect(scroll.page, `page width at ${width} px`).toBeLessThanOrEqual(scroll.view);

        const number = a4.getByText(invoice.number, { exact: true });
        const lines = await number.evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
        expect(lines, `invoice number lines at ${width} px`).toBeLessThan(1.5);
      }
    } finally {
      await page.request.put('/api/admin/settings', { headers, data: before });
    }
  });

  test('staff see Paid or Unpaid on the card, live and from the details, and open the invoice from there', async ({ staffPage: page, staff }) => {
    const { id } = await staff.placeOrder(unique('Kabir Rao'));
    await page.goto('/admin/orders');
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const card = page.getByRole('article', { name: orderNumber(id) });
    await expect(card.getByText('Unpaid', { exact: true })).toBeVisible();

    // Another member of staff marks it paid: the card follows without a reload.
    const marked = await page.request.put(`/api/admin/orders/${id}/payment`, { data: { paid: true }, headers: { Authorization: `Bearer ${staff.token}` } });
    expect(marked.ok()).toBe(true);
    await expect(card.getByText('Paid · UPI QR', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(orderNumber(id)) });
    await dialog.getByRole('button', { name: 'Mark unpaid' }).click();
    await expect(dialog.getByRole('button', { name: 'Mark paid' })).toBeVisible();

    // The staff token opens the invoice without the customer's key.
    const [invoicePage] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'Printable invoice' }).click()]);
    await expect(invoicePage).toHaveURL(new RegExp(`/invoice/${id}$`));
    const a4 = invoicePage.locator('[data-layout="a4"]');
    await expect(a4.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();
    await expect(a4).toContainText('Not paid yet');
    const [download] = await Promise.all([invoicePage.waitForEvent('download'), invoicePage.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-[\w-]+\.pdf$/);
    await invoicePage.close();

    // Behind the dialog the card already says Unpaid again; closing it shows that.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toHaveCount(0);
  });
});
