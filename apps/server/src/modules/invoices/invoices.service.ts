import {
  amountInWords,
  deliveryGstRate,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  ORDER_STATUS_LABEL,
  addPaise,
  multiplyPaise,
  paise,
  paiseToRupees,
  discountsByLine,
  type Invoice,
  type OrderStatus,
  type Outlet,
  type ShopInfo,
  say,
  readBoxChoices,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, OrderLineRow, OrderRow } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { translator } from '../../i18n/server-i18n.js';
import { notFound } from '../../lib/problems.js';
import type { OutletsService } from '../outlets/outlets.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { amountInHindiWords } from './amount-in-hindi-words.js';
import { financialYear, invoiceNumber, invoiceStem, ownSeriesPrefix, seriesKey } from './financial-year.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoiceSupply } from './invoice-supply.js';
import { createInvoicesRepository } from './invoices.repository.js';
import { orderLanguage, toPayment } from '../orders/orders.mapping.js';

const rupees = (amount: number) => paiseToRupees(paise(amount));

/** `invoice-HW-2026-27-0001.pdf`: the number, safe as a file name. */
export const invoiceFileName = (number: string) => `invoice-${number.replace(/[^\w-]+/g, '-')}.pdf`;

export interface InvoicePdfFile {
  fileName: string;
  content: Buffer;
}

/** SAC for goods transport services: names the delivery line; its rate follows the goods (below). */
export const DELIVERY_SAC = '996813';

/** Credit notes are numbered apart from invoices: CN/2026-27/0001. */
const CREDIT_NOTE_PREFIX = 'CN';

/** Who sells: the outlet the order was taken at (its own name, address and phone, else the shop's). */
type Seller = Pick<Outlet, 'name' | 'address' | 'phone'>;

export function createInvoicesService(
  db: Kysely<Database>,
  engine: Engine,
  settings: SettingsService,
  outlets: Pick<OutletsService, 'get' | 'list'>,
) {
  const repo = createInvoicesRepository(db);
  const service = {
    /**
     * Numbers a new order's invoice inside the order's own transaction: if the order rolls back, so
     * does its number. The lines recorded their HSN code and GST rate as they were written.
     */
    async issue(
      trx: Trx,
      order: { id: number; createdAt: string; prefix: string; series?: 'web' | 'counter'; sellerGstin?: string | null },
    ): Promise<string> {
      const tx = createInvoicesRepository(trx);
      // The counter row stays locked until the order commits, so other orders wait from here on:
      // it is taken last, with nothing but the number's own write before the commit. On PostgreSQL
      // that is one statement, which the caller can send with its COMMIT (inTransactionEndingWith).
      const year = financialYear(order.createdAt);
      // A counter series of its own counts in its own row, so each series is gap-free by itself; so
      // does each GSTIN of the shop's other registrations, under a prefix of its own.
      const gstin = order.sellerGstin ?? null;
      const series = seriesKey(order.series === 'counter' ? `counter ${year}` : year, gstin);
      const prefix = gstin ? ownSeriesPrefix(order.prefix, gstin) : order.prefix;
      if (engine === 'postgres') return tx.numberOrder(order.id, series, invoiceStem(prefix, year), gstin);
      const number = invoiceNumber(prefix, year, await tx.nextSerial(series));
      await tx.setInvoiceNumber(order.id, number, gstin);
      return number;
    },

    /**
     * A credit note's number, in its own gap-free series per financial year (CN/2026-27/0001), inside
     * the refund's transaction; a bill of an outlet's own GSTIN is credited in that GSTIN's (CN-29/…).
     */
    async numberCreditNote(trx: Trx, createdAt: string, sellerGstin: string | null = null): Promise<string> {
      const year = financialYear(createdAt);
      const prefix = sellerGstin ? ownSeriesPrefix(CREDIT_NOTE_PREFIX, sellerGstin) : CREDIT_NOTE_PREFIX;
      return invoiceNumber(prefix, year, await createInvoicesRepository(trx).nextSerial(seriesKey(`credit ${year}`, sellerGstin)));
    },

    /** The invoice of an order the caller may already see (the route checks the access key first). */
    async invoice(orderId: number): Promise<Invoice> {
      const [order, lines, shop] = await Promise.all([repo.findOrder(orderId), repo.findLines(orderId), settings.shopInfo()]);
      if (!order?.invoice_number) throw notFound(say('common.orderNotFound', orderId));
      return invoiceOf({ ...order, invoice_number: order.invoice_number }, lines, shop, await outlets.get(order.outlet_id));
    },

    /** The invoices of orders already read (a shift's bills): their lines in one query; an order without a number is left out. */
    async invoicesOf(orders: readonly OrderRow[]): Promise<Invoice[]> {
      const numbered = orders.flatMap((o) => (o.invoice_number ? [{ ...o, invoice_number: o.invoice_number }] : []));
      if (numbered.length === 0) return [];
      const [lines, shop, sellers] = await Promise.all([
        repo.findLinesOf(numbered.map((o) => o.id)),
        settings.shopInfo(),
        outlets.list(),
      ]);
      return numbered.map((order) =>
        invoiceOf(
          order,
          lines.filter((l) => l.order_id === order.id),
          shop,
          sellers.find((o) => o.id === order.outlet_id) ?? shop,
        ),
      );
    },

    /** The invoice as an A4 PDF with its file name. */
    async pdf(orderId: number): Promise<InvoicePdfFile> {
      const invoice = await service.invoice(orderId);
      return { fileName: invoiceFileName(invoice.number), content: await renderInvoicePdf(invoice) };
    },

    /** The PDF to attach to the order's email; null for an order placed before invoices existed. */
    async pdfIfIssued(orderId: number): Promise<InvoicePdfFile | null> {
      const order = await repo.findOrder(orderId);
      return order?.invoice_number ? service.pdf(orderId) : null;
    },
  };
  return service;
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/**
 * An order's invoice from its row, its lines, the shop's details and the outlet that sells: its
 * name, address and phone, and the GSTIN the invoice was numbered under (the outlet's own, else the
 * shop's), whose state decides between CGST + SGST and IGST.
 */
function invoiceOf(order: OrderRow & { invoice_number: string }, lines: readonly OrderLineRow[], shop: ShopInfo, seller: Seller): Invoice {
  const sellerGstin = order.seller_gstin ?? shop.gstin;
  const supply = invoiceSupply(order, sellerGstin, shop.timeZone);
  type SoldLine = Pick<
    (typeof lines)[number],
    'name' | 'name_hi' | 'variant' | 'hsn' | 'quantity' | 'price_paise' | 'shelf_life_days' | 'choices'
  >;
  // A line's own discount (the counter's) comes off that line; the rest of the order's discount (an
  // offer, the bill's) is spread over the lines in proportion to their value after it, to the paisa.
  // Each line is taxed on its value after both.
  const gross = lines.map((line) => multiplyPaise(paise(line.price_paise), line.quantity));
  const shares = discountsByLine(
    paise(Number(order.discount_paise)),
    lines.map((line, index) => ({ amount: gross[index]!, discount: paise(Number(line.discount_paise)) })),
  );
  const invoiceLines = lines.map((row, index) => {
    const line: SoldLine = row;
    const discount = shares[index]!;
    const amount = paise(gross[index]! - discount);
    const gstRate = row.gst_rate === null ? DEFAULT_GST_RATE : Number(row.gst_rate);
    const split = supply.split(amount, gstRate);
    return { line, gstRate, amount, discount, ...split };
  });
  // The delivery charge is in the order total, so it is a line of the invoice (GST included, like the prices).
  const charge = paise(Number(order.delivery_charge_paise));
  if (charge > 0) {
    const gstRate = deliveryGstRate(invoiceLines);
    invoiceLines.push({
      line: {
        name: translator('en', 'invoices')('deliveryCharge'),
        name_hi: translator('hi', 'invoices')('deliveryCharge'),
        variant: '',
        hsn: DELIVERY_SAC,
        quantity: 1,
        price_paise: charge,
        shelf_life_days: null,
        choices: null,
      },
      gstRate,
      amount: charge,
      discount: paise(0),
      ...supply.split(charge, gstRate),
    });
  }
  const sum = (pick: (l: (typeof invoiceLines)[number]) => number) => addPaise(...invoiceLines.map((l) => paise(pick(l))));
  const total = sum((l) => l.amount);
  return {
    number: order.invoice_number,
    date: order.created_at,
    seller: { name: seller.name, address: seller.address, gstin: sellerGstin, fssai: shop.fssai, phone: seller.phone },
    buyer: { name: order.customer_name, mobile: order.customer_mobile, ...supply.buyer() },
    ...supply.placeOfSupply(),
    lines: invoiceLines.map(({ line, gstRate, amount, discount, taxable, cgst, sgst, igst }) => ({
      name: line.name,
      ...(line.name_hi !== null && { nameHi: line.name_hi }),
      variant: line.variant,
      hsn: line.hsn ?? DEFAULT_HSN,
      quantity: line.quantity,
      gstRate,
      rate: rupees(line.price_paise),
      ...(discount > 0 && { discount: rupees(discount) }),
      taxable: rupees(taxable),
      cgst: rupees(cgst),
      sgst: rupees(sgst),
      igst: rupees(igst),
      ...boxContents(line.choices),
      amount: rupees(amount),
      ...supply.bestBefore(line.shelf_life_days),
    })),
    totals: {
      ...(Number(order.discount_paise) > 0 && { discount: rupees(Number(order.discount_paise)), offerCode: order.offer_code }),
      taxable: rupees(sum((l) => l.taxable)),
      cgst: rupees(sum((l) => l.cgst)),
      sgst: rupees(sum((l) => l.sgst)),
      igst: rupees(sum((l) => l.igst)),
      amount: rupees(total),
    },
    amountInWords: amountInWords(total),
    ...(orderLanguage(order) === 'hi' && { amountInWordsHi: amountInHindiWords(total) }),
    status: ORDER_STATUS_LABEL[order.status as OrderStatus] as Invoice['status'],
    paid: Number(order.paid) === 1,
    payment: toPayment(order),
    language: orderLanguage(order),
  };
}

/** A gift box line's contents, listed below it; absent on an ordinary line. */
function boxContents(json: string | null) {
  const choices = readBoxChoices(json);
  return choices ? { choices } : {};
}
