import {
  MAX_RATING_COMMENT,
  MESSAGES,
  RATING_MESSAGES,
  REPORT_MESSAGES,
  type AdminOrderDetails,
  type OrderView,
  type ProductionList,
  type RunSheet,
  type SalesReport,
} from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

/** Issue 29: the packing slip's data, the production list, the run sheet, the order rating, the dashboard's takings and the CSV's tax columns. */
describe.each(ENGINES)('paper for the kitchen and the rider, and the order rating, on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let ladoo: SeededProduct;

  /** Places an order through the API and returns its id and access key. */
  const place = async (lines: Parameters<typeof orderBody>[0], name = 'Asha Verma', mobile = '9876543210') => {
    const res = await postOrder(t.app, orderBody(lines, name, mobile));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; accessKey: string };
  };
  /** Rewrites an order's row as if it had been placed that way. */
  const shape = (
    id: number,
    row: Partial<{
      created_at: string;
      preferred_date: string | null;
      fulfilment: string;
      delivery_address: string;
      delivery_pincode: string;
      paid: 0 | 1;
      status: number;
      delivery_charge_paise: number;
      total_paise: number;
    }>,
  ) => t.database.db.updateTable('orders').set(row).where('id', '=', id).execute();
  const rate = (id: number | string, key: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/rating${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
      payload: payload as object,
    });

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500g': 600, '1kg': 1150 });
    ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
  });

  describe('the rating', () => {
    let order: { id: number; accessKey: string };
    beforeAll(async () => {
      order = await place([cartLine(kaju, '1kg', 1)]);
    });

    it('is refused with a wrong or missing key exactly like reading the order (404), and nothing is stored', async () => {
      const other = await place([cartLine(kaju, '1kg', 1)]);
      for (const [id, key] of [
        [order.id, other.accessKey],
        [order.id, undefined],
        [order.id, ''],
        [999_999, order.accessKey],
        ['abc', order.accessKey],
      ] as const) {
        const res = await rate(id, key, { stars: 5 });
        expect(res.statusCode, `${id} ${key}`).toBe(404);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().message).toBe(MESSAGES.orderNotFound(id));
      }
      const details = (await t.asAdmin({ url: `/api/admin/orders/${order.id}` })).json() as AdminOrderDetails;
      expect(details.rating).toBeUndefined();
    });

    it.each([
      [{ stars: 0 }, 'stars', RATING_MESSAGES.stars],
      [{ stars: 6 }, 'stars', RATING_MESSAGES.stars],
      [{ stars: 3.5 }, 'stars', RATING_MESSAGES.stars],
      [{ stars: '4' }, 'stars', RATING_MESSAGES.stars],
      [{}, 'stars', RATING_MESSAGES.stars],
      [{ stars: 4, comment: 'x'.repeat(MAX_RATING_COMMENT + 1) }, 'comment', RATING_MESSAGES.comment],
    ])('refuses %j with a 400 that says why', async (payload, field, message) => {
      const res = await rate(order.id, order.accessKey, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    });

    it('is stored with the right key, shown to staff and to the customer, and rating again replaces it', async () => {
      const first = await rate(order.id, order.accessKey, { stars: 2, comment: '  Too sweet  ' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ stars: 2, comment: 'Too sweet' });

      const again = await rate(order.id, order.accessKey, { stars: 5, comment: 'x'.repeat(MAX_RATING_COMMENT) });
      expect(again.json()).toMatchObject({ stars: 5 });
      const details = (await t.asAdmin({ url: `/api/admin/orders/${order.id}` })).json() as AdminOrderDetails;
      expect(details.rating).toMatchObject({ stars: 5, comment: 'x'.repeat(MAX_RATING_COMMENT) });
      expect(Date.parse(details.rating!.ratedAt)).not.toBeNaN();

      await rate(order.id, order.accessKey, { stars: 4 });
      const view = (await t.app.inject({ url: `/get-order/${order.id}?key=${order.accessKey}` })).json() as OrderView;
      expect(view.rating).toEqual({ stars: 4, ratedAt: expect.any(String) });
      const rows = await t.database.db.selectFrom('order_ratings').selectAll().where('order_id', '=', order.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses a cancelled order with a 409', async () => {
      const cancelled = await place([cartLine(kaju, '1kg', 1)]);
      await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${cancelled.id}/status`, payload: { status: 2 } });
      const res = await rate(cancelled.id, cancelled.accessKey, { stars: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RATING_MESSAGES.cancelled);
    });

    it('shows in the dashboard as the average and count of the ratings given in the range', async () => {
      const second = await place([cartLine(kaju, '1kg', 1)]);
      await rate(second.id, second.accessKey, { stars: 3 });
      // An old rating outside the range is left out.
      const old = await place([cartLine(kaju, '1kg', 1)]);
      await rate(old.id, old.accessKey, { stars: 1 });
      await t.database.db
        .updateTable('order_ratings')
        .set({ updated_at: '2024-01-01T06:00:00.000Z' })
        .where('order_id', '=', old.id)
        .execute();

      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const report = (await t.asAdmin({ url: `/api/admin/reports/sales?from=${today}&to=${today}` })).json() as SalesReport;
      expect(report.rating).toEqual({ average: 3.5, count: 2 }); // 4 and 3
      const empty = (await t.asAdmin({ url: '/api/admin/reports/sales?from=2023-01-01&to=2023-01-01' })).json() as SalesReport;
      expect(empty.rating).toEqual({ average: null, count: 0 });
    });
  });

  describe("the day's lists", () => {
    const DAY = '2025-06-10';
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      // Placed 9 June 10:00 IST, asked for the 10th: counted.
      ids.asked = (await place([cartLine(kaju, '1kg', 2), cartLine(ladoo, '1kg', 1)], 'Asha Verma', '9876500001')).id;
      await shape(ids.asked, {
        created_at: '2025-06-09T04:30:00.000Z',
        preferred_date: DAY,
        fulfilment: 'delivery',
        delivery_address: '12 Chandni Chowk',
        delivery_pincode: '110006',
        delivery_charge_paise: 4000,
        total_paise: 286000,
      });
      // Placed 10 June 00:10 IST without a date: counted (that shop day).
      ids.placed = (await place([cartLine(kaju, '1kg', 1), cartLine(kaju, '500g', 3)], 'Ravi Kumar', '9876500002')).id;
      await shape(ids.placed, {
        created_at: '2025-06-09T18:40:00.000Z',
        preferred_date: null,
        fulfilment: 'delivery',
        delivery_address: '4 Karol Bagh',
        delivery_pincode: '110005',
        paid: 1,
      });
      // Another delivery to 110006, unpaid.
      ids.third = (await place([cartLine(ladoo, '1kg', 2)], 'Meera Shah', '9876500003')).id;
      await shape(ids.third, {
        created_at: '2025-06-10T05:00:00.000Z',
        preferred_date: DAY,
        fulfilment: 'delivery',
        delivery_address: '9 Kinari Bazar',
        delivery_pincode: '110006',
      });
      // A pickup that day: on the production list, not on the run sheet.
      ids.pickup = (await place([cartLine(ladoo, '1kg', 2)], 'Walk In', '9876500004')).id;
      await shape(ids.pickup, { created_at: '2025-06-10T06:00:00.000Z', preferred_date: null });
      // Left out: placed 9 June 23:59 IST without a date; placed that day but asked for the 11th; cancelled; completed.
      ids.dayBefore = (await place([cartLine(kaju, '1kg', 9)])).id;
      await shape(ids.dayBefore, {
        created_at: '2025-06-09T18:29:00.000Z',
        preferred_date: null,
        fulfilment: 'delivery',
        delivery_address: 'x',
        delivery_pincode: '110001',
      });
      ids.later = (await place([cartLine(kaju, '1kg', 9)])).id;
      await shape(ids.later, {
        created_at: '2025-06-10T05:00:00.000Z',
        preferred_date: '2025-06-11',
        fulfilment: 'delivery',
        delivery_address: 'x',
        delivery_pincode: '110001',
      });
      ids.cancelled = (await place([cartLine(kaju, '1kg', 9)])).id;
      await shape(ids.cancelled, {
        created_at: '2025-06-10T05:00:00.000Z',
        preferred_date: DAY,
        status: 2,
        fulfilment: 'delivery',
        delivery_address: 'x',
        delivery_pincode: '110001',
      });
      ids.completed = (await place([cartLine(kaju, '1kg', 9)])).id;
      await shape(ids.completed, { created_at: '2025-06-10T05:00:00.000Z', preferred_date: DAY, status: 1 });
    });

    it('sums the packs per item and variant over the open orders due that day', async () => {
      const res = await t.asAdmin({ url: `/api/admin/reports/production?date=${DAY}` });
      expect(res.statusCode, res.body).toBe(200);
      const items = [
        { productId: kaju.id, name: 'Kaju Katli', variant: '1kg', quantity: 3, orders: 2 },
        { productId: kaju.id, name: 'Kaju Katli', variant: '500g', quantity: 3, orders: 1 },
        { productId: ladoo.id, name: 'Motichoor Ladoo', variant: '1kg', quantity: 5, orders: 3 },
      ];
      expect(res.json() as ProductionList).toEqual({
        date: DAY,
        timeZone: 'Asia/Kolkata',
        orders: 4,
        items,
        // No slots set: every order is in the group without one.
        slots: [{ slot: null, orders: 4, items }],
      });
    });

    it('gives an item its Hindi name as sold, for Hindi pages, and leaves it out without one', async () => {
      const lines = t.database.db.updateTable('order_lines').where('product_id', '=', ladoo.id);
      await lines.set({ name_hi: 'मोतीचूर लड्डू' }).execute();
      try {
        const res = await t.asAdmin({ url: `/api/admin/reports/production?date=${DAY}` });
        expect(res.statusCode, res.body).toBe(200);
        const items = (res.json() as ProductionList).items;
        expect(items.find((i) => i.productId === ladoo.id)).toEqual({
          productId: ladoo.id,
          name: 'Motichoor Ladoo',
          nameHi: 'मोतीचूर लड्डू',
          variant: '1kg',
          quantity: 5,
          orders: 3,
        });
        expect(items.filter((i) => i.productId === kaju.id).every((i) => !('nameHi' in i))).toBe(true);
      } finally {
        await lines.set({ name_hi: null }).execute();
      }
    });

    it('lists the open deliveries by pincode with what to collect (0 when paid)', async () => {
      const res = await t.asAdmin({ url: `/api/admin/reports/run-sheet?date=${DAY}` });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = res.json() as RunSheet;
      expect(sheet).toMatchObject({ date: DAY, orders: 3, toCollect: 2860 + 1040 });
      expect(sheet.pincodes.map((p) => [p.pincode, p.toCollect, p.orders.map((o) => o.id)])).toEqual([
        ['110005', 0, [ids.placed]],
        ['110006', 3900, [ids.asked, ids.third]],
      ]);
      expect(sheet.pincodes[1]!.orders[0]).toEqual({
        id: ids.asked,
        customerName: 'Asha Verma',
        customerMobile: '9876500001',
        address: '12 Chandni Chowk',
        pincode: '110006',
        preferredDate: DAY,
        slot: null,
        total: 2860,
        paid: false,
        toCollect: 2860,
      });
      expect(sheet.pincodes[0]!.orders[0]).toMatchObject({ paid: true, total: 1150 + 1800, toCollect: 0 });
    });

    it('answers empty lists for a day without orders, and refuses a bad date; staff only', async () => {
      const empty = (await t.asAdmin({ url: '/api/admin/reports/run-sheet?date=2020-01-01' })).json() as RunSheet;
      expect(empty).toMatchObject({ orders: 0, toCollect: 0, pincodes: [] });
      for (const path of ['/api/admin/reports/production', '/api/admin/reports/run-sheet']) {
        for (const query of ['', '?date=2025-02-30', '?date=tomorrow']) {
          const res = await t.asAdmin({ url: `${path}${query}` });
          expect(res.statusCode, `${path}${query}`).toBe(400);
          expect(res.json().message).toBe(REPORT_MESSAGES.date('date'));
        }
        expect((await t.app.inject({ url: `${path}?date=${DAY}` })).statusCode).toBe(401);
      }
    });

    it('tells paid from unpaid takings in the sales report', async () => {
      const report = (await t.asAdmin({ url: '/api/admin/reports/sales?from=2025-06-10&to=2025-06-10' })).json() as SalesReport;
      // Placed on the 10th and not cancelled: placed (paid 2950), third 1040, pickup 1040, later 10350, completed 10350.
      expect(report.revenue).toBe(2950 + 1040 + 1040 + 10350 + 10350);
      expect(report.paidRevenue).toBe(2950);
      expect(report.unpaidRevenue).toBe(1040 + 1040 + 10350 + 10350);
    });

    it('exports invoice number, taxable value, CGST, SGST, delivery charge and address after the earlier columns', async () => {
      const res = await t.asAdmin({ url: '/api/admin/orders.csv?from=2025-06-09&to=2025-06-09' });
      const [header, ...rows] = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe(
        'id,date,time,customer,mobile,status,payment,fulfilment,pincode,items,offer code,discount,total,invoice,taxable value,cgst,sgst,delivery charge,address,payment method,payment reference,refund,channel',
      );
      const asked = rows.find((r) => r.startsWith(`${ids.asked},`))!.split(',');
      const invoice = (await t.asAdmin({ url: `/api/orders/${ids.asked}/invoice` })).json() as {
        number: string;
        totals: Record<string, number>;
      };
      // 2 × 1150 + 520 + 40 delivery, all at 5%: the invoice's own totals.
      expect(asked.slice(13, 19)).toEqual([
        invoice.number,
        invoice.totals.taxable!.toFixed(2),
        invoice.totals.cgst!.toFixed(2),
        invoice.totals.sgst!.toFixed(2),
        '40.00',
        '12 Chandni Chowk',
      ]);
      expect(invoice.totals.taxable! + invoice.totals.cgst! + invoice.totals.sgst!).toBeCloseTo(2860, 2);
    });
  });
});
