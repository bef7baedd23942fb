import type { AdminOrder, Payment } from '@halwai/domain';
import type { TFunction } from 'i18next';
import { paymentLabel } from '../../lib/payment-label';

type T = TFunction<'admin-orders'>;

/** How a payment stands, as paymentLabel reads it ("Paid · UPI", "Refunded", "Not paid yet"), in the page's language. */
export function paymentChip(payment: Payment, t: T): { text: string; tone: ReturnType<typeof paymentLabel>['tone'] } {
  const { tone } = paymentLabel(payment);
  if (payment.refund?.status === 'refunded') return { text: t('paymentChip.refunded'), tone };
  if (payment.refund)
    return { text: t(payment.refund.status === 'failed' ? 'paymentChip.refundFailed' : 'paymentChip.refundPending'), tone };
  if (!payment.paid) return { text: t('paymentChip.notPaid'), tone };
  const method = payment.method ?? (payment.by === 'gateway' ? 'online' : null);
  return { text: method ? t('paymentChip.paidBy', { method: t(`paymentMethods.${method}`) }) : t('paymentChip.paid'), tone };
}

/** "Paid · UPI", "Refunded", or "Unpaid", short enough for the card's head. */
export function cardPaymentText(order: AdminOrder, t: T): string {
  if (!order.paid) return order.payment.flag ? t('paymentChip.checkPayment') : t('paymentChip.unpaid');
  return paymentChip({ ...order.payment, paid: true }, t).text;
}
