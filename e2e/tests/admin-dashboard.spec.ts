import { readFile } from 'node:fs/promises';
import type { SalesReport } from '@halwai/domain';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test, unique } from '../fixtures/admin';
import { rupees } from '../fixtures/storefront';

const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const daysBefore = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

test.describe('sales dashboard', () => {
  test("signing in opens the dashboard with today's figures", async ({ page, staff, request }) => {
    await staff.placeOrder(unique('Dashboard customer'));
    const today = shopToday();
    const answer = await request.get(`/api/admin/reports/sales?from=${today}&to=${today}`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    const report = (await answer.json()) as SalesReport;
    expect(report.orders).toBeGreaterThan(0);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Whole rupees, and the takings told apart: paid and unpaid.
    await expect(page.getByLabel(`Revenue: ${rupees(Math.round(report.revenue))}`)).toBeVisible();
    await expect(page.getByLabel(`Paid: ${rupees(Math.round(report.paidRevenue))}`)).toBeVisible();
    await expect(page.getByLabel(`Unpaid: ${rupees(Math.round(report.unpaidRevenue))}`)).toBeVisible();
    await expect(page.getByLabel(`Orders: ${report.orders}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Revenue by day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders by hour' })).toBeVisible();
    // Each chart's axes say what they count.
    for (const axis of ['Day', 'Revenue (₹)', 'Hour of the day']) await expect(page.getByText(axis, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-charts.png'), fullPage: true });
    await expect(page.getByRole('table', { name: 'Top items' })).toContainText(report.topItems[0]!.name);

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(/^Orders: \d+$/)).toBeVisible();
  });

  test('the orders screen downloads the orders of the last 30 days as CSV', async ({ staffPage: page, staff }) => {
    const customer = unique('Csv customer');
    const order = await staff.placeOrder(customer);
    await page.goto('/admin/orders');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    const today = shopToday();
    expect(download.suggestedFilename()).toBe(`orders-${daysBefore(today, 29)}-to-${today}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('id,date,time,customer,mobile,status,payment,fulfilment,pincode,items,offer code,discount,total,invoice,taxable value,cgst,sgst,delivery charge,address,payment method,payment reference,refund');
    expect(text).toMatch(new RegExp(`\\r\\n${order.id},${today},\\d\\d:\\d\\d,${customer},`));
  });
});
