import { ONLINE_PAYMENT_UNAVAILABLE, type PaymentReturn, type PaymentReturnResult, type PayOnlineResponse } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** The server answers within 10 s even when the gateway does not; this is the browser's own bound. */
const PAY_TIMEOUT_MS = 12_000;

/** Where to pay the order online (its Razorpay Payment Link); needs the order's access key. */
export async function payOrder(id: number, accessKey: string): Promise<PayOnlineResponse> {
  try {
    return await apiFetch<PayOnlineResponse>(`/api/orders/${id}/pay?key=${encodeURIComponent(accessKey)}`, {
      method: 'POST',
      signal: AbortSignal.timeout(PAY_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'TypeError')) throw new Error(ONLINE_PAYMENT_UNAVAILABLE);
    throw error;
  }
}

/** The query Razorpay added to the order page on the way back, if it is there. */
export function paymentReturnIn(search: URLSearchParams): PaymentReturn | null {
  if (!search.has('razorpay_payment_id') && !search.has('razorpay_signature') && !search.has('razorpay_payment_link_id')) return null;
  const pick = (name: keyof PaymentReturn) => search.get(name) ?? undefined;
  return {
    razorpay_payment_id: pick('razorpay_payment_id'),
    razorpay_payment_link_id: pick('razorpay_payment_link_id'),
    razorpay_payment_link_reference_id: pick('razorpay_payment_link_reference_id'),
    razorpay_payment_link_status: pick('razorpay_payment_link_status'),
    razorpay_signature: pick('razorpay_signature'),
  };
}

/** Hands the return to the server, which alone decides whether it proves a payment. */
export const confirmPaymentReturn = (id: number, accessKey: string, back: PaymentReturn) =>
  apiFetch<PaymentReturnResult>(`/api/orders/${id}/payment-return?key=${encodeURIComponent(accessKey)}`, { method: 'POST', json: back });
