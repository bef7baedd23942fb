import { describe, expect, it } from 'vitest';
import { gstr1, gstr1Csv, type ReturnInvoice, type ReturnLine } from './gstr1.js';
import { paise } from './money.js';

const line = (
  hsn: string,
  gstRate: number,
  amount: number,
  split: { taxable: number; igst?: number; cgst?: number; sgst?: number },
): ReturnLine => ({
  hsn,
  name: `Item ${hsn}`,
  gstRate,
  quantity: 1,
  amount: paise(amount),
  taxable: paise(split.taxable),
  igst: paise(split.igst ?? 0),
  cgst: paise(split.cgst ?? 0),
  sgst: paise(split.sgst ?? 0),
});
const invoice = (number: string, over: Partial<ReturnInvoice>, lines: ReturnLine[]): ReturnInvoice => ({
  number,
  date: '2026-11-28',
  cancelled: false,
  buyerGstin: null,
  buyerName: null,
  placeOfSupply: '27',
  interState: false,
  value: paise(lines.reduce((a, l) => a + l.amount, 0)),
  lines,
  ...over,
});

describe('GSTR-1', () => {
  const invoices = [
    invoice('HW/2026-27/0009', {}, [line('2106', 5, 10500, { taxable: 10000, cgst: 250, sgst: 250 })]),
    invoice('HW/2026-27/0010', { buyerGstin: '29AAGCB7383J1Z4', placeOfSupply: '29', interState: true }, [
      line('2106', 5, 21000, { taxable: 20000, igst: 1000 }),
      line('1905', 18, 11800, { taxable: 10000, igst: 1800 }),
    ]),
    invoice('HW/2026-27/0011', { cancelled: true }, [line('2106', 5, 99999, { taxable: 95237, cgst: 1381, sgst: 1381 })]),
  ];
  const report = gstr1('27AAPFU0939F1ZV', '2026-11', invoices);

  it('lays out b2b by buyer with items by rate, and b2cs by place of supply and rate', () => {
    expect(report.fp).toBe('112026');
    expect(report.b2b).toEqual([
      {
        ctin: '29AAGCB7383J1Z4',
        inv: [
          {
            inum: 'HW/2026-27/0010',
            idt: '28-11-2026',
            val: 328,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { rt: 5, txval: 200, iamt: 10, camt: 0, samt: 0, csamt: 0 } },
              { num: 2, itm_det: { rt: 18, txval: 100, iamt: 18, camt: 0, samt: 0, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(report.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 100, iamt: 0, camt: 2.5, samt: 2.5, csamt: 0 },
    ]);
  });

  it('sums HSN without the cancelled invoice, and counts it in the document series', () => {
    expect(report.hsn.data.map((h) => [h.hsn_sc, h.rt, h.qty, h.val, h.txval])).toEqual([
      ['1905', 18, 1, 118, 100],
      ['2106', 5, 2, 315, 300],
    ]);
    expect(report.doc_issue.doc_det[0]!.docs).toEqual([
      { num: 1, from: 'HW/2026-27/0009', to: 'HW/2026-27/0011', totnum: 3, cancel: 1, net_issue: 2 },
    ]);
  });

  it("writes the offline tool's CSV templates", () => {
    expect(gstr1Csv(report, 'b2cs')).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\nOE,27-Maharashtra,5,,100.00,0.00,\r\n',
    );
    expect(gstr1Csv(report, 'docs').split('\r\n')[1]).toBe('Invoices for outward supply,HW/2026-27/0009,HW/2026-27/0011,3,1');
    expect(gstr1Csv(report, 'b2b').split('\r\n')[1]).toMatch(
      /^29AAGCB7383J1Z4,,HW\/2026-27\/0010,28-Nov-2026,328.00,29-Karnataka,N,,Regular B2B,,5,200.00,0.00$/,
    );
  });

  it('writes no cell a spreadsheet would run as a formula: a buyer named =, +, - or @ starts with an apostrophe', () => {
    for (const name of ['=HYPERLINK("http://x","Click")', '+91 Sweets', '-Mithai', '@SUM(A1)']) {
      const b2b = gstr1Csv(report, 'b2b', new Map([['HW/2026-27/0010', name]]));
      const cells = b2b.split('\r\n')[1]!;
      expect(cells).toContain(`'${name.replace(/"/g, '""')}`);
      for (const cell of cells.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe('GSTR-1 with counter bills and credit notes', () => {
  const invoices = [
    invoice('HW/2026-27/0001', {}, [line('2106', 5, 10500, { taxable: 10000, cgst: 250, sgst: 250 })]),
    invoice('C/2026-27/0001', {}, [line('2106', 5, 21000, { taxable: 20000, cgst: 500, sgst: 500 })]),
    invoice('C/2026-27/0002', { buyerGstin: '27AAGCB7383J1Z4' }, [
      line('2106', 5, 21000, { taxable: 20000, cgst: 500, sgst: 500 }),
    ]),
  ];
  const notes = [
    {
      ...invoice('CN/2026-27/0001', {}, [line('2106', 5, 10500, { taxable: 10000, cgst: 250, sgst: 250 })]),
      buyerGstin: null,
      invoiceValue: paise(21000),
    },
    {
      ...invoice('CN/2026-27/0002', { buyerGstin: '27AAGCB7383J1Z4' }, [
        line('2106', 5, 5250, { taxable: 5000, cgst: 125, sgst: 125 }),
      ]),
      invoiceValue: paise(21000),
    },
  ];
  const report = gstr1('27AAPFU0939F1ZV', '2026-11', invoices, notes);

  it("nets a consumer's credit note off b2cs and hsn, and lists a business's in cdnr", () => {
    expect(report.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 200, iamt: 0, camt: 5, samt: 5, csamt: 0 },
    ]);
    expect(report.hsn.data[0]).toMatchObject({ hsn_sc: '2106', txval: 400, qty: 2 });
    expect(report.cdnr).toEqual([
      {
        ctin: '27AAGCB7383J1Z4',
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/2026-27/0002',
            nt_dt: '28-11-2026',
            val: 52.5,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 5, txval: 50, iamt: 0, camt: 1.25, samt: 1.25, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it("writes the business's credit note in the offline tool's cdnr template, with the buyer's name", () => {
    const [header, row, end] = gstr1Csv(report, 'cdnr', new Map([['CN/2026-27/0002', 'Bikaner Caterers']])).split('\r\n');
    expect(header).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
    );
    expect(row).toBe('27AAGCB7383J1Z4,Bikaner Caterers,CN/2026-27/0002,28-Nov-2026,C,27-Maharashtra,N,Regular B2B,52.50,,5,50.00,0.00');
    expect(end ?? '').toBe('');
  });

  it('has no cdnur or b2cl for intra-state consumers', () => {
    expect(report.cdnur).toEqual([]);
    expect(report.b2cl).toEqual([]);
  });

  it('lists each invoice series and the credit notes in the documents issued', () => {
    expect(report.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          { num: 1, from: 'C/2026-27/0001', to: 'C/2026-27/0002', totnum: 2, cancel: 0, net_issue: 2 },
          { num: 2, from: 'HW/2026-27/0001', to: 'HW/2026-27/0001', totnum: 1, cancel: 0, net_issue: 1 },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: 'CN/2026-27/0001', to: 'CN/2026-27/0002', totnum: 2, cancel: 0, net_issue: 2 }],
      },
    ]);
  });
});

describe('GSTR-1 with a B2C Large invoice and its credit note', () => {
  // ₹1,26,000 delivered to Karnataka from Maharashtra, to a consumer; ₹21,000 of it credited back.
  const largeValue = 12_600_000;
  const invoices = [
    invoice('HW/2026-27/0001', { placeOfSupply: '29', interState: true, value: paise(largeValue) }, [
      line('2106', 5, largeValue, { taxable: 12_000_000, igst: 600_000 }),
    ]),
    // Inter-state too, but ₹1,00,000 exactly: not more than the limit, so summed in b2cs.
    invoice('HW/2026-27/0002', { placeOfSupply: '29', interState: true }, [
      line('2106', 5, 10_000_000, { taxable: 9_523_810, igst: 476_190 }),
    ]),
    invoice('HW/2026-27/0003', {}, [line('2106', 5, 10500, { taxable: 10000, cgst: 250, sgst: 250 })]),
  ];
  const notes = [
    {
      ...invoice('CN/2026-27/0001', { placeOfSupply: '29', interState: true }, [
        line('2106', 5, 2_100_000, { taxable: 2_000_000, igst: 100_000 }),
      ]),
      invoiceValue: paise(largeValue),
    },
    {
      ...invoice('CN/2026-27/0002', { placeOfSupply: '29', interState: true }, [
        line('2106', 5, 105_000, { taxable: 100_000, igst: 5_000 }),
      ]),
      invoiceValue: paise(10_000_000),
    },
  ];
  const report = gstr1('27AAPFU0939F1ZV', '2026-11', invoices, notes);

  it("lists the large invoice in b2cl and its credit note in cdnur, in the offline tool's shape", () => {
    expect(report.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'HW/2026-27/0001',
            idt: '28-11-2026',
            val: 126000,
            itms: [{ num: 1, itm_det: { rt: 5, txval: 120000, iamt: 6000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(report.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/2026-27/0001',
        nt_dt: '28-11-2026',
        val: 21000,
        pos: '29',
        itms: [{ num: 1, itm_det: { rt: 5, txval: 20000, iamt: 1000, csamt: 0 } }],
      },
    ]);
    expect(report.cdnr).toEqual([]);
  });

  it("writes them in the offline tool's b2cl and cdnur templates", () => {
    expect(gstr1Csv(report, 'b2cl').split('\r\n').slice(0, 2)).toEqual([
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Sale from Bonded WH',
      'HW/2026-27/0001,28-Nov-2026,126000.00,29-Karnataka,,5,120000.00,0.00,,N',
    ]);
    expect(gstr1Csv(report, 'cdnur').split('\r\n').slice(0, 2)).toEqual([
      'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      'B2CL,CN/2026-27/0001,28-Nov-2026,C,29-Karnataka,21000.00,,5,20000.00,0.00',
    ]);
  });

  it('sums the small invoices and notes in b2cs without the large ones, and nets every note off hsn', () => {
    expect(report.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 100, iamt: 0, camt: 2.5, samt: 2.5, csamt: 0 },
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 94238.1, iamt: 4711.9, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect(report.hsn.data).toEqual([
      expect.objectContaining({
        hsn_sc: '2106',
        qty: 1,
        txval: 120000 + 95238.1 + 100 - 20000 - 1000,
        iamt: 6000 + 4761.9 - 1000 - 50,
      }),
    ]);
  });
});
