import { gstinCheckCharacter, shopClock } from '@halwai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeSettings, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const SHOP_GSTIN = '27ABCDE1234F1Z' + gstinCheckCharacter('27ABCDE1234F1Z'); // Maharashtra
const OTHER_STATE_BUYER = '29AAGCB7383J1Z4'; // Karnataka

describe.each(ENGINES)("GSTR-1's credit notes on %s", (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  const sell = async (payload: object) => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/counter/sales', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; orderTotal: number };
  };
  const refund = async (id: number) => {
    const res = await t.asAdmin({ method: 'POST', url: `/api/counter/sales/${id}/refund`, payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { number: string; amount: number };
  };

  beforeAll(async () => {
    await changeSettings(t, { gstin: SHOP_GSTIN });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1 kg': 1050 });
  });

  it("lists a business's credit note in cdnr, nets a consumer's off b2cs, and answers cdnur and b2cl in the offline tool's shape", async () => {
    const lines = [{ productId: kaju.id, variant: '1 kg', quantity: 2 }];
    const consumer = await sell({ lines, payments: [{ method: 'cash', amount: 2100 }] });
    const business = await sell({
      lines,
      payments: [{ method: 'upi', amount: 2100 }],
      buyerGstin: OTHER_STATE_BUYER,
      buyerName: 'Bengaluru Foods',
    });
    await refund(consumer.id);
    const businessNote = await refund(business.id);

    const month = shopClock(new Date(), 'Asia/Kolkata').date.slice(0, 7);
    const res = await t.asAdmin({ url: `/api/admin/reports/gstr1?month=${month}` });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();

    expect(report.cdnr).toEqual([
      {
        ctin: OTHER_STATE_BUYER,
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: businessNote.number,
            val: 2100,
            pos: '29',
            itms: [expect.objectContaining({ itm_det: expect.objectContaining({ iamt: expect.any(Number), camt: 0 }) })],
          }),
        ],
      },
    ]);
    // A consumer at the counter is supplied in the shop's state: never B2C Large, so nothing in cdnur.
    expect(report.cdnur).toEqual([]);
    expect(report.b2cl).toEqual([]);
    // The consumer's bill and its full credit note cancel out of b2cs.
    expect(report.b2cs.every((row: { txval: number }) => row.txval === 0)).toBe(true);

    // The accountant's CSV of the same notes names the business buyer.
    const csv = await t.asAdmin({ url: `/api/admin/reports/gstr1.csv?month=${month}&section=cdnr` });
    expect(csv.statusCode, csv.body).toBe(200);
    const [, row] = csv.body.split('\r\n');
    expect(row).toContain(`${OTHER_STATE_BUYER},Bengaluru Foods,${businessNote.number},`);
    expect(row).toContain(',C,29-Karnataka,N,Regular B2B,2100.00,');
  });
});
