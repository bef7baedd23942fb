import type { Outlet } from '@halwai/domain';
import { expect, test, unique } from '../fixtures/admin';

test.describe('sales dashboard over several outlets', () => {
  test('splits the sales by outlet, with the whole shop below, while the shop has several', async ({ staffPage: page, staff, request }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    await staff.placeOrder(unique('Outlet customer'));
    const created = await request.post('/api/admin/outlets', {
      headers,
      data: { name: unique('Koramangala'), address: '5 80 Feet Road, Bengaluru', phone: '9811122334' },
    });
    expect(created.status()).toBe(201);
    const outlet = (await created.json()) as Outlet;
    try {
      await page.goto('/admin/dashboard');
      const table = page.getByRole('table', { name: 'Sales by outlet' });
      // The new outlet has taken no order yet; the first has today's, and the total row adds them up.
      await expect(table.getByRole('row', { name: new RegExp(outlet.name) })).toContainText('₹0');
      const total = table.getByRole('row').last();
      await expect(total).toContainText('All outlets');
      const revenue = await page.getByLabel(/^Revenue: /).getAttribute('aria-label');
      await expect(total).toContainText(revenue!.replace('Revenue: ', ''));
      await page.screenshot({ path: test.info().outputPath('dashboard-outlets.png'), fullPage: true });
    } finally {
      // Closed for good: a shop of one open outlet again, as the other tests expect.
      const closed = await request.put(`/api/admin/outlets/${outlet.id}`, { headers, data: { ...outlet, active: false } });
      expect(closed.status()).toBe(200);
    }
  });
});
