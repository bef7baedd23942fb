import { addPaise, multiplyPaise, rupeesToPaise, type Paise } from '@halwai/domain';
import type { ReceiptSale } from './api/get-receipt';

export interface ReceiptTotals {
  items: Paise;
  discount: Paise;
  total: Paise;
  /** Each way it was paid, with its amount where the answer lists the parts; else the one way, without one. */
  payments: { method: string; amount: Paise | null }[];
  change: Paise;
}

/** The receipt's sums, from the bill as sold: its lines, the discount, the total, the payments and the change. */
export function receiptTotals(sale: ReceiptSale): ReceiptTotals {
  const items = addPaise(...sale.items.map((item) => multiplyPaise(rupeesToPaise(item.price), item.quantity)));
  const payments = sale.payments?.length
    ? sale.payments.map((p) => ({ method: p.method, amount: rupeesToPaise(p.amount) }))
    : sale.payment.method
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
