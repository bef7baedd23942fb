import { expect, signInAs, test, unique } from '../fixtures/admin';
import { adminScreenshot } from '../fixtures/screenshots';
import { uniqueMobile } from '../fixtures/sign-in-codes';

interface AdminOrder {
  id: number;
  customerName: string;
  customerMobile: string;
  orderDate: string;
  status: string;
  orderTotal: number;
}
interface CustomerRow {
  mobile: string;
  names: string[];
  orders: number;
  totalSpent: number;
  lastOrderAt: string;
}

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(n);
const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

test.describe('the owner knows the regulars', () => {
  test('the Customers list agrees with the orders placed: names, count, total without cancelled, last order; search, orders and CSV', async ({
    page,
    request,
    session,
    staff,
  }) => {
    test.setTimeout(180_000);
    const mobile = uniqueMobile();
    const names = [unique('Meera'), unique('Meera S')];
    const placed = [
      await staff.placeOrder(names[0]!, mobile, 1),
      await staff.placeOrder(names[1]!, `0${mobile}`, 2),
      await staff.placeOrder(names[0]!, `+91 ${mobile}`, 1),
    ];
    const cancel = await request.put(`/api/admin/orders/${placed[1]!.id}/status`, {
      data: { status: 'cancelled', reason: 'Asked by the customer' },
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);

    // What the orders say, read the way the orders screen reads them.
    const orders = (
      (await (
        await request.get(`/api/Orders/GetAllOrders?q=${mobile}`, { headers: { Authorization: `Bearer ${session.token}` } })
      ).json()) as AdminOrder[]
    ).filter((o) => o.customerMobile === mobile);
    expect(orders).toHaveLength(3);
    const spent = orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.orderTotal, 0);
    const [row] = (await (
      await request.get(`/api/admin/customers?q=${mobile}`, { headers: { Authorization: `Bearer ${session.token}` } })
    ).json()) as CustomerRow[];
    expect(row).toEqual({
      mobile,
      names: [names[0], names[1]],
      orders: 3,
      totalSpent: spent,
      lastOrderAt: orders
        .map((o) => o.orderDate)
        .sort()
        .at(-1),
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, session, '/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name or number' }).fill(names[1]!);
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const cells = table.getByRole('row').nth(1).getByRole('cell');
    await expect(cells.nth(0)).toContainText(names[0]!);
    await expect(cells.nth(0)).toContainText(`also ${names[1]}`);
    await expect(cells.nth(1)).toHaveText(spaced(mobile));
    await expect(cells.nth(2)).toHaveText('3');
    await expect(cells.nth(3)).toHaveText(rupees(spent));
    await adminScreenshot(page, 'customers');

    await page.getByRole('button', { name: `Orders of ${names[0]}, ${spaced(mobile)}` }).click();
    const dialog = page.getByRole('dialog', { name: names[0] });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('listitem').first()).toContainText(`Order #${String(placed[2]!.id).padStart(4, '0')}`);
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('Cancelled');
    await adminScreenshot(page, 'customer-orders', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The CSV of the same search.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('customers.csv');
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('mobile,names,orders,total spent,last order date,last order time');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${mobile},${names[0]}; ${names[1]},3,${spent.toFixed(2)},\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2}$`),
    );

    // On a phone: cards, and the orders full screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search by name or number' }).fill(mobile);
    const card = page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${spaced(mobile)} · 3 orders`);
    await adminScreenshot(page, 'customers');
    await card.getByRole('button').click();
    await expect(page.getByRole('dialog', { name: names[0] }).getByRole('listitem')).toHaveCount(3);
    await adminScreenshot(page, 'customer-orders', { fullPage: false });
  });

  test('a customer token does not open the Customers list', async ({ request }) => {
    const mobile = uniqueMobile();
    await request.post('/api/customer/otp', { data: { mobile } });
    const sent = (await (await request.get(`http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}/sent`)).json()) as {
      body: { to: string; template: { components: { parameters: { text: string }[] }[] } };
    }[];
    const code = sent.filter((m) => m.body.to === `91${mobile}`).at(-1)!.body.template.components[0]!.parameters[0]!.text;
    const { token } = (await (await request.post('/api/customer/verify', { data: { mobile, code } })).json()) as {
      token: string;
    };
    for (const url of [
      '/api/admin/customers',
      '/api/admin/customers.csv',
      `/api/admin/customers/${mobile}/orders`,
      '/api/Orders/GetAllOrders',
    ]) {
      expect((await request.get(url, { headers: { Authorization: `Bearer ${token}` } })).status(), url).toBe(401);
    }
  });
});
