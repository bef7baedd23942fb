import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  FOOD_MESSAGES,
  gstinCheckCharacter,
  shopClock,
  type Food,
  type Invoice,
  type Product,
  type ShopSettings,
} from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCategory, createProduct, createSubcategory, orderBody, postOrder } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const paiseOf = (rupees: number) => Math.round(rupees * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

const SHOP_GSTIN = withCheck('27ABCDE1234F1Z'); // Maharashtra
const SAME_STATE_BUYER = withCheck('27PQRST6789K1Z');
const OTHER_STATE_BUYER = '29AAGCB7383J1Z4'; // Karnataka, a published GSTIN

const KAJU_FOOD: Food = {
  diet: 'veg',
  ingredients: 'Cashew nuts (55%), sugar, ghee, edible silver leaf (varq)',
  allergens: ['tree-nuts', 'milk'],
  shelfLifeDays: 15,
  storage: 'Store in a cool, dry place',
  netQuantity: '500 g',
  nutrition: { energyKcal: 480, protein: 9, carbohydrate: 55, sugars: 45, fat: 25, saturatedFat: 5.5, sodiumMg: 15 },
};
const RASGULLA_FOOD: Food = {
  diet: 'veg',
  ingredients: 'Sugar syrup, chhena (cow milk), semolina',
  allergens: ['milk', 'gluten'],
  shelfLifeDays: 2,
  storage: 'Keep refrigerated',
  ingredientsHi: 'चीनी की चाशनी, छेना (गाय का दूध), सूजी',
  storageHi: 'फ़्रिज में रखें',
};

/** index.html as the web build writes it, for the product page's served JSON-LD. */
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Halwai</title></head><body><div id="root"></div></body></html>';

describe.each(ENGINES)('food information, GST per item, business invoices and GSTR-1 on %s', (engine) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-food-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const t = useTestApp(engine, { SEED_DEMO: false, webDistDir: dist });
  const ids = { category: 0, sub: 0, kaju: 0, rasgulla: 0, cake: 0 };

  const product = async (fields: Record<string, unknown>) => {
    const res = await createProduct(t, { categoryId: ids.category, subCategoryId: ids.sub, price: 1200, ...fields } as never);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Product;
  };
  const line = (p: { id: number; name: string }, price: number, quantity: number) => ({
    id: p.id,
    name: p.name,
    price,
    selectedWeight: '1 kg',
    quantity,
  });
  const place = async (body: Record<string, unknown>) => {
    const res = await postOrder(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const invoiceOf = async ({ id, accessKey }: { id: number; accessKey: string }) => {
    const res = await t.app.inject({ url: `/api/orders/${id}/invoice?key=${accessKey}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Invoice;
  };
  const expectAddsUp = (invoice: Invoice) => {
    for (const l of invoice.lines)
      expect(paiseOf(l.taxable) + paiseOf(l.cgst) + paiseOf(l.sgst) + paiseOf(l.igst)).toBe(paiseOf(l.amount));
    expect(sum(invoice.lines.map((l) => paiseOf(l.amount)))).toBe(paiseOf(invoice.totals.amount));
    expect(
      paiseOf(invoice.totals.taxable) +
        paiseOf(invoice.totals.cgst) +
        paiseOf(invoice.totals.sgst) +
        paiseOf(invoice.totals.igst),
    ).toBe(paiseOf(invoice.totals.amount));
  };

  beforeAll(async () => {
    ids.category = await createCategory(t, 'Sweets');
    ids.sub = await createSubcategory(t, 'Katli', ids.category);
    const settings: ShopSettings = (await t.asAdmin({ url: '/api/admin/settings' })).json();
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        ...settings,
        gstin: SHOP_GSTIN,
        fssai: '10012345000123',
        invoicePrefix: 'FG',
        categories: settings.categories.map((c) => (c.categoryId === ids.category ? { ...c, hsn: '2106', gstRate: 12 } : c)),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    ids.kaju = (await product({ name: 'Kaju Katli', food: KAJU_FOOD, prices: [{ label: '1 kg', price: 1200 }] })).id;
    // As the staff form sends it: the food as JSON text.
    ids.rasgulla = (
      await product({
        name: 'Rasgulla',
        food: JSON.stringify(RASGULLA_FOOD),
        price: 333.33,
        prices: [{ label: '1 kg', price: 333.33 }],
      })
    ).id;
    ids.cake = (
      await product({
        name: 'Dry Fruit Cake',
        hsn: '1905',
        gstRate: 18,
        price: 777.77,
        prices: [{ label: '1 kg', price: 777.77 }],
      })
    ).id;
  });

  it('answers the food information on the product, in the catalogue and on the product page', async () => {
    const kaju = (await t.app.inject({ url: `/get-product/${ids.kaju}` })).json() as Product;
    expect(kaju.food).toEqual(KAJU_FOOD);
    expect(kaju).toMatchObject({ hsn: null, gstRate: null });
    const catalogue = (await t.app.inject({ url: '/api/catalogue' })).json() as { items: Product[] };
    expect(catalogue.items.find((i) => i.id === ids.rasgulla)?.food).toEqual(RASGULLA_FOOD);
    expect(catalogue.items.find((i) => i.id === ids.cake)).toMatchObject({ food: null, hsn: '1905', gstRate: 18 });

    const html = (await t.app.inject({ url: `/product/${ids.kaju}` })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      suitableForDiet: 'https://schema.org/VegetarianDiet',
      nutrition: { '@type': 'NutritionInformation', calories: '480 kcal', sugarContent: '45 g', sodiumContent: '15 mg' },
    });
  });

  it('refuses bad food information with a message per field, and stores nothing', async () => {
    const before = (await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json().length as number;
    const refused = async (food: unknown, field: string, message: string) => {
      const res = await createProduct(t, {
        name: 'Bad label',
        categoryId: ids.category,
        subCategoryId: ids.sub,
        price: 100,
        food,
      } as never);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json().errors)).toContain(message);
    };
    await refused('{"diet": "veg",', 'food', FOOD_MESSAGES.notJson);
    await refused({ ...KAJU_FOOD, diet: 'vegan' }, 'food.diet', FOOD_MESSAGES.diet);
    await refused({ ...KAJU_FOOD, allergens: ['nuts'] }, 'food.allergens.0', FOOD_MESSAGES.allergen);
    await refused({ ...KAJU_FOOD, allergens: ['milk', 'milk'] }, 'food.allergens', FOOD_MESSAGES.allergenTwice);
    await refused({ ...KAJU_FOOD, shelfLifeDays: 2.5 }, 'food.shelfLifeDays', FOOD_MESSAGES.shelfLife);
    await refused({ ...KAJU_FOOD, ingredients: '  ' }, 'food.ingredients', FOOD_MESSAGES.ingredients);
    await refused({ ...KAJU_FOOD, storage: undefined }, 'food.storage', FOOD_MESSAGES.storage);
    await refused({ ...KAJU_FOOD, ingredientsHi: ' ' }, 'food.ingredientsHi', FOOD_MESSAGES.ingredients);
    await refused({ ...KAJU_FOOD, storageHi: 'र'.repeat(301) }, 'food.storageHi', FOOD_MESSAGES.tooLong(300));
    await refused(
      { ...KAJU_FOOD, nutrition: { ...KAJU_FOOD.nutrition, sugars: 60 } },
      'food.nutrition.sugars',
      FOOD_MESSAGES.sugarsOverCarbs,
    );
    await refused({ ...KAJU_FOOD, colour: 'gold' }, 'food', FOOD_MESSAGES.unknownField('colour'));
    const gst = await createProduct(t, {
      name: 'Bad rate',
      categoryId: ids.category,
      subCategoryId: ids.sub,
      price: 100,
      gstRate: 7,
      hsn: '12',
    } as never);
    expect(gst.statusCode).toBe(400);
    expect(Object.keys(gst.json().errors).sort()).toEqual(['gstRate', 'hsn']);
    expect((await t.asAdmin({ url: '/api/Items/GetProductDetails' })).json()).toHaveLength(before);
  });

  it('keeps the food information on an edit that leaves it out, and clears it on null', async () => {
    const created = await product({ name: 'Peda', food: RASGULLA_FOOD, gstRate: 5 });
    const { food: _food, hsn: _hsn, gstRate: _rate, ...rest } = created;
    const kept = await t.asAdmin({
      method: 'PUT',
      url: `/api/Products/${created.id}`,
      payload: { ...rest, description: 'Soft' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ description: 'Soft', food: RASGULLA_FOOD, gstRate: 5 });
    const cleared = await t.asAdmin({
      method: 'PUT',
      url: `/api/Products/${created.id}`,
      payload: { ...rest, food: null, gstRate: '' },
    });
    expect(cleared.json()).toMatchObject({ food: null, gstRate: null });
  });

  it("uses the product's own HSN code and GST rate over its category's, and prints best-before per line", async () => {
    const order = await place(
      orderBody([
        line({ id: ids.cake, name: 'Dry Fruit Cake' }, 777.77, 3),
        line({ id: ids.rasgulla, name: 'Rasgulla' }, 333.33, 1),
      ]),
    );
    const invoice = await invoiceOf(order);
    expect(invoice.lines.map((l) => [l.name, l.hsn, l.gstRate])).toEqual([
      ['Dry Fruit Cake', '1905', 18],
      ['Rasgulla', '2106', 12],
    ]);
    expect(invoice.placeOfSupply).toBe('27-Maharashtra');
    expect(invoice.lines[0]).toMatchObject({ igst: 0 });
    expect(invoice.lines[0]!.cgst).toBeGreaterThan(0);
    expectAddsUp(invoice);
    // Placed today (no preferred date): rasgulla keeps 2 days, the cake has no shelf life set.
    const today = shopClock(new Date(), 'Asia/Kolkata').date;
    expect(invoice.lines[1]!.bestBefore).toBe(addDays(today, 2));
    expect(invoice.lines[0]).not.toHaveProperty('bestBefore');
    const view = (await t.app.inject({ url: `/get-order/${order.id}?key=${order.accessKey}` })).json();
    expect(view.products.map((p: { bestBefore?: string }) => p.bestBefore)).toEqual([undefined, addDays(today, 2)]);
  });

  it('counts best-before from the preferred date when the customer chose one', async () => {
    const settings: ShopSettings = (await t.asAdmin({ url: '/api/admin/settings' })).json();
    await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, deliveryEnabled: false } });
    const preferredDate = addDays(shopClock(new Date(), 'Asia/Kolkata').date, 3);
    const order = await place({
      ...orderBody([line({ id: ids.kaju, name: 'Kaju Katli' }, 1200, 1)]),
      fulfilment: { type: 'pickup', preferredDate },
    });
    expect((await invoiceOf(order)).lines[0]!.bestBefore).toBe(addDays(preferredDate, 15));
  });

  it('issues a business invoice in the same state with CGST and SGST, and in another state with IGST, to the paisa', async () => {
    const lines = [
      line({ id: ids.cake, name: 'Dry Fruit Cake' }, 777.77, 1),
      line({ id: ids.rasgulla, name: 'Rasgulla' }, 333.33, 3),
    ];
    const same = await invoiceOf(
      await place({ ...orderBody(lines), buyerGstin: SAME_STATE_BUYER.toLowerCase(), buyerName: 'Pune Caterers' }),
    );
    expect(same.buyer).toMatchObject({
      gstin: SAME_STATE_BUYER,
      businessName: 'Pune Caterers',
      state: '27-Maharashtra',
      name: 'Asha Verma',
    });
    expect(same.placeOfSupply).toBe('27-Maharashtra');
    expect(same.totals.igst).toBe(0);
    expectAddsUp(same);

    const other = await invoiceOf(
      await place({ ...orderBody(lines), buyerGstin: OTHER_STATE_BUYER, buyerName: 'Bengaluru Foods' }),
    );
    expect(other.buyer).toMatchObject({ gstin: OTHER_STATE_BUYER, state: '29-Karnataka' });
    expect(other.placeOfSupply).toBe('29-Karnataka');
    for (const l of other.lines) {
      expect(l).toMatchObject({ cgst: 0, sgst: 0 });
      expect(l.igst).toBeGreaterThan(0);
    }
    expectAddsUp(other);
    // The same lines: the same taxable value and tax, only named differently.
    expect(other.totals.taxable).toBe(same.totals.taxable);
    expect(paiseOf(other.totals.igst)).toBe(paiseOf(same.totals.cgst) + paiseOf(same.totals.sgst));
    expect(other.totals.amount).toBe(777.77 + 3 * 333.33);
  });

  it('refuses a GSTIN whose check digit is wrong, or one without a business name, and stores nothing', async () => {
    const before = await countRows(t.database.db, 'orders');
    const wrong = `${OTHER_STATE_BUYER.slice(0, 14)}${OTHER_STATE_BUYER[14] === 'A' ? 'B' : 'A'}`;
    const res = await postOrder(t.app, {
      ...orderBody([line({ id: ids.kaju, name: 'Kaju Katli' }, 1200, 1)]),
      buyerGstin: wrong,
      buyerName: 'X Foods',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.buyerGstin[0]).toMatch(/valid 15-character GSTIN/);
    const nameless = await postOrder(t.app, {
      ...orderBody([line({ id: ids.kaju, name: 'Kaju Katli' }, 1200, 1)]),
      buyerGstin: OTHER_STATE_BUYER,
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors).toHaveProperty('buyerName');
    expect(await countRows(t.database.db, 'orders')).toBe(before);
  });

  it("answers the month's GSTR-1 equal to its invoices to the paisa, a cancelled order adding nothing", async () => {
    const lines = [
      line({ id: ids.cake, name: 'Dry Fruit Cake' }, 777.77, 2),
      line({ id: ids.kaju, name: 'Kaju Katli' }, 1200, 1),
    ];
    const cancelled = await place({ ...orderBody(lines), buyerGstin: OTHER_STATE_BUYER, buyerName: 'Bengaluru Foods' });
    expect(
      (await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${cancelled.id}/status`, payload: { status: 2 } })).statusCode,
    ).toBe(200);

    const month = shopClock(new Date(), 'Asia/Kolkata').date.slice(0, 7);
    const res = await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}` });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ gstin: SHOP_GSTIN, fp: `${month.slice(5)}${month.slice(0, 4)}` });

    // Every invoice of the month, read the way a customer reads it.
    const orders = (await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as { id: number; orderStatus: number }[];
    const invoices = await Promise.all(
      orders.map(async (o) => ({
        status: o.orderStatus,
        invoice: (await t.asAdmin({ url: `/api/orders/${o.id}/invoice` })).json() as Invoice,
      })),
    );
    const live = invoices.filter((i) => i.status !== 2).map((i) => i.invoice);
    const b2bInvoices = live.filter((i) => i.buyer.gstin);
    const b2cInvoices = live.filter((i) => !i.buyer.gstin);
    const linesOf = (list: Invoice[]) => list.flatMap((i) => i.lines);
    const p = (values: number[]) => sum(values.map(paiseOf));

    type Item = { itm_det: { txval: number; iamt: number; camt: number; samt: number } };
    type B2bInvoice = { inum: string; val: number; pos: string; itms: Item[] };
    const b2b = (report.b2b as { ctin: string; inv: B2bInvoice[] }[]).flatMap((buyer) =>
      buyer.inv.map((inv) => ({ ...inv, ctin: buyer.ctin })),
    );
    expect(b2b.map((i) => i.inum).sort()).toEqual(b2bInvoices.map((i) => i.number).sort());
    for (const inv of b2b) {
      const invoice = b2bInvoices.find((i) => i.number === inv.inum)!;
      expect(inv.ctin).toBe(invoice.buyer.gstin);
      expect(inv.pos).toBe(invoice.placeOfSupply!.slice(0, 2));
      expect(paiseOf(inv.val)).toBe(paiseOf(invoice.totals.amount));
      expect(p(inv.itms.map((i) => i.itm_det.txval))).toBe(paiseOf(invoice.totals.taxable));
      expect(p(inv.itms.map((i) => i.itm_det.iamt))).toBe(paiseOf(invoice.totals.igst));
      expect(p(inv.itms.map((i) => i.itm_det.camt))).toBe(paiseOf(invoice.totals.cgst));
    }
    const b2cs = report.b2cs as {
      sply_ty: string;
      pos: string;
      rt: number;
      txval: number;
      camt: number;
      samt: number;
      iamt: number;
    }[];
    expect(p(b2cs.map((r) => r.txval))).toBe(p(linesOf(b2cInvoices).map((l) => l.taxable)));
    expect(p(b2cs.map((r) => r.camt))).toBe(p(linesOf(b2cInvoices).map((l) => l.cgst)));
    expect(b2cs.every((r) => r.pos === '27' && r.sply_ty === 'INTRA')).toBe(true);

    const hsn = report.hsn.data as {
      hsn_sc: string;
      rt: number;
      qty: number;
      val: number;
      txval: number;
      iamt: number;
      camt: number;
      samt: number;
    }[];
    expect(p(hsn.map((h) => h.val))).toBe(p(live.map((i) => i.totals.amount)));
    expect(p(hsn.map((h) => h.txval))).toBe(p(live.map((i) => i.totals.taxable)));
    expect(p(hsn.map((h) => h.iamt))).toBe(p(live.map((i) => i.totals.igst)));
    expect(p(hsn.map((h) => h.camt + h.samt))).toBe(p(live.map((i) => i.totals.cgst + i.totals.sgst)));
    expect(hsn.find((h) => h.hsn_sc === '1905')).toMatchObject({ rt: 18 });

    const [docs] = report.doc_issue.doc_det[0].docs;
    expect(docs).toMatchObject({ totnum: invoices.length, cancel: 1, net_issue: invoices.length - 1 });
    expect(docs.from).toMatch(/^FG\/\d{4}-\d{2}\/0001$/);

    const csv = await t.asAdmin({ url: `/api/admin/reports/gstr1.csv?month=${month}&section=b2b` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(csv.body).toContain('29-Karnataka');
    expect(csv.body).not.toContain(cancelled.id === 0 ? '' : 'undefined');
  });

  it('refuses a malformed month and answers only staff', async () => {
    const bad = await t.asAdmin({ url: '/api/admin/reports/gstr1?month=2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('month');
    expect((await t.app.inject({ url: '/api/admin/reports/gstr1?month=2026-11' })).statusCode).toBe(401);
    const wrongSection = await t.asAdmin({ url: '/api/admin/reports/gstr1.csv?month=2026-11&section=exp' });
    expect(wrongSection.statusCode).toBe(400);
  });
});
