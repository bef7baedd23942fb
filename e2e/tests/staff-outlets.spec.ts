import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, signInAs, test, unique, type Session, type StaffApi } from '../fixtures/admin';

/** An account limited to one outlet signs in and sees only that outlet's orders, sales and stock. */

const orderNumber = (id: number) => `Order #${String(id).padStart(4, '0')}`;
type Headers = Record<string, string>;

/** A new staff account's sign-in. */
const newLogin = (prefix: string) => ({ email: `${unique(prefix).replace(/\W+/g, '-').toLowerCase()}@halwai.test`, password: `${prefix}-secret-123` });

/** Adds the account (its id, for the teardown to refuse it). */
async function addAccount(request: APIRequestContext, admin: Headers, login: { email: string; password: string }): Promise<number> {
  const created = await request.post('/api/admin/accounts', { data: login, headers: admin });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** Limits the account to one outlet and signs it in. */
async function limitTo(request: APIRequestContext, admin: Headers, id: number, outletId: number, login: { email: string; password: string }): Promise<Session> {
  const limited = await request.put(`/api/admin/accounts/${id}/outlets`, { data: { outlets: [outletId] }, headers: admin });
  expect(limited.ok(), await limited.text()).toBe(true);
  return apiLogin(request, login);
}

/** An order the account keys in by phone (its outlet's), of an item not counted, worth ₹1,000 or more: its id. */
async function phoneOrder(request: APIRequestContext, staff: StaffApi, session: Session, customerMobile: string): Promise<number> {
  const { items } = await staff.catalogue();
  const item = items.find((i) => i.isAvailable && i.stock == null && i.prices[0]!.price >= 100)!;
  const phoned = await request.post('/api/admin/orders', {
    headers: { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': unique('outlet-phone') },
    data: {
      customerName: unique('Outlet customer'),
      customerMobile,
      lines: [{ productId: item.id, variant: item.prices[0]!.label, quantity: Math.ceil(1000 / item.prices[0]!.price) }],
    },
  });
  expect(phoned.ok(), await phoned.text()).toBe(true);
  return ((await phoned.json()) as { id: number }).id;
}

test('an account limited to one outlet sees only its orders, each named with its outlet', async ({ page, staff, session }) => {
  const admin = { Authorization: `Bearer ${session.token}` };
  const outletBody = { name: unique('Karol Bagh'), address: '7 Ajmal Khan Road, New Delhi', phone: '9811100022' };
  const made = await page.request.post('/api/admin/outlets', { data: outletBody, headers: admin });
  expect(made.ok(), await made.text()).toBe(true);
  const outlet = (await made.json()) as { id: number; name: string };
  let accountId: number | null = null;
  try {
    const login = newLogin('outlet');
    accountId = await addAccount(page.request, admin, login);
    const mine = await limitTo(page.request, admin, accountId, outlet.id, login);

    // One order at the shop's first outlet (the storefront's), one keyed in by the limited account: its outlet's.
    const elsewhere = await staff.placeOrder(unique('Elsewhere customer'));
    const here = await phoneOrder(page.request, staff, mine, '9811100033');

    await signInAs(page, mine, '/admin/orders');
    const card = page.getByRole('article', { name: orderNumber(here) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(outlet.name);
    await expect(page.getByRole('article', { name: orderNumber(elsewhere.id) })).toHaveCount(0);
    // The other outlet's order is missing to it, as an unknown order is.
    const other = await page.request.get(`/api/admin/orders/${elsewhere.id}`, { headers: { Authorization: `Bearer ${mine.token}` } });
    expect(other.status()).toBe(404);
  } finally {
    // Close what the test made: the outlet for good (as outlets are), the account refused.
    if (accountId !== null) await page.request.put(`/api/admin/accounts/${accountId}/status`, { data: { status: 'rejected' }, headers: admin });
    const closed = await page.request.put(`/api/admin/outlets/${outlet.id}`, { data: { ...outletBody, active: false }, headers: admin });
    expect(closed.ok(), await closed.text()).toBe(true);
  }
});

test("an account limited to one outlet sees that outlet's sales and low stock on the dashboard", async ({ page, staff, session }) => {
  const admin = { Authorization: `Bearer ${session.token}` };
  const outletBody = { name: unique('Rajouri Garden'), address: '3 Main Market, Rajouri Garden, New Delhi', phone: '9811100044' };
  const made = await page.request.post('/api/admin/outlets', { data: outletBody, headers: admin });
  expect(made.ok(), await made.text()).toBe(true);
  const outlet = (await made.json()) as { id: number; name: string };
  const product = await staff.createProduct({ name: unique('Outlet Peda') });
  let accountId: number | null = null;
  try {
    const login = newLogin('books');
    accountId = await addAccount(page.request, admin, login);
    const mine = await limitTo(page.request, admin, accountId, outlet.id, login);

    // Low at both outlets (a 500 g pack first): 2 packs at the first, 4 at the account's.
    for (const [outletId, stock] of [
      [1, 1],
      [outlet.id, 2],
    ] as const) {
      const set = await page.request.put(`/api/admin/products/${product.id}/stock`, { data: { stock, outletId }, headers: admin });
      expect(set.ok(), await set.text()).toBe(true);
    }
    const placed = await phoneOrder(page.request, staff, mine, '9811100055');
    const read = await page.request.get(`/api/admin/orders/${placed}`, { headers: { Authorization: `Bearer ${mine.token}` } });
    const total = ((await read.json()) as { orderTotal: number }).orderTotal;
    // Another outlet's order today, which the account must not count.
    await staff.placeOrder(unique('Elsewhere customer'));
    const first = ((await (await page.request.get('/api/admin/outlets', { headers: admin })).json()) as { id: number; name: string }[]).find((o) => o.id === 1)!;

    await signInAs(page, mine, '/admin/dashboard');
    // Today's sales are its outlet's alone: the one order it took.
    await expect(page.getByLabel(`Revenue: ₹${new Intl.NumberFormat('en-IN').format(Math.round(total))}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sales by outlet' })).toHaveCount(0);
    const low = page.getByRole('region', { name: 'Low stock' });
    await expect(low).toContainText(`${product.name} at ${outlet.name}: 4 × 500 g left`);
    await expect(low).not.toContainText(`at ${first.name}`);
    await page.screenshot({ path: test.info().outputPath('limited-dashboard.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('limited-dashboard-phone.png') });

    // Its stock dialog shows its outlet's stock alone, with the product's total.
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await page.getByRole('button', { name: `Stock by outlet: ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Stock of ${product.name} by outlet` });
    await expect(dialog.getByRole('textbox', { name: `Stock of ${product.name} at ${outlet.name}` })).toHaveValue('2');
    await expect(dialog.getByRole('textbox', { name: `Stock of ${product.name} at ${first.name}` })).toHaveCount(0);
    await expect(dialog.getByText('Total: 3 kg')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('limited-stock-dialog-phone.png') });

    // The shop's account sees the product low at both outlets.
    const all = (await (await page.request.get('/api/admin/stock/low', { headers: admin })).json()) as { id: number; outletId: number }[];
    expect(all.filter((i) => i.id === product.id).map((i) => i.outletId)).toEqual([1, outlet.id]);
  } finally {
    if (accountId !== null) await page.request.put(`/api/admin/accounts/${accountId}/status`, { data: { status: 'rejected' }, headers: admin });
    expect((await page.request.put(`/api/admin/products/${product.id}/stock`, { data: { stock: null }, headers: admin })).ok()).toBe(true);
    await staff.deleteProduct(product.id);
    const closed = await page.request.put(`/api/admin/outlets/${outlet.id}`, { data: { ...outletBody, active: false }, headers: admin });
    expect(closed.ok(), await closed.text()).toBe(true);
  }
});
