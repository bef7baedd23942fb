import {
  addPaise,
  paise,
  paiseToRupees,
  rupeesToPaise,
  type CounterPaymentMethod,
  type CounterSale,
  type Paise,
} from '@halwai/domain';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';
import { toAdminOrder } from './orders.mapping.js';

interface StoredPart {
  method: CounterPaymentMethod;
  amountPaise: number;
}

/** What each way of paying took on a counter bill: cash less the change given back. */
export function takingsOf(order: Pick<OrderRow, 'payment_parts' | 'total_paise'>): Record<CounterPaymentMethod, Paise> {
  const parts = JSON.parse(order.payment_parts ?? '[]') as StoredPart[];
  const sum = (method: CounterPaymentMethod) =>
    addPaise(...parts.filter((p) => p.method === method).map((p) => paise(p.amountPaise)));
  const given = addPaise(...parts.map((p) => paise(p.amountPaise)));
  const change = paise(given - Number(order.total_paise));
  return { cash: paise(sum('cash') - change), upi: sum('upi'), card: sum('card') };
}

/** A counter bill's parts as the answer carries them, in rupees. */
export function paymentPartsOf(
  order: Pick<OrderRow, 'payment_parts'>,
): { method: CounterPaymentMethod; amount: number; reference?: string }[] {
  const parts = JSON.parse(order.payment_parts ?? '[]') as (StoredPart & { reference?: string })[];
  return parts.map((p) => ({
    method: p.method,
    amount: paiseToRupees(paise(p.amountPaise)),
    ...(p.reference && { reference: p.reference }),
  }));
}

/**
 * A counter bill as the counter answers it: the staff order with its invoice number, the parts it was
 * paid in, and the change (what was tendered over the total, which only cash may be).
 */
export function toCounterSale(
  order: OrderRow & { invoice_number: string },
  lines: readonly OrderLineRow[],
): Omit<CounterSale, 'accessKey'> {
  const payments = paymentPartsOf(order);
  const tendered = addPaise(...payments.map((p) => rupeesToPaise(p.amount)));
  return {
    ...toAdminOrder(order, lines),
    invoiceNumber: order.invoice_number,
    change: paiseToRupees(paise(tendered - Number(order.total_paise))),
    payments,
  };
}
