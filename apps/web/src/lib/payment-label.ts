import { PAYMENT_METHOD_LABEL, type Payment } from '@halwai/domain';

/**
 * How an order stands on payment, in a few words for a chip: "Paid · UPI", "Refunded", "Refund pending",
 * "Not paid yet". `tone` picks the chip's colour.
 */
export function paymentLabel(payment: Payment): { text: string; tone: 'success' | 'default' | 'warning' | 'info' } {
  if (payment.refund?.status === 'refunded') return { text: 'Refunded', tone: 'info' };
  if (payment.refund) return { text: payment.refund.status === 'failed' ? 'Refund failed' : 'Refund pending', tone: 'warning' };
  if (!payment.paid) return { text: 'Not paid yet', tone: 'default' };
  const method = payment.method ? PAYMENT_METHOD_LABEL[payment.method] : payment.by === 'gateway' ? 'Online' : null;
  return { text: method ? `Paid · ${method}` : 'Paid', tone: 'success' };
}
