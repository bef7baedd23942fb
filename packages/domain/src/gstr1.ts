import { csvLines } from './csv.js';
import { addPaise, paise, paiseToRupees, type Paise } from './money.js';
import { placeOfSupplyName } from './gst-supply.js';
import type { IsoDate } from './shop-time.js';

/**
 * GSTR-1, the monthly return of outward supplies, in the JSON layout the GST portal's offline tool
 * imports (and its CSV templates). Built from the month's invoices as issued, so every sum equals
 * the invoices' to the paisa; a cancelled invoice adds nothing and is counted in `doc_issue`.
 */

/** One invoice line, in paise, as the invoice shows it. */
export interface ReturnLine {
  hsn: string;
  name: string;
  gstRate: number;
  quantity: number;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  amount: Paise;
}

/** One invoice of the month, in paise. */
export interface ReturnInvoice {
  number: string;
  /** The invoice day in the shop's time zone. */
  date: IsoDate;
  cancelled: boolean;
  buyerGstin: string | null;
  buyerName: string | null;
  /** Two-digit state code. */
  placeOfSupply: string;
  interState: boolean;
  value: Paise;
  lines: ReturnLine[];
}

/** One credit note of the month (a refund), in paise: the lines it takes back, taxed as their invoice taxed them. */
export interface ReturnCreditNote {
  number: string;
  date: IsoDate;
  buyerGstin: string | null;
  placeOfSupply: string;
  interState: boolean;
  value: Paise;
  /** The value of the invoice it credits: a consumer's large inter-state invoice is B2C Large. */
  invoiceValue: Paise;
  lines: ReturnLine[];
}

/**
 * B2C Large: an invoice to a consumer (no GSTIN), supplied to another state, of more than ₹1,00,000
 * (the limit since August 2024; ₹2,50,000 before). Such invoices are listed one by one in `b2cl`, and
 * their credit notes in `cdnur`; every other consumer's invoice and note is summed in `b2cs`.
 */
export const B2CL_LIMIT = paise(1_00_000_00);
const isB2cLarge = (supply: { buyerGstin: string | null; interState: boolean }, invoiceValue: Paise) =>
  !supply.buyerGstin && supply.interState && invoiceValue > B2CL_LIMIT;

type Rupees = number;
interface TaxAmounts {
  txval: Rupees;
  iamt: Rupees;
  camt: Rupees;
  samt: Rupees;
  csamt: Rupees;
}
/** An inter-state supply's amounts: no CGST or SGST. */
type IgstAmounts = Pick<TaxAmounts, 'txval' | 'iamt' | 'csamt'>;

export interface Gstr1 {
  gstin: string;
  /** Filing period, MMYYYY. */
  fp: string;
  version: string;
  hash: string;
  b2b: {
    ctin: string;
    inv: {
      inum: string;
      idt: string;
      val: Rupees;
      pos: string;
      rchrg: 'N';
      inv_typ: 'R';
      itms: { num: number; itm_det: TaxAmounts & { rt: number } }[];
    }[];
  }[];
  /** Large inter-state invoices to consumers, by place of supply: IGST only. */
  b2cl: {
    pos: string;
    inv: { inum: string; idt: string; val: Rupees; itms: { num: number; itm_det: IgstAmounts & { rt: number } }[] }[];
  }[];
  b2cs: (TaxAmounts & { sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE'; rt: number })[];
  hsn: {
    data: (TaxAmounts & { num: number; hsn_sc: string; desc: string; uqc: string; qty: number; val: Rupees; rt: number })[];
  };
  /** Credit notes to registered buyers (a GSTIN); a consumer's credit notes are netted off `b2cs` and `hsn`. */
  cdnr: {
    ctin: string;
    nt: {
      ntty: 'C';
      nt_num: string;
      nt_dt: string;
      val: Rupees;
      pos: string;
      rchrg: 'N';
      inv_typ: 'R';
      itms: { num: number; itm_det: TaxAmounts & { rt: number } }[];
    }[];
  }[];
  /**
   * Credit notes to unregistered buyers that the return lists one by one: those against a B2C Large
   * invoice (`typ` B2CL). The shop sells nothing abroad, so no export notes (EXPWP, EXPWOP).
   */
  cdnur: {
    typ: 'B2CL';
    ntty: 'C';
    nt_num: string;
    nt_dt: string;
    val: Rupees;
    pos: string;
    itms: { num: number; itm_det: IgstAmounts & { rt: number } }[];
  }[];
  doc_issue: {
    doc_det: {
      doc_num: number;
      doc_typ: string;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
}

/** Unit of quantity: sweets are sold by the packet or piece, counted in numbers. */
export const GSTR1_UQC = 'NOS';
export const DOCUMENT_NATURE = 'Invoices for outward supply';
export const CREDIT_NOTE_NATURE = 'Credit Note';

const rupees = (amount: number): Rupees => paiseToRupees(paise(amount));

/** `'2026-11-28'` as the return writes a date: '28-11-2026'. */
export const returnDate = (date: IsoDate) => date.split('-').reverse().join('-');

/** The filing period of a month `2026-11`: '112026'. */
export const filingPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

interface Sums {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  amount: Paise;
  quantity: number;
}
const zero = (): Sums => ({ taxable: paise(0), igst: paise(0), cgst: paise(0), sgst: paise(0), amount: paise(0), quantity: 0 });
function add(sums: Sums, line: ReturnLine): void {
  sums.taxable = addPaise(sums.taxable, line.taxable);
  sums.igst = addPaise(sums.igst, line.igst);
  sums.cgst = addPaise(sums.cgst, line.cgst);
  sums.sgst = addPaise(sums.sgst, line.sgst);
  sums.amount = addPaise(sums.amount, line.amount);
  sums.quantity += line.quantity;
}
const amounts = (s: Sums): TaxAmounts => ({
  txval: rupees(s.taxable),
  iamt: rupees(s.igst),
  camt: rupees(s.cgst),
  samt: rupees(s.sgst),
  csamt: 0,
});
/** A document's items by rate, as an inter-state supply's: taxable value and IGST. */
const igstItems = (lines: readonly ReturnLine[]) =>
  [...sumBy(lines, (l) => l.gstRate).entries()]
    .sort(([a], [b]) => a - b)
    .map(([rt, sums], index) => ({
      num: index + 1,
      itm_det: { rt, txval: rupees(sums.taxable), iamt: rupees(sums.igst), csamt: 0 },
    }));

/** Groups into a map keyed by `key`, each group summed from a fresh `zero()`. */
function sumBy<K>(lines: Iterable<ReturnLine>, key: (line: ReturnLine) => K): Map<K, Sums> {
  const groups = new Map<K, Sums>();
  for (const line of lines) {
    const k = key(line);
    let sums = groups.get(k);
    if (!sums) groups.set(k, (sums = zero()));
    add(sums, line);
  }
  return groups;
}

/** A line taken back: the same sums, below zero (the quantity too). */
const negative = (line: ReturnLine): ReturnLine => ({
  ...line,
  quantity: -line.quantity,
  taxable: paise(-line.taxable),
  igst: paise(-line.igst),
  cgst: paise(-line.cgst),
  sgst: paise(-line.sgst),
  amount: paise(-line.amount),
});

const bySerial = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The invoice series used: per stem (`HW/2026-27/`), the first and last number and how many were cancelled. */
function documentSeries(invoices: readonly ReturnInvoice[]) {
  const series = new Map<string, string[]>();
  const cancelled = new Map<string, number>();
  for (const invoice of invoices) {
    const stem = invoice.number.slice(0, invoice.number.lastIndexOf('/') + 1);
    (series.get(stem) ?? series.set(stem, []).get(stem)!).push(invoice.number);
    if (invoice.cancelled) cancelled.set(stem, (cancelled.get(stem) ?? 0) + 1);
  }
  return [...series.entries()]
    .sort(([a], [b]) => bySerial(a, b))
    .map(([stem, numbers], index) => {
      numbers.sort(bySerial);
      const cancel = cancelled.get(stem) ?? 0;
      return {
        num: index + 1,
        from: numbers[0]!,
        to: numbers.at(-1)!,
        totnum: numbers.length,
        cancel,
        net_issue: numbers.length - cancel,
      };
    });
}

/**
 * The month's GSTR-1 from its invoices (all of them, cancelled included).
 * `gstr1('27AAPFU0939F1ZV', '2026-11', invoices).fp` is '112026'.
 */
export function gstr1(
  gstin: string,
  month: string,
  invoices: readonly ReturnInvoice[],
  creditNotes: readonly ReturnCreditNote[] = [],
): Gstr1 {
  const live = invoices.filter((i) => !i.cancelled);
  const large = live.filter((i) => isB2cLarge(i, i.value));
  const largeNotes = creditNotes.filter((n) => isB2cLarge(n, n.invoiceValue));
  // A consumer's credit note takes its lines back off the B2C and HSN summaries, as negative lines
  // (one against a B2C Large invoice is listed in cdnur instead, and netted off the HSN summary only).
  const credited = creditNotes.filter((n) => !n.buyerGstin).map((n) => ({ ...n, lines: n.lines.map(negative) }));
  const b2cSmall = [
    ...live.filter((i) => !i.buyerGstin && !large.includes(i)),
    ...creditNotes.filter((n) => !n.buyerGstin && !largeNotes.includes(n)).map((n) => ({ ...n, lines: n.lines.map(negative) })),
  ];

  const byBuyer = new Map<string, ReturnInvoice[]>();
  for (const invoice of live) {
    if (!invoice.buyerGstin) continue;
    (byBuyer.get(invoice.buyerGstin) ?? byBuyer.set(invoice.buyerGstin, []).get(invoice.buyerGstin)!).push(invoice);
  }
  const b2b = [...byBuyer.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, list]) => ({
      ctin,
      inv: list
        .sort((a, b) => bySerial(a.number, b.number))
        .map((invoice) => ({
          inum: invoice.number,
          idt: returnDate(invoice.date),
          val: rupees(invoice.value),
          pos: invoice.placeOfSupply,
          rchrg: 'N' as const,
          inv_typ: 'R' as const,
          itms: [...sumBy(invoice.lines, (l) => l.gstRate).entries()]
            .sort(([a], [b]) => a - b)
            .map(([rt, sums], index) => ({ num: index + 1, itm_det: { rt, ...amounts(sums) } })),
        })),
    }));

  const b2clByState = new Map<string, ReturnInvoice[]>();
  for (const invoice of large)
    (b2clByState.get(invoice.placeOfSupply) ?? b2clByState.set(invoice.placeOfSupply, []).get(invoice.placeOfSupply)!).push(
      invoice,
    );
  const b2cl = [...b2clByState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, list]) => ({
      pos,
      inv: list
        .sort((a, b) => bySerial(a.number, b.number))
        .map((invoice) => ({
          inum: invoice.number,
          idt: returnDate(invoice.date),
          val: rupees(invoice.value),
          itms: igstItems(invoice.lines),
        })),
    }));

  const b2cSums = new Map<string, { pos: string; interState: boolean; rt: number; sums: Sums }>();
  for (const invoice of b2cSmall) {
    for (const line of invoice.lines) {
      const key = `${invoice.placeOfSupply}|${invoice.interState}|${line.gstRate}`;
      let group = b2cSums.get(key);
      if (!group)
        b2cSums.set(
          key,
          (group = { pos: invoice.placeOfSupply, interState: invoice.interState, rt: line.gstRate, sums: zero() }),
        );
      add(group.sums, line);
    }
  }
  const b2cs = [...b2cSums.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt)
    .map((g) => ({
      sply_ty: g.interState ? ('INTER' as const) : ('INTRA' as const),
      pos: g.pos,
      typ: 'OE' as const,
      rt: g.rt,
      ...amounts(g.sums),
    }));

  const allLines = [...live, ...credited].flatMap((i) => i.lines);
  const names = new Map<string, Set<string>>();
  for (const line of allLines) (names.get(line.hsn) ?? names.set(line.hsn, new Set()).get(line.hsn)!).add(line.name);
  const hsn = [...sumBy(allLines, (l) => `${l.hsn}|${l.gstRate}`).entries()]
    .map(([key, sums]) => {
      const [code, rate] = key.split('|') as [string, string];
      return { code, rt: Number(rate), sums };
    })
    .sort((a, b) => a.code.localeCompare(b.code) || a.rt - b.rt)
    .map(({ code, rt, sums }, index) => ({
      num: index + 1,
      hsn_sc: code,
      desc: [...(names.get(code) ?? [])].join(', ').slice(0, 30),
      uqc: GSTR1_UQC,
      qty: sums.quantity,
      val: rupees(sums.amount),
      rt,
      ...amounts(sums),
    }));

  const byCreditedBuyer = new Map<string, ReturnCreditNote[]>();
  for (const note of creditNotes) {
    if (!note.buyerGstin) continue;
    (byCreditedBuyer.get(note.buyerGstin) ?? byCreditedBuyer.set(note.buyerGstin, []).get(note.buyerGstin)!).push(note);
  }
  const cdnr = [...byCreditedBuyer.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, list]) => ({
      ctin,
      nt: list
        .sort((a, b) => bySerial(a.number, b.number))
        .map((note) => ({
          ntty: 'C' as const,
          nt_num: note.number,
          nt_dt: returnDate(note.date),
          val: rupees(note.value),
          pos: note.placeOfSupply,
          rchrg: 'N' as const,
          inv_typ: 'R' as const,
          itms: [...sumBy(note.lines, (l) => l.gstRate).entries()]
            .sort(([a], [b]) => a - b)
            .map(([rt, sums], index) => ({ num: index + 1, itm_det: { rt, ...amounts(sums) } })),
        })),
    }));

  const cdnur = [...largeNotes]
    .sort((a, b) => bySerial(a.number, b.number))
    .map((note) => ({
      typ: 'B2CL' as const,
      ntty: 'C' as const,
      nt_num: note.number,
      nt_dt: returnDate(note.date),
      val: rupees(note.value),
      pos: note.placeOfSupply,
      itms: igstItems(note.lines),
    }));

  const docs = documentSeries(invoices);
  const noteDocs = documentSeries(creditNotes.map((n) => ({ ...n, cancelled: false, buyerName: null })));
  return {
    gstin,
    fp: filingPeriod(month),
    version: 'GST3.1.6',
    hash: 'hash',
    b2b,
    b2cl,
    b2cs,
    hsn: { data: hsn },
    cdnr,
    cdnur,
    doc_issue: {
      doc_det: [
        ...(docs.length ? [{ doc_num: 1, doc_typ: DOCUMENT_NATURE, docs }] : []),
        ...(noteDocs.length ? [{ doc_num: 5, doc_typ: CREDIT_NOTE_NATURE, docs: noteDocs }] : []),
      ],
    },
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '28-11-2026' as the offline tool's CSV templates write it: '28-Nov-2026'. */
const csvDate = (idt: string) => {
  const [d, m, y] = idt.split('-') as [string, string, string];
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};
const money = (rupees: number) => rupees.toFixed(2);

export const GSTR1_CSV_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs'] as const;
export type Gstr1CsvSection = (typeof GSTR1_CSV_SECTIONS)[number];

/** One section of the return as the offline tool's CSV template for it; `buyerNames` by invoice or credit-note number. */
export function gstr1Csv(report: Gstr1, section: Gstr1CsvSection, buyerNames: ReadonlyMap<string, string> = new Map()): string {
  switch (section) {
    case 'b2b':
      return csvLines(
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Applicable % of Tax Rate',
          'Invoice Type',
          'E-Commerce GSTIN',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        report.b2b.flatMap((buyer) =>
          buyer.inv.flatMap((inv) =>
            inv.itms.map((item) => [
              buyer.ctin,
              buyerNames.get(inv.inum) ?? '',
              inv.inum,
              csvDate(inv.idt),
              money(inv.val),
              placeOfSupplyName(inv.pos),
              'N',
              '',
              'Regular B2B',
              '',
              item.itm_det.rt,
              money(item.itm_det.txval),
              money(0),
            ]),
          ),
        ),
      );
    case 'b2cl':
      return csvLines(
        [
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
          'E-Commerce GSTIN',
          'Sale from Bonded WH',
        ],
        report.b2cl.flatMap((state) =>
          state.inv.flatMap((inv) =>
            inv.itms.map((item) => [
              inv.inum,
              csvDate(inv.idt),
              money(inv.val),
              placeOfSupplyName(state.pos),
              '',
              item.itm_det.rt,
              money(item.itm_det.txval),
              money(0),
              '',
              'N',
            ]),
          ),
        ),
      );
    case 'cdnr':
      return csvLines(
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        report.cdnr.flatMap((buyer) =>
          buyer.nt.flatMap((note) =>
            note.itms.map((item) => [
              buyer.ctin,
              buyerNames.get(note.nt_num) ?? '',
              note.nt_num,
              csvDate(note.nt_dt),
              note.ntty,
              placeOfSupplyName(note.pos),
              'N',
              'Regular B2B',
              money(note.val),
              '',
              item.itm_det.rt,
              money(item.itm_det.txval),
              money(0),
            ]),
          ),
        ),
      );
    case 'cdnur':
      return csvLines(
        [
          'UR Type',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        report.cdnur.flatMap((note) =>
          note.itms.map((item) => [
            note.typ,
            note.nt_num,
            csvDate(note.nt_dt),
            note.ntty,
            placeOfSupplyName(note.pos),
            money(note.val),
            '',
            item.itm_det.rt,
            money(item.itm_det.txval),
            money(0),
          ]),
        ),
      );
    case 'b2cs':
      return csvLines(
        ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
        report.b2cs.map((row) => ['OE', placeOfSupplyName(row.pos), row.rt, '', money(row.txval), money(0), '']),
      );
    case 'hsn':
      return csvLines(
        [
          'HSN',
          'Description',
          'UQC',
          'Total Quantity',
          'Total Value',
          'Rate',
          'Taxable Value',
          'Integrated Tax Amount',
          'Central Tax Amount',
          'State/UT Tax Amount',
          'Cess Amount',
        ],
        report.hsn.data.map((row) => [
          row.hsn_sc,
          row.desc,
          `${row.uqc}-NUMBERS`,
          row.qty,
          money(row.val),
          row.rt,
          money(row.txval),
          money(row.iamt),
          money(row.camt),
          money(row.samt),
          money(0),
        ]),
      );
    case 'docs':
      return csvLines(
        ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
        report.doc_issue.doc_det.flatMap((det) => det.docs.map((d) => [det.doc_typ, d.from, d.to, d.totnum, d.cancel])),
      );
  }
}
