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
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invoiceSupply } from '../invoices/invoice-supply.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
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
export function createGstReturnsService(db: Kysely<Database>, deps: { invoices: InvoicesService; settings: SettingsService }) {
  const repo = createGstReturnsRepository(db);

  /** The month's credit notes, each line taxed as its bill taxed it (its HSN and rate, split for the bill's place of supply). */
  const readCreditNotes = async (
    span: { start: string; end: string },
    shop: { gstin: string; timeZone: string },
    shopState: string | null,
    buyerNames: Map<string, string>,
  ): Promise<ReturnCreditNote[]> => {
    const { notes, lines } = await repo.creditNotes(span);
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

  const build = async (month: string): Promise<{ report: Gstr1; buyerNames: Map<string, string> }> => {
    const shop = await deps.settings.shopInfo();
    const first = `${month}-01`;
    const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
    const orders = await repo.invoicedOrders(shopDaysSpan(first, last, shop.timeZone));
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
    const creditNotes = await readCreditNotes(shopDaysSpan(first, last, shop.timeZone), shop, shopState, buyerNames);
    return { report: gstr1(shop.gstin, month, invoices, creditNotes), buyerNames };
  };

  return {
    /** `GET /api/admin/reports/gstr1?month=YYYY-MM`. */
    async gstr1(month: string): Promise<Gstr1> {
      return (await build(month)).report;
    },

    /** One section of the month's return as the offline tool's CSV template. */
    async gstr1Csv(month: string, section: Gstr1CsvSection): Promise<string> {
      const { report, buyerNames } = await build(month);
      return gstr1Csv(report, section, buyerNames);
    },
  };
}
export type GstReturnsService = ReturnType<typeof createGstReturnsService>;
