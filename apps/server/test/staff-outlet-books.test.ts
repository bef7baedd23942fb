import { gstinCheckCharacter, shopClock, type Gstr1, type LowStockItem, type SalesReport, type Shift, type StaffAccount } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, changeSettings, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const DELHI = gstin('07AAPFU0939F1Z'); // the shop's
const KARNATAKA = gstin('29AAPFU0939F1Z'); // the limited account's outlet's own
const OUTLET = { phone: '9811122334', pickup: true, active: true };
const NOT_YOURS = 'Your account does not work at this outlet; choose one of yours';

/**
 * An account limited to one outlet sees that outlet's books only: sales, the orders sheet, GSTR-1,
 * shifts, credit notes, stock and the low-stock list; the shop's own account still sees everything.
 */
describe.each(ENGINES)("a limited account's books and stock on %s", (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let north: number;
  let east: number;
  let manager: string;
  let mainOnly: string;
  let cashier: string;
  const orders: Record<string, number> = {};
  const shifts: Record<string, number> = {};
  const notes: Record<string, number> = {};
  let mainInvoice = '';
  const today = () => shopClock(new Date(), 'Asia/Kolkata').date;

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: { authorization: `Bearer ${token}` } });
  const account = async (email: string, role: 'owner' | 'cashier', outlets: number[]) => {
    const login = { email, password: `${role}-secret-123` };
    const id = ((await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: login })).json() as StaffAccount).id;
    await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${id}/role`, payload: { role } });
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${id}/outlets`, payload: { outlets } })).statusCode).toBe(200);
    return (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).json().token as string;
  };
  const addOutlet = async (name: string, fields: object) => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: { ...OUTLET, name, address: `${name}, New Delhi`, ...fields } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const place = async (outletId: number) => {
    const res = await postOrder(t.app, { ...orderBody([cartLine(ladoo, '1 kg', 1)]), outletId });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  /** Opens a shift, sells a 250 g box and refunds it: the shift, the bill and its credit note. */
  const sellAndRefund = async (token: string) => {
    const shift = await as(token, 'POST', '/api/counter/shifts', { float: 0 });
    expect(shift.statusCode, shift.body).toBe(201);
    const sale = await as(token, 'POST', '/api/counter/sales', {
      lines: [{ productId: kaju.id, quantity: 1, variant: '250 g' }],
      payments: [{ method: 'cash', amount: 150 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const note = await as(token, 'POST', `/api/counter/sales/${sale.json().id}/refund`, {});
    expect(note.statusCode, note.body).toBe(201);
    return { shift: shift.json().id as number, sale: sale.json().id as number, invoice: sale.json().invoiceNumber as string, note: note.json().id as number };
  };
  const setStock = (token: string, payload: object) => as(token, 'PUT', `/api/admin/products/${kaju.id}/stock`, payload);
  const stockByOutlet = async () =>
    ((await t.asAdmin({ url: `/api/admin/products/${kaju.id}` })).json() as { stockByOutlet: { outletId: number; stock: number }[] }).stockByOutlet;

  beforeAll(async () => {
    await changeSettings(t, { minimumOrder: 0, gstin: DELHI, invoicePrefix: 'TS' });
    // The first pack is 1 kg: 5 kg or less left is low.
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1 kg': 560, '250 g': 150 });
    // Not counted: every outlet sells it.
    ladoo = await seedProduct(t.database.db, 'Besan Ladoo', { '1 kg': 480 });
    north = await addOutlet('Lajpat Nagar', { gstin: KARNATAKA });
    // A third outlet under the shop's GSTIN, which never holds Kaju Katli.
    east = await addOutlet('Preet Vihar', { gstin: null });
    for (const outletId of [1, north]) expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 20, outletId } })).statusCode).toBe(200);
    manager = await account('north@halwai.test', 'owner', [north]);
    cashier = await account('north-till@halwai.test', 'cashier', [north]);
    mainOnly = await account('main@halwai.test', 'owner', [1]);
    orders.main = await place(1);
    orders.north = await place(north);
    orders.east = await place(east);
    const adminToken = await t.adminToken();
    const main = await sellAndRefund(adminToken);
    const there = await sellAndRefund(cashier);
    Object.assign(shifts, { main: main.shift, north: there.shift });
    Object.assign(notes, { main: main.note, north: there.note });
    Object.assign(orders, { mainSale: main.sale, northSale: there.sale });
    mainInvoice = main.invoice;
  });

  it("answers a limited account the sales of its outlets only, in all and by outlet; the shop's account all of them", async () => {
    const range = `from=${today()}&to=${today()}`;
    const all = (await t.asAdmin({ url: `/api/admin/reports/sales?${range}` })).json() as SalesReport;
    const mine = (await as(manager, 'GET', `/api/admin/reports/sales?${range}`)).json() as SalesReport;
    const northRow = all.byOutlet!.find((o) => o.outletId === north)!;
    expect(all.byOutlet!.map((o) => o.outletId)).toEqual([1, north, east]);
    // Counted: each outlet's storefront order (the refunded counter bills stay orders).
    expect(all.orders).toBe(5);
    expect(mine.byOutlet).toEqual([northRow]);
    expect(mine).toMatchObject({ orders: northRow.orders, revenue: northRow.revenue, paidRevenue: northRow.paidRevenue, cancelled: northRow.cancelled });
    expect(mine.orders).toBe(2);
    expect(mine.ordersPerHour!.reduce((sum, h) => sum + h.orders, 0)).toBe(2);
    expect(all.ordersPerHour!.reduce((sum, h) => sum + h.orders, 0)).toBe(5);
  });

  it("exports a limited account's orders sheet with its outlets' orders only", async () => {
    const idsIn = (csv: string) =>
      csv
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => Number(row.split(',')[0]));
    const range = `from=${today()}&to=${today()}`;
    const mine = await as(manager, 'GET', `/api/admin/orders.csv?${range}`);
    expect(mine.statusCode).toBe(200);
    expect(idsIn(mine.body).sort()).toEqual([orders.north, orders.northSale].sort());
    const all = await t.asAdmin({ url: `/api/admin/orders.csv?${range}` });
    expect(idsIn(all.body)).toHaveLength(5);
  });

  it("answers a limited account the return of its outlets' GSTINs and invoices only; any other GSTIN is refused alike", async () => {
    const month = today().slice(0, 7);
    const invoices = (report: Gstr1) => report.doc_issue.doc_det.reduce((n, d) => n + d.docs.reduce((m, doc) => m + doc.totnum, 0), 0);
    const own = await as(manager, 'GET', `/api/admin/reports/gstr1?month=${month}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().gstin).toBe(KARNATAKA);
    expect(own.json()).toEqual((await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}&gstin=${KARNATAKA}` })).json());

    for (const asked of [DELHI, gstin('27AAACB1234C1Z')]) {
      const refused = await as(manager, 'GET', `/api/admin/reports/gstr1?month=${month}&gstin=${asked}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ gstin: [`None of your outlets invoices under ${asked}; choose one of theirs`] });
    }
    const csv = await as(manager, 'GET', `/api/admin/reports/gstr1.csv?month=${month}&section=docs&gstin=${DELHI}`);
    expect(csv.statusCode).toBe(400);

    // The shop's GSTIN is shared by the first outlet and the third: an account at the first files only its invoices.
    const shop = (await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}` })).json() as Gstr1;
    const first = await as(mainOnly, 'GET', `/api/admin/reports/gstr1?month=${month}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().gstin).toBe(DELHI);
    // Its storefront order and its counter bill, and the bill's credit note.
    expect(invoices(first.json())).toBe(3);
    expect(invoices(shop)).toBeGreaterThan(invoices(first.json()));
  });

  it("lists a limited account's outlets' shifts only; another outlet's shift and credit note are missing to it, as unknown ones", async () => {
    const ids = (res: { json(): unknown }) => (res.json() as Shift[]).map((s) => s.id);
    expect(ids(await as(manager, 'GET', '/api/admin/shifts'))).toEqual([shifts.north]);
    expect(ids(await t.asAdmin({ url: '/api/admin/shifts' }))).toEqual([shifts.north, shifts.main]);

    expect((await as(manager, 'GET', `/api/admin/shifts/${shifts.north}`)).statusCode).toBe(200);
    const other = await as(manager, 'GET', `/api/admin/shifts/${shifts.main}`);
    const unknown = await as(manager, 'GET', '/api/admin/shifts/99999');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(unknown.json().code);
    expect(other.json().message).toBe(unknown.json().message.replace('99999', String(shifts.main)));
    expect((await as(manager, 'GET', `/api/counter/shifts/${shifts.main}`)).statusCode).toBe(404);
    expect((await as(cashier, 'GET', `/api/counter/shifts/${shifts.main}`)).statusCode).toBe(404);
    expect((await t.asAdmin({ url: `/api/admin/shifts/${shifts.main}` })).statusCode).toBe(200);

    for (const token of [manager, cashier]) {
      expect((await as(token, 'GET', `/api/counter/credit-notes/${notes.north}`)).statusCode).toBe(200);
      const note = await as(token, 'GET', `/api/counter/credit-notes/${notes.main}`);
      const none = await as(token, 'GET', '/api/counter/credit-notes/99999');
      expect(note.statusCode).toBe(404);
      expect(note.json().message).toBe(none.json().message.replace('99999', String(notes.main)));
    }
    expect((await t.asAdmin({ url: `/api/counter/credit-notes/${notes.main}` })).statusCode).toBe(200);
    // Nor does it find the other outlet's bill to refund by its invoice number.
    const invoice = encodeURIComponent(mainInvoice);
    expect((await as(cashier, 'GET', `/api/counter/sales?invoice=${invoice}`)).json()).toEqual([]);
    expect((await t.asAdmin({ url: `/api/counter/sales?invoice=${invoice}` })).json()).toHaveLength(1);
  });

  it("sets stock only at a limited account's outlets (its first when none is named), and never stops counting it", async () => {
    const before = await stockByOutlet();
    const refused = await setStock(manager, { stock: 1, outletId: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ outletId: [NOT_YOURS] });
    const stopped = await setStock(manager, { stock: null });
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json().errors.stock).toHaveLength(1);
    expect(await stockByOutlet()).toEqual(before);

    const set = await setStock(manager, { stock: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await stockByOutlet()).find((s) => s.outletId === north)!.stock).toBe(12);
    expect((await stockByOutlet()).find((s) => s.outletId === 1)).toEqual(before.find((s) => s.outletId === 1));
    // The shop's account sets any outlet's.
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 15, outletId: 1 } })).statusCode).toBe(200);
  });

  it("moves stock from a limited account's outlet to any other, never from another's", async () => {
    const before = await stockByOutlet();
    const taking = await as(manager, 'POST', '/api/admin/transfers', { from: 1, to: north, lines: [{ productId: kaju.id, quantity: 1 }] });
    expect(taking.statusCode).toBe(400);
    expect(taking.json().errors).toEqual({ from: [NOT_YOURS] });
    expect(await stockByOutlet()).toEqual(before);

    const sending = await as(manager, 'POST', '/api/admin/transfers', { from: north, to: 1, lines: [{ productId: kaju.id, quantity: 2 }] });
    expect(sending.statusCode, sending.body).toBe(200);
    expect(sending.json()).toMatchObject({ from: north, to: 1, lines: [{ fromStock: 10, toStock: 17 }] });
  });

  it("answers a limited account the stock history of its outlets only", async () => {
    const outletsOf = (res: { json(): unknown }) => [...new Set((res.json() as { outletId: number }[]).map((e) => e.outletId))].sort();
    expect(outletsOf(await as(manager, 'GET', `/api/admin/products/${kaju.id}/stock-history`))).toEqual([north]);
    expect(outletsOf(await t.asAdmin({ url: `/api/admin/products/${kaju.id}/stock-history` }))).toEqual([1, north].sort());
  });

  it('lists low stock per outlet with several open outlets, a limited account only its own', async () => {
    for (const [outletId, stock] of [
      [1, 4],
      [north, 3],
    ] as const)
      expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock, outletId } })).statusCode).toBe(200);
    const all = (await t.asAdmin({ url: '/api/admin/stock/low' })).json() as LowStockItem[];
    // Fewest first; the third outlet never held it and is not listed.
    expect(all.map((i) => [i.id, i.outletId, i.outletName, i.stock, i.packsLeft])).toEqual([
      [kaju.id, north, 'Lajpat Nagar', 3, 3],
      [kaju.id, 1, expect.any(String), 4, 4],
    ]);
    const mine = (await as(manager, 'GET', '/api/admin/stock/low')).json() as LowStockItem[];
    expect(mine).toEqual([all[0]]);
    expect((await as(mainOnly, 'GET', '/api/admin/stock/low')).json()).toEqual([all[1]]);

    // Plenty at one outlet and little at the other: only the other is low.
    await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 50, outletId: 1 } });
    expect(((await t.asAdmin({ url: '/api/admin/stock/low' })).json() as LowStockItem[]).map((i) => i.outletId)).toEqual([north]);
    expect((await as(mainOnly, 'GET', '/api/admin/stock/low')).json()).toEqual([]);
  });
});
