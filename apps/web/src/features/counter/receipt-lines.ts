import { addPaise, formatRupees, multiplyPaise, rupeesToPaise, type Paise } from '@halwai/domain';
import type { ReceiptLine } from '../../lib/receipt-printer/receipt-document';
import type { ReceiptPayment } from './api/get-receipt';

/**
 * What a receipt prints: a bill the server numbered, or one kept on the device that it has not yet
 * (`invoiceNumber` null: provisional). Money in rupees, as the server's answer carries it.
 */
export interface ReceiptView {
  invoiceNumber: string | null;
  orderDate: string;
  customerName: string;
  items: {
    name: string;
    nameHi?: string | undefined;
    variant: string;
    quantity: number;
    price: number;
    discount?: number | undefined;
  }[];
  discount?: number | undefined;
  orderTotal: number;
  payments?: ReceiptPayment[] | undefined;
  payment?: { method?: string | null | undefined } | undefined;
  change: number;
}

export interface ReceiptTotals {
  items: Paise;
  discount: Paise;
  total: Paise;
  /** Each way it was paid, with its amount where the answer lists the parts; else the one way, without one. */
  payments: { method: string; amount: Paise | null }[];
  change: Paise;
}

/** The receipt's sums, from the bill as sold: its lines, the discount, the total, the payments and the change. */
export function receiptTotals(sale: ReceiptView): ReceiptTotals {
  const items = addPaise(...sale.items.map((item) => multiplyPaise(rupeesToPaise(item.price), item.quantity)));
  const payments = sale.payments?.length
    ? sale.payments.map((p) => ({ method: p.method, amount: rupeesToPaise(p.amount) }))
    : sale.payment?.method
      ? [{ method: sale.payment.method, amount: null }]
      : [];
  return {
    items,
    discount: rupeesToPaise(sale.discount ?? 0),
    total: rupeesToPaise(sale.orderTotal),
    payments,
    change: rupeesToPaise(Math.max(0, sale.change)),
  };
}

/** What the receipt's words come from: the page's language, the shop, and how an item is named in it. */
export interface ReceiptWords {
  say: (key: string, params?: Record<string, string>) => string;
  itemName: (item: { name: string; nameHi?: string | undefined }) => string;
  unit: (label: string) => string;
  date: (iso: string) => string;
  shop: { name: string; address?: string; phone?: string; gstin?: string };
}

const KNOWN_METHODS = new Set(['cash', 'upi', 'card']);

/**
 * The bill as the lines of its paper, in the page's language: the shop, the invoice number and date,
 * each item with its quantity and amount, the sums and how it was paid. The receipt page draws these
 * lines and the thermal printer prints them, so the screen and the roll say the same.
 */
export function receiptLines(sale: ReceiptView, words: ReceiptWords): ReceiptLine[] {
  const { say, shop } = words;
  const totals = receiptTotals(sale);
  const methodName = (method: string) => (KNOWN_METHODS.has(method) ? say(`method.${method}`) : method.toUpperCase());
  const optional = (text: string | undefined, line: (text: string) => ReceiptLine): ReceiptLine[] =>
    text?.trim() ? [line(text.trim())] : [];
  return [
    { kind: 'heading', text: shop.name },
    ...optional(shop.address, (text) => ({ kind: 'centre', text })),
    ...optional(shop.phone, (phone) => ({ kind: 'centre', text: say('receipt.phone', { phone }) })),
    ...optional(shop.gstin, (gstin) => ({ kind: 'centre', text: say('receipt.gstin', { gstin }) })),
    ...(sale.invoiceNumber === null
      ? ([
          { kind: 'rule' },
          { kind: 'centre', text: say('receipt.provisional') },
          { kind: 'centre', text: say('receipt.provisionalNote') },
        ] as const)
      : []),
    { kind: 'rule' },
    { kind: 'pair', label: say('receipt.invoice'), value: sale.invoiceNumber ?? say('receipt.provisionalNumber') },
    { kind: 'pair', label: say('receipt.date'), value: words.date(sale.orderDate) },
    ...optional(sale.customerName, (value) => ({ kind: 'pair', label: say('receipt.customer'), value })),
    { kind: 'rule' },
    { kind: 'pair', label: say('receipt.item'), value: say('receipt.amount'), bold: true },
    ...sale.items.flatMap((item): ReceiptLine[] => [
      { kind: 'text', text: `${words.itemName(item)}${item.variant ? ` (${words.unit(item.variant)})` : ''}` },
      {
        kind: 'pair',
        label: `  ${item.quantity} × ${formatRupees(rupeesToPaise(item.price))}`,
        value: formatRupees(multiplyPaise(rupeesToPaise(item.price), item.quantity)),
      },
      ...(item.discount
        ? [
            {
              kind: 'pair',
              label: `  ${say('receipt.lineDiscount')}`,
              value: `-${formatRupees(rupeesToPaise(item.discount))}`,
            } as const,
          ]
        : []),
    ]),
    { kind: 'rule' },
    { kind: 'pair', label: say('receipt.items'), value: formatRupees(totals.items) },
    ...(totals.discount > 0
      ? [{ kind: 'pair', label: say('receipt.discount'), value: `-${formatRupees(totals.discount)}` } as const]
      : []),
    { kind: 'pair', label: say('receipt.total'), value: formatRupees(totals.total), bold: true, big: true },
    { kind: 'rule' },
    ...totals.payments.map((payment): ReceiptLine => ({
      kind: 'pair',
      label: `${say('receipt.paid')}: ${methodName(payment.method)}`,
      value: payment.amount === null ? '' : formatRupees(payment.amount),
    })),
    ...(totals.change > 0 ? [{ kind: 'pair', label: say('receipt.change'), value: formatRupees(totals.change) } as const] : []),
    { kind: 'rule' },
    { kind: 'centre', text: say('receipt.gstIncluded') },
    { kind: 'centre', text: say('receipt.thanks') },
  ];
}
