import { gstinCheckCharacter, shopClock, type Gstr1, type Invoice, type Outlet, type SalesReport, type ShopSettings } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '../src/modules/invoices/financial-year.js';
import { cartLine, orderBody, placeOrder, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp, type TestApp } from './support/test-app.js';

/** A well-formed GSTIN from its first 14 characters. */
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const DELHI = gstin('07AAPFU0939F1Z'); // the shop's own registration
const KARNATAKA = gstin('29AAPFU0939F1Z'); // an outlet registered in another state
const DELHI_BUYER = gstin('07AAACB1234C1Z');
const KARNATAKA_BUYER = gstin('29AAACB1234C1Z');

const OUTLET = {
  phone: '9811122334',
  openingHours: null,
  holidays: null,
  pickup: true,
  delivery: null,
  email: null,
  active: true,
};

async function useShopGstin(t: TestApp) {
  const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
  const saved = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, gstin: DELHI, invoicePrefix: 'TS' } });
  expect(saved.statusCode, saved.body).toBe(200);
}

const putOutlet = async (t: TestApp, id: number, fields: Record<string, unknown>) => {
  const res = await t.asAdmin({ method: 'PUT', url: `/api/admin/outlets/${id}`, payload: { ...OUTLET, ...fields } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Outlet;
};
const addOutlet = async (t: TestApp, fields: Record<string, unknown>) => {
  const res = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: { ...OUTLET, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Outlet;
};

/**
 * One set of books over several outlets. The first outlet is given, or loses, a GSTIN of its own
 * between orders: what numbers an invoice is the outlet it is placed at, as it stands then.
 */
describe.each(ENGINES)('invoice series and GSTR-1 per GSTIN on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  const year = financialYear(new Date().toISOString());
  const month = shopClock(new Date(), 'Asia/Kolkata').date.slice(0, 7);
  const ids: Record<string, number> = {};

  const place = async (buyer?: { buyerGstin: string; buyerName: string }) => {
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), ...buyer });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const invoice = async (id: number) => {
    const res = await t.asAdmin({ url: `/api/orders/${id}/invoice` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Invoice;
  };
  const ownGstin = (own: boolean) =>
    putOutlet(t, 1, {
      name: own ? 'Indiranagar' : 'Chandni Chowk',
      address: own ? '100 Feet Road, Indiranagar, Bengaluru' : '1 Chandni Chowk, Delhi',
      gstin: own ? KARNATAKA : null,
    });

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    await useShopGstin(t);
    // A second outlet under the shop's GSTIN: it shares the shop's series.
    await addOutlet(t, { name: 'Lajpat Nagar', address: '12 Central Market, New Delhi', gstin: DELHI });

    await ownGstin(true);
    ids.a = await place();
    ids.b = await place({ buyerGstin: DELHI_BUYER, buyerName: 'Delhi Traders' });
    await ownGstin(false);
    ids.c = await place();
    ids.d = await place({ buyerGstin: KARNATAKA_BUYER, buyerName: 'Bengaluru Traders' });
    await ownGstin(true);
    ids.e = await place();
  });

  it("numbers an outlet's own GSTIN in a gap-free series of its own, and the shop's series goes on apart", async () => {
    const numbers = await Promise.all([ids.a, ids.b, ids.c, ids.d, ids.e].map(async (id) => (await invoice(id!)).number));
    expect(numbers).toEqual([`TS-29/${year}/0001`, `TS-29/${year}/0002`, `TS/${year}/0001`, `TS/${year}/0002`, `TS-29/${year}/0003`]);
  });

  it("names the outlet's GSTIN, name and address as the seller, and taxes within the outlet's state", async () => {
    // Invoice a was issued under the outlet's own GSTIN; the outlet has lost it since, and has its name back.
    await ownGstin(false);
    const a = await invoice(ids.a!);
    expect(a.seller).toMatchObject({ gstin: KARNATAKA, name: 'Chandni Chowk', phone: '9811122334' });
    expect(a.placeOfSupply).toBe('29-Karnataka');
    expect(a.totals.igst).toBe(0);
    expect(a.totals.cgst).toBeGreaterThan(0);

    // A Delhi business buying from the Karnataka outlet: another state, all IGST.
    const b = await invoice(ids.b!);
    expect(b.placeOfSupply).toBe('07-Delhi');
    expect(b.totals).toMatchObject({ cgst: 0, sgst: 0 });
    expect(b.totals.igst).toBeGreaterThan(0);

    // Under the shop's Delhi GSTIN a consumer is within the state, a Karnataka business is not.
    const c = await invoice(ids.c!);
    expect(c.seller).toMatchObject({ gstin: DELHI, name: 'Chandni Chowk', address: '1 Chandni Chowk, Delhi' });
    expect(c.placeOfSupply).toBe('07-Delhi');
    expect(c.totals.igst).toBe(0);
    const d = await invoice(ids.d!);
    expect(d.placeOfSupply).toBe('29-Karnataka');
    expect(d.totals.igst).toBeGreaterThan(0);

    const pdf = await t.asAdmin({ url: `/api/orders/${ids.a}/invoice.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`invoice-TS-29-${year}-0001.pdf`);
    await ownGstin(true);
  });

  it("answers each GSTIN's return with its own invoices only, the shop's by default", async () => {
    const documents = (report: Gstr1) => report.doc_issue.doc_det.flatMap((d) => d.docs.map((doc) => [doc.from, doc.to, doc.totnum]));
    const shop = await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}` });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json().gstin).toBe(DELHI);
    expect(documents(shop.json())).toEqual([[`TS/${year}/0001`, `TS/${year}/0002`, 2]]);
    expect((shop.json() as Gstr1).b2b.map((b) => b.ctin)).toEqual([KARNATAKA_BUYER]);

    const named = await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}&gstin=${DELHI.toLowerCase()}` });
    expect(named.json()).toEqual(shop.json());

    const outlet = await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}&gstin=${KARNATAKA}` });
    expect(outlet.statusCode, outlet.body).toBe(200);
    const report = outlet.json() as Gstr1;
    expect(report.gstin).toBe(KARNATAKA);
    expect(documents(report)).toEqual([[`TS-29/${year}/0001`, `TS-29/${year}/0003`, 3]]);
    expect(report.b2b.map((b) => b.ctin)).toEqual([DELHI_BUYER]);
    expect(report.b2b[0]!.inv[0]!.pos).toBe('07');

    const csv = await t.asAdmin({ url: `/api/admin/reports/gstr1.csv?month=${month}&section=docs&gstin=${KARNATAKA}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`TS-29/${year}/0001`);
    expect(csv.body).not.toContain(`TS/${year}/0001`);
  });

  it('numbers an order the storefront places at another outlet of the same GSTIN in that GSTIN\'s series', async () => {
    const south = await addOutlet(t, { name: 'Koramangala', address: '5 80 Feet Road, Bengaluru', gstin: KARNATAKA });
    const res = await postOrder(t.app, { ...orderBody([cartLine(kaju, '1kg', 1)]), outletId: south.id });
    expect(res.statusCode, res.body).toBe(201);
    const placed = await invoice((res.json() as { id: number }).id);
    expect(placed.number).toBe(`TS-29/${year}/0004`);
    expect(placed.seller).toMatchObject({ name: 'Koramangala', address: '5 80 Feet Road, Bengaluru', gstin: KARNATAKA });
  });

  it("numbers a counter bill in the series of the GSTIN its shift's outlet sells under", async () => {
    const south = (await t.asAdmin({ url: '/api/admin/outlets' })).json().find((o: Outlet) => o.name === 'Koramangala') as Outlet;
    await ownGstin(false); // the first outlet sells under the shop's GSTIN again: only the shift's outlet can say 29
    const shift = await t.asAdmin({ method: 'POST', url: '/api/counter/shifts', payload: { float: 0, outletId: south.id } });
    expect(shift.statusCode, shift.body).toBe(201);
    const sold = await t.asAdmin({
      method: 'POST',
      url: '/api/counter/sales',
      payload: { lines: [{ productId: kaju.id, quantity: 1, variant: '1kg' }], payments: [{ method: 'cash', amount: 1150 }] },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const bill = await invoice((sold.json() as { id: number }).id);
    expect(bill.number).toBe(`TS-29/${year}/0005`);
    expect(bill.seller).toMatchObject({ name: 'Koramangala', gstin: KARNATAKA });
    await ownGstin(true);
  });

  it("refuses at the field a GSTIN that is neither the shop's nor an outlet's", async () => {
    for (const url of [
      `/api/admin/reports/gstr1?month=${month}&gstin=${KARNATAKA_BUYER}`,
      `/api/admin/reports/gstr1.csv?month=${month}&section=b2b&gstin=nonsense`,
    ]) {
      const res = await t.asAdmin({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.gstin[0]).toMatch(/is neither the shop's GSTIN nor an outlet's$/);
      expect(res.json().code).toBeDefined();
    }
  });
});

describe.each(ENGINES)('the sales report split by outlet on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let barfi: SeededProduct;
  const day = '2025-04-05';
  const placeAt = async (outletId: number, at: string, quantity: number) => {
    const id = await placeOrder(t.app, [cartLine(barfi, '1kg', quantity)]);
    await t.database.db.updateTable('orders').set({ created_at: at, outlet_id: outletId }).where('id', '=', id).execute();
    return id;
  };
  const report = async () => (await t.asAdmin({ url: `/api/admin/reports/sales?from=${day}&to=${day}` })).json() as SalesReport;
  const csvRows = async (lang = 'en') =>
    (await t.asAdmin({ url: `/api/admin/orders.csv?from=${day}&to=${day}&lang=${lang}` })).body.replace(/^\uFEFF/, '').split('\r\n');

  beforeAll(async () => {
    barfi = await seedProduct(t.database.db, 'Kaju Barfi', { '1kg': 1150 });
  });

  it('a shop of one outlet has its one outlet for the whole, and its export as before', async () => {
    await placeAt(1, `${day}T05:00:00.000Z`, 1);
    const one = await report();
    expect(one.byOutlet).toEqual([
      { outletId: 1, name: expect.any(String), nameHi: null, orders: 1, revenue: 1150, paidRevenue: 0, unpaidRevenue: 1150, averageOrderValue: 1150, cancelled: 0 },
    ]);
    expect((await csvRows())[0]).toMatch(/,refund,channel$/);
  });

  it('splits the figures by outlet, adding up to the totals; the export names each order\'s outlet', async () => {
    const south = await addOutlet(t, { name: 'Koramangala', nameHi: 'कोरमंगला', address: '5 80 Feet Road, Bengaluru', gstin: KARNATAKA });
    const closed = await addOutlet(t, { name: 'Old Market', address: '3 Old Market', active: false });
    await placeAt(south.id, `${day}T06:00:00.000Z`, 2);
    const paid = await placeAt(south.id, `${day}T07:00:00.000Z`, 1);
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${paid}/payment`, payload: { paid: true, method: 'cash' } })).statusCode).toBe(200);
    const cancelled = await placeAt(south.id, `${day}T08:00:00.000Z`, 1);
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${cancelled}/status`, payload: { status: 2 } })).statusCode).toBe(200);

    const split = await report();
    expect(split).toMatchObject({ orders: 3, revenue: 4600, paidRevenue: 1150, cancelled: 1 });
    expect(split.byOutlet).toEqual([
      expect.objectContaining({ outletId: 1, orders: 1, revenue: 1150, paidRevenue: 0, cancelled: 0 }),
      {
        outletId: south.id,
        name: 'Koramangala',
        nameHi: 'कोरमंगला',
        orders: 2,
        revenue: 3450,
        paidRevenue: 1150,
        unpaidRevenue: 2300,
        averageOrderValue: 1725,
        cancelled: 1,
      },
    ]);
    expect(split.byOutlet!.map((o) => o.outletId)).not.toContain(closed.id);
    expect(split.byOutlet!.reduce((sum, o) => sum + o.revenue, 0)).toBe(split.revenue);

    const english = await csvRows();
    expect(english[0]).toMatch(/,channel,outlet$/);
    expect(english.slice(1, -1).map((row) => row.split(',').at(-1))).toEqual([expect.any(String), 'Koramangala', 'Koramangala', 'Koramangala']);
    const hindi = await csvRows('hi');
    expect(hindi[0]).toMatch(/,आउटलेट$/);
    expect(hindi[2]!.split(',').at(-1)).toBe('कोरमंगला');
  });
});
