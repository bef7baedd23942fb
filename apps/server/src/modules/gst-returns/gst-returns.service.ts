import {
  addDays,
  gstinStateCode,
  gstr1,
  gstr1Csv,
  ORDER_STATUS,
  rupeesToPaise,
  shopClock,
  shopDaysSpan,
  type Gstr1,
  type Gstr1CsvSection,
  type Invoice,
  type ReturnCreditNote,
  type ReturnInvoice,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  paise,
  say,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invoiceSupply } from '../invoices/invoice-supply.js';
import type { OutletScope } from '../../lib/outlet-scope.js';
import { badRequest } from '../../lib/problems.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { OutletsService } from '../outlets/outlets.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createGstReturnsRepository } from './gst-returns.repository.js';

/** Invoices read at a time while a return is built. */
const BATCH = 16;

/** An invoice as the return counts it, in paise: exactly the invoice's own figures. */
function toReturnInvoice(invoice: Invoice, date: string, cancelled: boolean, shopState: string | null): ReturnInvoice {
  const p = rupeesToPaise;
  const pos = invoice.placeOfSupply?.slice(0, 2) ?? shopState ?? '';
  return {
    number: invoice.number,
    date,
    cancelled,
    buyerGstin: invoice.buyer.gstin ?? null,
    buyerName: invoice.buyer.businessName ?? null,
    placeOfSupply: pos,
    interState: invoice.totals.igst > 0 || (shopState !== null && pos !== '' && pos !== shopState),
    value: p(invoice.totals.amount),
    lines: invoice.lines.map((l) => ({
      hsn: l.hsn,
      name: l.name,
      gstRate: l.gstRate,
      quantity: l.quantity,
      taxable: p(l.taxable),
      igst: p(l.igst),
      cgst: p(l.cgst),
      sgst: p(l.sgst),
      amount: p(l.amount),
    })),
  };
}

/** The monthly GST return (GSTR-1), built from the month's invoices as the invoices module issues them. */
export function createGstReturnsService(
  db: Kysely<Database>,
  deps: { invoices: InvoicesService; settings: SettingsService; outlets: Pick<OutletsService, 'list'> },
) {
  const repo = createGstReturnsRepository(db);

  /** The month's credit notes, each line taxed as its bill taxed it (its HSN and rate, split for the bill's place of supply). */
  const readCreditNotes = async (
    span: { start: string; end: string },
    shop: { gstin: string; timeZone: string },
    ownGstin: string | null,
    scope: OutletScope,
    shopState: string | null,
    buyerNames: Map<string, string>,
  ): Promise<ReturnCreditNote[]> => {
    const { notes, lines } = await repo.creditNotes(span, ownGstin, scope);
    return notes.map((note) => {
      if (note.buyer_name) buyerNames.set(note.number, note.buyer_name);
      const supply = invoiceSupply({ ...note, created_at: note.order_created_at }, shop.gstin, shop.timeZone);
      const pos = supply.placeOfSupply().placeOfSupply?.slice(0, 2) ?? shopState ?? '';
      const taken = JSON.parse(note.lines) as {
        productId: number;
        name: string;
        variant: string;
        quantity: number;
        amountPaise: number;
      }[];
      return {
        number: note.number,
        date: shopClock(new Date(note.created_at), shop.timeZone).date,
        buyerGstin: note.buyer_gstin,
        placeOfSupply: pos,
        interState: shopState !== null && pos !== '' && pos !== shopState,
        value: paise(Number(note.amount_paise)),
        invoiceValue: paise(Number(note.order_total_paise)),
        lines: taken.map((l) => {
          const sold = lines.find((s) => s.order_id === note.order_id && s.product_id === l.productId && s.variant === l.variant);
          const gstRate = sold?.gst_rate == null ? DEFAULT_GST_RATE : Number(sold.gst_rate);
          const split = supply.split(paise(l.amountPaise), gstRate);
          return {
            hsn: sold?.hsn ?? DEFAULT_HSN,
            name: l.name,
            gstRate,
            quantity: l.quantity,
            amount: paise(l.amountPaise),
            ...split,
          };
        }),
      };
    });
  };

  /**
   * Whose return is asked for: the shop's GSTIN when none is named, or one of the outlets' own (its
   * series apart, `own`); any other GSTIN is refused at the field. An account limited to outlets asks
   * only for the GSTINs its outlets invoice under (the first's when none is named); any other, known
   * or not, is refused alike.
   */
  const returnOf = async (asked: string | undefined, scope: OutletScope): Promise<{ gstin: string; own: string | null }> => {
    const [shop, outlets] = await Promise.all([deps.settings.shopInfo(), deps.outlets.list()]);
    const seriesOf = (gstin: string) => ({ gstin, own: gstin === shop.gstin ? null : gstin });
    const refuse = (key: 'unknownGstin' | 'notYourGstin', gstin: string) => {
      const said = say(`gstReturn.${key}`, gstin);
      return badRequest(said, { gstin: [said] });
    };
    if (scope !== null) {
      const byId = new Map(outlets.map((o) => [o.id, o.gstin ?? shop.gstin]));
      const theirs = scope.flatMap((id) => byId.get(id) ?? []);
      const gstin = asked ?? theirs[0] ?? shop.gstin;
      if (!theirs.includes(gstin)) throw refuse('notYourGstin', gstin);
      return seriesOf(gstin);
    }
    if (asked === undefined || asked === shop.gstin) return seriesOf(shop.gstin);
    if (!outlets.some((o) => o.gstin === asked)) throw refuse('unknownGstin', asked);
    return seriesOf(asked);
  };

  const build = async (month: string, asked: string | undefined, scope: OutletScope): Promise<{ report: Gstr1; buyerNames: Map<string, string> }> => {
    const [shopInfo, { gstin, own }] = await Promise.all([deps.settings.shopInfo(), returnOf(asked, scope)]);
    // The return's seller is the GSTIN asked for: its state decides what is inter-state.
    const shop = { ...shopInfo, gstin };
    const first = `${month}-01`;
    const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
    const orders = await repo.invoicedOrders(shopDaysSpan(first, last, shop.timeZone), own, scope);
    const shopState = gstinStateCode(shop.gstin);
    const invoices: ReturnInvoice[] = [];
    const buyerNames = new Map<string, string>();
    for (let i = 0; i < orders.length; i += BATCH) {
      const batch = orders.slice(i, i + BATCH);
      const read = await Promise.all(batch.map((o) => deps.invoices.invoice(o.id)));
      for (const [index, invoice] of read.entries()) {
        const order = batch[index]!;
        const date = shopClock(new Date(order.created_at), shop.timeZone).date;
        invoices.push(toReturnInvoice(invoice, date, order.status === ORDER_STATUS.Cancelled, shopState));
        if (order.buyer_name) buyerNames.set(invoice.number, order.buyer_name);
      }
    }
    const creditNotes = await readCreditNotes(shopDaysSpan(first, last, shop.timeZone), shop, own, scope, shopState, buyerNames);
    return { report: gstr1(shop.gstin, month, invoices, creditNotes), buyerNames };
  };

  return {
    /**
     * `GET /api/admin/reports/gstr1?month=YYYY-MM&gstin=`: the shop's return, or an outlet's own
     * GSTIN's; to an account limited to outlets (`scope`), only its outlets' invoices and credit notes.
     */
    async gstr1(month: string, gstin?: string, scope: OutletScope = null): Promise<Gstr1> {
      return (await build(month, gstin, scope)).report;
    },

    /** One section of the month's return (of `gstin` and `scope`, as `gstr1`) as the offline tool's CSV template. */
    async gstr1Csv(month: string, section: Gstr1CsvSection, gstin?: string, scope: OutletScope = null): Promise<string> {
      const { report, buyerNames } = await build(month, gstin, scope);
      return gstr1Csv(report, section, buyerNames);
    },
  };
}
export type GstReturnsService = ReturnType<typeof createGstReturnsService>;
