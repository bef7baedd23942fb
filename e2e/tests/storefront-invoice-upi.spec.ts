import type { Invoice, ShopSettings } from '@halwai/domain';
import { expect, test } from '../fixtures/admin';

test.describe('invoice and UPI on the success page', () => {
  test('with a UPI ID set, the success page shows the UPI QR code and links to the printable invoice, which offers the PDF', async ({
    page,
    staff,
  }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const before = (await (await page.request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
    try {
      const saved = await page.request.put('/api/admin/settings', {
        headers,
        data: { ...before, upiId: 'halwai.e2e@okaxis', upiPayee: 'Halwai E2E', gstin: '27AAPFU0939F1ZV' },
      });
      expect(saved.ok()).toBe(true);
      const { id, accessKey } = await staff.placeOrder('Asha Verma', '9876543210', 2);
      const invoice = (await (await page.request.get(`/api/orders/${id}/invoice?key=${accessKey}`)).json()) as Invoice;

      await page.goto(`/order-successful/${id}?key=${encodeURIComponent(accessKey)}`);
      const qr = page.getByRole('img', { name: /UPI QR code to pay/ });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute(
        'data-upi-link',
        `upi://pay?pa=halwai.e2e@okaxis&pn=Halwai%20E2E&am=${invoice.totals.amount.toFixed(2)}&cu=INR&tn=Order%20${id}`,
      );
      await expect(page.getByText(invoice.number)).toBeVisible();
      await expect(page.getByText('Not paid yet')).toBeVisible();
      // A desktop browser has no UPI app to open.
      await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('success-page-upi.png'), fullPage: true });

      await page.getByRole('link', { name: 'Tax invoice' }).click();
      await expect(page).toHaveURL(`/invoice/${id}?key=${encodeURIComponent(accessKey)}`);
      await expect(page.getByText(invoice.number).first()).toBeVisible();
      const link = page.getByRole('link', { name: 'Download PDF' });
      const pdf = await page.request.get((await link.getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = await pdf.body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(`Tax invoice ${invoice.number}`);

      // The shop marks it paid by hand; the customer's page says so.
      expect((await page.request.put(`/api/admin/orders/${id}/payment`, { headers, data: { paid: true } })).ok()).toBe(true);
      await page.goto(`/order-successful/${id}?key=${encodeURIComponent(accessKey)}`);
      await expect(page.getByText('Paid · UPI QR', { exact: true })).toBeVisible();

      // A cancelled order asks no one to pay: no QR code, no Pay online.
      const other = await staff.placeOrder('Ravi Kumar', '9123456780', 2);
      const cancel = await page.request.put(`/api/admin/orders/${other.id}/status`, { headers, data: { status: 'cancelled', reason: 'Changed their mind' } });
      expect(cancel.ok()).toBe(true);
      await page.goto(`/order-successful/${other.id}?key=${encodeURIComponent(other.accessKey)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Cancelled').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /UPI QR code to pay/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Pay online/ })).toHaveCount(0);
    } finally {
      await page.request.put('/api/admin/settings', { headers, data: before });
    }
  });
});
