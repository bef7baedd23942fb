import { MESSAGES, type AdminOrder, type CustomerSummary } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const ASHA = '9876501234';
const RAVI = '9811122233';
const MEERA = '9700000001';

for (const engine of ENGINES) {
  describe(`the owner's Customers (${engine})`, () => {
    let t: TestApp;
    let kaju: SeededProduct;
    const placed: Record<string, number[]> = { [ASHA]: [], [RAVI]: [], [MEERA]: [] };

    const place = async (name: string, typedMobile: string, mobile: string, kilos: number) => {
      const res = await postOrder(t.app, orderBody([cartLine(kaju, '1kg', kilos)], name, typedMobile));
      expect(res.statusCode, res.body).toBe(201);
      placed[mobile]!.push(res.json().id as number);
      return res.json().id as number;
    };
    const list = async (query = '') => {
      const res = await t.asAdmin({ url: `/api/admin/customers${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CustomerSummary[];
    };

    beforeAll(async () => {
      t = await startTestApp(engine, { SEED_DEMO: false });
      kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
      // In order of placing: Ravi first, Asha under two names (one order cancelled), Meera last.
      await place('Ravi Kumar', RAVI, RAVI, 1);
      await place('Asha Verma', ASHA, ASHA, 1);
      const cancelled = await place('Asha Verma', '+91 98765 01234', ASHA, 3);
      await place('Asha V', '098765-01234', ASHA, 2);
      await place('=HYPERLINK("http://x")', MEERA, MEERA, 1);
      const cancel = await t.asAdmin({
        method: 'PUT',
        url: `/api/admin/orders/${cancelled}/status`,
        payload: { status: 'cancelled' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    });
    afterAll(() => t.close());

    it('lists one row per mobile: its names, orders, what it spent without cancelled orders, its last order; latest first', async () => {
      const rows = await list();
      expect(rows.map((r) => r.mobile)).toEqual([MEERA, ASHA, RAVI]);
      const asha = rows.find((r) => r.mobile === ASHA)!;
      expect(asha).toEqual({
        mobile: ASHA,
        names: ['Asha V', 'Asha Verma'],
        orders: 3,
        totalSpent: 1150 * 3,
        lastOrderAt: expect.any(String),
      });
      const adminOrders = (await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as AdminOrder[];
      for (const row of rows) {
        const theirs = adminOrders.filter((o) => o.customerMobile === row.mobile);
        expect(row.orders, row.mobile).toBe(theirs.length);
        const spent = theirs.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.orderTotal, 0);
        expect(row.totalSpent, row.mobile).toBeCloseTo(spent, 2);
        expect(row.lastOrderAt, row.mobile).toBe(
          theirs
            .map((o) => o.orderDate)
            .sort()
            .at(-1),
        );
      }
      expect(rows.find((r) => r.mobile === RAVI)).toMatchObject({ names: ['Ravi Kumar'], orders: 1, totalSpent: 1150 });
    });

    it('finds customers by any name they used or a piece of the number, in any case', async () => {
      expect((await list('?q=asha%20v')).map((r) => r.mobile)).toEqual([ASHA]);
      expect((await list('?q=RAVI')).map((r) => r.mobile)).toEqual([RAVI]);
      expect((await list('?q=01234')).map((r) => r.mobile)).toEqual([ASHA]);
      expect((await list('?q=98')).map((r) => r.mobile)).toEqual([ASHA, RAVI]);
      // A number typed as people type it finds its customer: +91, spaces, a leading 0.
      expect((await list(`?q=${encodeURIComponent('+91 98765 01234')}`)).map((r) => r.mobile)).toEqual([ASHA]);
      expect((await list(`?q=${encodeURIComponent('098765 01234')}`)).map((r) => r.mobile)).toEqual([ASHA]);
      expect((await list(`?q=${encodeURIComponent('+91 98111')}`)).map((r) => r.mobile)).toEqual([RAVI]);
      // A wildcard typed is a character searched for, not a pattern.
      expect(await list('?q=%25')).toEqual([]);
      expect(await list('?q=nobody')).toEqual([]);
      // The row found still counts every name and order of that mobile.
      expect((await list('?q=asha%20v'))[0]!.names).toEqual(['Asha V', 'Asha Verma']);
    });

    it('pages with limit and offset, and refuses a bad page with a clear message', async () => {
      expect((await list('?limit=2')).map((r) => r.mobile)).toEqual([MEERA, ASHA]);
      expect((await list('?limit=2&offset=2')).map((r) => r.mobile)).toEqual([RAVI]);
      expect((await list('?offset=1')).map((r) => r.mobile)).toEqual([ASHA, RAVI]);
      const bad = await t.asAdmin({ url: '/api/admin/customers?limit=0' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
    });

    it("opens a customer's orders, newest first, as the orders screen shows them", async () => {
      for (const typed of [ASHA, '+91 98765 01234']) {
        const res = await t.asAdmin({ url: `/api/admin/customers/${encodeURIComponent(typed)}/orders` });
        expect(res.statusCode, typed).toBe(200);
        const orders = res.json() as AdminOrder[];
        expect(orders.map((o) => o.id)).toEqual([...placed[ASHA]!].reverse());
        expect(orders.every((o) => o.customerMobile === ASHA)).toBe(true);
        expect(orders.map((o) => o.status)).toEqual(['pending', 'cancelled', 'pending']);
      }
      expect((await t.asAdmin({ url: '/api/admin/customers/9000000000/orders' })).json()).toEqual([]);
      const bad = await t.asAdmin({ url: '/api/admin/customers/12345/orders' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.mobileInvalid);
    });

    it('exports the same rows as CSV, the search included, safe to open in a spreadsheet', async () => {
      const res = await t.asAdmin({ url: '/api/admin/customers.csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const lines = res.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('mobile,names,orders,total spent,last order date,last order time');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(
        new RegExp(`^${MEERA},"'=HYPERLINK\\(""http://x""\\)",1,1150\\.00,\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2}$`),
      );
      expect(lines[2]).toMatch(new RegExp(`^${ASHA},Asha V; Asha Verma,3,3450\\.00,`));
      expect(lines[3]).toMatch(new RegExp(`^${RAVI},Ravi Kumar,1,1150\\.00,`));

      const found = await t.asAdmin({ url: '/api/admin/customers.csv?q=ravi' });
      expect(found.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
      const hindi = await t.asAdmin({ url: '/api/admin/customers.csv?q=ravi&lang=hi' });
      expect(hindi.statusCode, hindi.body).toBe(200);
      expect(hindi.body.slice(1).split('\r\n')[0]).toBe('मोबाइल,नाम,ऑर्डर,कुल ख़र्च,पिछले ऑर्डर की तारीख,पिछले ऑर्डर का समय');
      expect(hindi.body.slice(1).split('\r\n')[1]).toContain(`${RAVI},Ravi Kumar,1,`);
      expect((await t.asAdmin({ url: '/api/admin/customers.csv?lang=xx' })).statusCode).toBe(400);
    });

    it('is for staff only', async () => {
      for (const url of ['/api/admin/customers', '/api/admin/customers.csv', `/api/admin/customers/${ASHA}/orders`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message, url).toBe(MESSAGES.signInRequired);
      }
    });
  });
}
