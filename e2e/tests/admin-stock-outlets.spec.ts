import type { Outlet, StaffProduct } from '@halwai/domain';
import { adminScreenshot } from '../fixtures/screenshots';
import { expect, test, unique } from '../fixtures/admin';

test.describe('stock at several outlets', () => {
  test("staff set the first outlet's stock and move some to a second outlet from the product table", async ({
    staffPage: page,
    staff,
    request,
  }) => {
    const headers = { Authorization: `Bearer ${staff.token}` };
    const product = await staff.createProduct({ name: unique('Outlet Barfi') });
    const created = await request.post('/api/admin/outlets', {
      headers,
      data: { name: unique('Indiranagar'), address: '12 100 Feet Road, Bengaluru', phone: '9811122335' },
    });
    expect(created.status()).toBe(201);
    const outlet = (await created.json()) as Outlet;
    const stockByOutlet = async () => {
      const answer = await request.get(`/api/admin/products/${product.id}`, { headers });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as StaffProduct).stockByOutlet ?? [];
    };
    try {
      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
      const table = page.getByRole('table', { name: 'Products' });
      await table.getByRole('button', { name: `Stock by outlet: ${product.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Stock of ${product.name} by outlet` });
      const outlets = (await (await request.get('/api/admin/outlets', { headers })).json()) as Outlet[];
      const first = outlets.find((o) => o.id === 1)!;

      const atFirst = dialog.getByRole('textbox', { name: `Stock of ${product.name} at ${first.name}` });
      await atFirst.fill('10');
      await dialog.getByRole('button', { name: 'Set' }).first().click();
      await expect(page.getByText(`${product.name}: stock at ${first.name} set to 10 kg.`)).toBeVisible();
      await expect(dialog.getByText('Total: 10 kg')).toBeVisible();
      expect(await stockByOutlet()).toEqual([{ outletId: 1, stock: 10 }]);

      await dialog.getByRole('button', { name: `Move stock: ${product.name}` }).click();
      const move = page.getByRole('dialog', { name: `Move ${product.name}` });
      await move.getByRole('combobox', { name: 'From' }).selectOption(String(first.id));
      await move.getByRole('combobox', { name: 'To' }).selectOption(String(outlet.id));
      // More than there is: the server's refusal at the quantity, and nothing moves.
      await move.getByRole('textbox', { name: 'How much' }).fill('12');
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(move.getByText(`Only 10 of ${product.name} left at the outlet it leaves; move less`)).toBeVisible();
      await move.getByRole('textbox', { name: 'How much' }).fill('3.5');
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(page.getByText(`Moved 3.5 kg of ${product.name} from ${first.name} to ${outlet.name}.`)).toBeVisible();
      await expect(move).toBeHidden();
      await expect(dialog.getByRole('textbox', { name: `Stock of ${product.name} at ${outlet.name}` })).toHaveValue('3.5');
      await expect(atFirst).toHaveValue('6.5');

      const stock = await stockByOutlet();
      expect(stock.find((s) => s.outletId === 1)?.stock).toBe(6.5);
      expect(stock.find((s) => s.outletId === outlet.id)?.stock).toBe(3.5);

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await adminScreenshot(page, 'stock-outlets', { fullPage: false });
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(table.getByRole('button', { name: `Stock by outlet: ${product.name}` })).toHaveText('10 kg');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await adminScreenshot(page, 'stock-outlets-table', { fullPage: false });
      }
    } finally {
      // Not counted, gone, and the outlet closed: a one-outlet shop again, as the other tests expect.
      expect((await request.put(`/api/admin/products/${product.id}/stock`, { headers, data: { stock: null } })).status()).toBe(200);
      await staff.deleteProduct(product.id);
      const closed = await request.put(`/api/admin/outlets/${outlet.id}`, { headers, data: { ...outlet, active: false } });
      expect(closed.status()).toBe(200);
    }
  });
});
