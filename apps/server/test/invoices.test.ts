import { MESSAGES, type Invoice, type ShopSettings } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '../src/modules/invoices/financial-year.js';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const paiseOf = (rupees: number) => Math.round(rupees * 100);

describe.each(ENGINES)('GST invoices on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;
  let mathri: SeededProduct;
  let atta: SeededProduct;
  const year = financialYear(new Date().toISOString());

  const place = async (lines: unknown[]) => {
    const res = await postOrder(t.app, orderBody(lines));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  const invoice = (id: number, key?: string) => t.app.inject({ url: `/api/orders/${id}/invoice${key === undefined ? '' : `?key=${key}`}` });

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
    mathri = await seedProduct(t.database.db, 'Mathri', { '250g': 333.33 });
    atta = await seedProduct(t.database.db, 'Chakki Atta', { '5kg': 287.45, '10kg': 561.99 });
    const settings: ShopSettings = (await t.asAdmin({ url: '/api/admin/settings' })).json();
    const rates = new Map([
      ['Test Kaju Katli', { hsn: '17049020', gstRate: 18 }],
      ['Test Motichoor Ladoo', { hsn: '1704', gstRate: 12 }],
      ['Test Chakki Atta', { hsn: '1101', gstRate: 0 }],
    ]);
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        ...settings,
        gstin: '27AAPFU0939F1ZV',
        fssai: '12345678901234',
        invoicePrefix: 'TS',
        categories: settings.categories.map((c) => ({ ...c, ...(rates.get(c.name!) ?? {}) })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('numbers invoices from 0001 with no gaps: a refused order takes no number', async () => {
    const first = await place([cartLine(kaju, '1kg', 1)]);
    expect((await invoice(first.id, first.accessKey)).json().number).toBe(`TS/${year}/0001`);
    expect((await postOrder(t.app, orderBody([cartLine(ladoo, '1kg', 1)]))).statusCode).toBe(400); // below the minimum
    expect((await postOrder(t.app, orderBody([{ ...cartLine(ladoo, '1kg', 3), price: 1 }]))).statusCode).toBe(409); // stale price
    const second = await place([cartLine(ladoo, '1kg', 2)]);
    expect((await invoice(second.id, second.accessKey)).json().number).toBe(`TS/${year}/0002`);
  });

  it('splits GST per line at each category rate, to the paisa, and the totals are the order total', async () => {
    const { id, accessKey } = await place([cartLine(kaju, '500g', 3), cartLine(ladoo, '1kg', 1), cartLine(mathri, '250g', 7)]);
    const res = await invoice(id, accessKey);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Invoice;
    expect(body).toMatchObject({
      seller: { gstin: '27AAPFU0939F1ZV', fssai: '12345678901234' },
      buyer: { name: 'Asha Verma', mobile: '9876543210' },
      status: 'Pending',
    });
    expect(body.lines.map((l) => [l.name, l.hsn, l.gstRate, l.quantity, l.rate, l.amount])).toEqual([
      ['Kaju Katli', '17049020', 18, 3, 600, 1800],
      ['Motichoor Ladoo', '1704', 12, 1, 520, 520],
      ['Mathri', '2106', 5, 7, 333.33, 2333.31],
    ]);
    // Kaju: 180000 / 1.18 = 152542.37… → 152542; tax 27458 → 13729 each.
    expect(body.lines[0]).toMatchObject({ taxable: 1525.42, cgst: 137.29, sgst: 137.29 });
    for (const line of body.lines) {
      expect(paiseOf(line.taxable) + paiseOf(line.cgst) + paiseOf(line.sgst)).toBe(paiseOf(line.amount));
      expect(Math.abs(paiseOf(line.taxable) - paiseOf(line.amount) / (1 + line.gstRate / 100))).toBeLessThanOrEqual(0.5);
    }
    const order = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(body.totals.amount).toBe(order.itemsTotal);
    expect(body.totals.amount).toBe(4653.31);
    for (const key of ['taxable', 'cgst', 'sgst'] as const)
      expect(paiseOf(body.totals[key])).toBe(body.lines.reduce((sum, l) => sum + paiseOf(l[key]), 0));
    expect(paiseOf(body.totals.taxable) + paiseOf(body.totals.cgst) + paiseOf(body.totals.sgst)).toBe(paiseOf(body.totals.amount));
    expect(body.amountInWords).toBe('Rupees Four Thousand Six Hundred Fifty Three and Thirty One Paise Only');
  });

  it('adds up to the paisa on every line and in total at 0, 5, 12 and 18% with awkward prices and quantities', async () => {
    const lines = [
      cartLine(atta, '5kg', 7), // 0%
      cartLine(atta, '10kg', 3),
      cartLine(mathri, '250g', 11), // 5%
      cartLine(ladoo, '1kg', 9), // 12%
      cartLine(kaju, '500g', 13), // 18%
      cartLine(kaju, '1kg', 1),
    ];
    const { id, accessKey } = await place(lines);
    const body = (await invoice(id, accessKey)).json() as Invoice;
    expect(body.lines.map((l) => [l.name, l.variant, l.gstRate, l.quantity])).toEqual([
      ['Chakki Atta', '5kg', 0, 7],
      ['Chakki Atta', '10kg', 0, 3],
      ['Mathri', '250g', 5, 11],
      ['Motichoor Ladoo', '1kg', 12, 9],
      ['Kaju Katli', '500g', 18, 13],
      ['Kaju Katli', '1kg', 18, 1],
    ]);
    for (const line of body.lines) {
      const amount = paiseOf(line.amount);
      expect(amount).toBe(paiseOf(line.rate) * line.quantity);
      expect(paiseOf(line.taxable) + paiseOf(line.cgst) + paiseOf(line.sgst)).toBe(amount);
      expect(Math.abs(paiseOf(line.taxable) - (amount * 100) / (100 + line.gstRate))).toBeLessThanOrEqual(0.5);
      expect([0, 1]).toContain(paiseOf(line.cgst) - paiseOf(line.sgst)); // the odd paisa, if any, goes to CGST
      for (const value of [line.rate, line.taxable, line.cgst, line.sgst, line.amount]) expect(Math.round(value * 100) / 100).toBe(value);
    }
    // 0%: no tax at all.
    expect(body.lines[0]).toMatchObject({ taxable: 2012.15, cgst: 0, sgst: 0, amount: 2012.15 });
    // Mathri 11 × ₹333.33 = ₹3,666.63 at 5%: 366663 / 1.05 = 349202.857… → 349203; tax 17460 → 8730 each.
    expect(body.lines[2]).toMatchObject({ amount: 3666.63, taxable: 3492.03, cgst: 87.3, sgst: 87.3 });
    const order = (await t.app.inject({ url: `/get-order/${id}?key=${accessKey}` })).json();
    expect(body.totals.amount).toBe(order.itemsTotal);
    expect(paiseOf(body.totals.amount)).toBe(body.lines.reduce((sum, l) => sum + paiseOf(l.amount), 0));
    for (const key of ['taxable', 'cgst', 'sgst'] as const)
      expect(paiseOf(body.totals[key])).toBe(body.lines.reduce((sum, l) => sum + paiseOf(l[key]), 0));
    expect(paiseOf(body.totals.taxable) + paiseOf(body.totals.cgst) + paiseOf(body.totals.sgst)).toBe(paiseOf(body.totals.amount));
  });

  it('answers a wrong or missing key exactly like the order page, and staff reach any invoice', async () => {
    const { id, accessKey } = await place([cartLine(kaju, '1kg', 1)]);
    for (const key of [undefined, '', 'nope', accessKey.slice(1)]) {
      const res = await invoice(id, key);
      const page = await t.app.inject({ url: `/get-order/${id}${key === undefined ? '' : `?key=${key}`}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.orderNotFound(id));
      expect(res.json()).toEqual(page.json());
    }
    expect((await invoice(999_999, accessKey)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/abc/invoice?key=${accessKey}` })).statusCode).toBe(404);
    const staff = await t.asAdmin({ url: `/api/orders/${id}/invoice` });
    expect(staff.statusCode).toBe(200);
  });

  it('gives orders placed at the same time distinct consecutive numbers', async () => {
    const before = (await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json().length as number;
    const placed = await Promise.all(Array.from({ length: 8 }, () => place([cartLine(kaju, '1kg', 1)])));
    const serials = await Promise.all(placed.map(async (o) => Number((await invoice(o.id, o.accessKey)).json().number.split('/')[2])));
    expect([...serials].sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
  });

  it('comes as an A4 PDF with the invoice number, behind the same key', async () => {
    const { id, accessKey } = await place([cartLine(kaju, '1kg', 1), cartLine(mathri, '250g', 3)]);
    const number = (await invoice(id, accessKey)).json().number as string;
    const res = await t.app.inject({ url: `/api/orders/${id}/invoice.pdf?key=${accessKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]'); // A4
    expect(res.rawPayload.toString('latin1')).toContain('NotoSans'); // the embedded font with the ₹ sign
    // The document title carries the number as plain text; the page text is in a subset font.
    expect(res.rawPayload.toString('latin1')).toContain(`Tax invoice ${number}`);
    expect((await t.app.inject({ url: `/api/orders/${id}/invoice.pdf?key=wrong` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${id}/invoice.pdf` })).statusCode).toBe(404);
    expect((await t.asAdmin({ url: `/api/orders/${id}/invoice.pdf` })).statusCode).toBe(200);
  });

  it('says CANCELLED once the order is cancelled, in the PDF too', async () => {
    const { id, accessKey } = await place([cartLine(kaju, '1kg', 1)]);
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 2 } });
    expect((await invoice(id, accessKey)).json().status).toBe('Cancelled');
    const pdf = await t.app.inject({ url: `/api/orders/${id}/invoice.pdf?key=${accessKey}` });
    expect(pdf.statusCode).toBe(200);
  });

  it('staff mark an order paid and unpaid, and the invoice says so; nobody else can', async () => {
    const { id, accessKey } = await place([cartLine(kaju, '1kg', 1)]);
    expect((await invoice(id, accessKey)).json().paid).toBe(false);
    const pay = (paid: unknown) => t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/payment`, payload: { paid } as object });
    const paid = await pay(true);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id, paid: true, payment: { paid: true, method: 'qr' } });
    expect((await invoice(id, accessKey)).json().paid).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/payment`, payload: { paid: false } })).statusCode).toBe(401);
    expect((await pay('yes')).statusCode).toBe(400);
    expect((await invoice(id, accessKey)).json().paid).toBe(true);
    const listed = async () => ((await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as { id: number; paid: boolean }[]).find((o) => o.id === id);
    expect(await listed()).toMatchObject({ paid: true });
    expect((await t.asAdmin({ url: `/api/admin/orders/${id}` })).json()).toMatchObject({ paid: true });
    expect((await pay(false)).json()).toMatchObject({ id, paid: false, payment: { paid: false, method: null } });
    expect((await invoice(id, accessKey)).json().paid).toBe(false);
    expect(await listed()).toMatchObject({ paid: false });
    // Every open orders board hears of each mark, as of a status change.
    const events = await t.database.db
      .selectFrom('notification_outbox')
      .select('payload')
      .where('kind', '=', 'order.updated')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => JSON.parse(e.payload).paid)).toEqual([true, false]);
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/orders/999999/payment', payload: { paid: true } })).statusCode).toBe(404);
  });

  it('keeps the HSN code and rate an order was sold at when the settings change later', async () => {
    const { id, accessKey } = await place([cartLine(kaju, '1kg', 1)]);
    const settings: ShopSettings = (await t.asAdmin({ url: '/api/admin/settings' })).json();
    await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, categories: settings.categories.map((c) => ({ ...c, gstRate: 0 })) } });
    expect((await invoice(id, accessKey)).json().lines[0]).toMatchObject({ hsn: '17049020', gstRate: 18 });
    await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: settings });
  });

  // Last: it moves the year's counter on.
  it('pads the serial to four digits and lets it grow past them', async () => {
    await t.database.db.updateTable('invoice_counters').set({ last_number: 9998 }).where('financial_year', '=', year).execute();
    const numbers = [];
    for (let i = 0; i < 2; i++) {
      const { id, accessKey } = await place([cartLine(kaju, '1kg', 1)]);
      numbers.push((await invoice(id, accessKey)).json().number);
    }
    const stem = numbers[0].slice(0, numbers[0].lastIndexOf('/') + 1);
    expect(stem.endsWith(`/${year}/`)).toBe(true);
    expect(numbers).toEqual([`${stem}9999`, `${stem}10000`]);
  });
});

describe('financialYear', () => {
  it('runs April to March in India time', () => {
    expect(financialYear('2026-03-31T18:29:59Z')).toBe('2025-26');
    expect(financialYear('2026-03-31T18:30:00Z')).toBe('2026-27');
    expect(financialYear('2027-01-15T00:00:00Z')).toBe('2026-27');
    expect(financialYear('2099-12-31T00:00:00Z')).toBe('2099-00');
  });
});
