import { addPaise, multiplyPaise, paise, rupeesToPaise, type Paise } from '@halwai/domain';
import type { ReceiptOrder, ReceiptPayment } from './api/get-receipt';

export interface ReceiptTotals {
  items: Paise;
  discount: Paise;
  total: Paise;
  payments: { method: string; amount: Paise }[];
  change: Paise;
}

/**
 * The receipt's sums, from the order as sold: its lines, the discount and the total. The payments are
 * the bill's parts where the answer lists them, else its one payment of the total.
 */
export function receiptTotals(order: ReceiptOrder): ReceiptTotals {
  const items = addPaise(...order.items.map((item) => multiplyPaise(rupeesToPaise(item.price), item.quantity)));
  const parts: ReceiptPayment[] = order.payments?.length ? order.payments : order.payment.method ? [{ method: order.payment.method, amount: order.orderTotal }] : [];
  return {
    items,
    discount: rupeesToPaise(order.discount ?? 0),
    total: rupeesToPaise(order.orderTotal),
    payments: parts.map((p) => ({ method: p.method, amount: rupeesToPaise(p.amount) })),
    change: order.change ? rupeesToPaise(order.change) : paise(0),
  };
}
