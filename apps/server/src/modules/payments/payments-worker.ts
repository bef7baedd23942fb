import type { DeliveryChannel } from '../notifications/channels/channel.js';
import type { PaymentWorkEvent } from '../notifications/notification-event.js';
import type { PaymentsService } from './payments.service.js';

/**
 * The payments module's worker on the notifications outbox: gateway webhooks and refunds are queued
 * in the transaction that took them, then done here with the dispatcher's claims, leases and retries.
 */
export function createPaymentsWorker(payments: PaymentsService): DeliveryChannel<PaymentWorkEvent> {
  return {
    name: 'razorpay',
    kinds: ['payment.gateway', 'payment.refund'],
    async send(event, signal) {
      if (event.kind === 'payment.gateway') await payments.applyGatewayNews(event.subjectId, event.payload);
      else await payments.runRefund(event.payload.orderId, signal);
    },
    async close() {},
  };
}
