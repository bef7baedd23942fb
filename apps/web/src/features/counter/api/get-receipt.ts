import type { AdminOrderDetails, CounterPaymentMethod, Invoice } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A part of a counter bill's payment, where the order answer lists them (rupees). */
export interface ReceiptPayment {
  method: CounterPaymentMethod | string;
  amount: number;
}

/** The order as the receipt reads it: the staff order answer, with the bill's payment parts and change when it carries them. */
export type ReceiptOrder = AdminOrderDetails & { payments?: ReceiptPayment[]; change?: number };

export interface Receipt {
  order: ReceiptOrder;
  invoice: Invoice;
}

/** The bill's order (`GET /api/admin/orders/{id}`) and its invoice (number, seller's name, address and GSTIN). */
export function useReceipt(id: string) {
  return useQuery({
    queryKey: ['counter-receipt', id],
    queryFn: async ({ signal }): Promise<Receipt> => {
      const path = encodeURIComponent(id);
      const [order, invoice] = await Promise.all([
        apiFetch<ReceiptOrder>(`/api/admin/orders/${path}`, { signal }),
        apiFetch<Invoice>(`/api/orders/${path}/invoice`, { signal }),
      ]);
      return { order, invoice };
    },
    retry: false,
  });
}
