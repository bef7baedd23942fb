import type { CounterPaymentMethod, CounterSale } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A part of a counter bill's payment, where the answer lists them (rupees). */
export interface ReceiptPayment {
  method: CounterPaymentMethod | string;
  amount: number;
}

/** A counter bill as its receipt reads it; `payments` where the answer carries the bill's parts. */
export type ReceiptSale = Omit<CounterSale, 'accessKey'> & { payments?: ReceiptPayment[] };

/** `GET /api/counter/sales/{id}`: the bill with its invoice number and change (any member of staff, a cashier too). */
export function useReceipt(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['counter', 'sale', id],
    queryFn: ({ signal }) => apiFetch<ReceiptSale>(`/api/counter/sales/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
