import { PAYMENT_MESSAGES, paymentFlagNote, say, ONLINE_PAYMENT_UNAVAILABLE, ORDER_STATUS, PAID_BY_GATEWAY, PAYMENT_METHODS, formatRupees, paise, type PaymentReturn, type PaymentReturnResult } from '@halwai/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, unavailable } from '../../lib/problems.js';
import type { GatewayPaymentNews } from '../notifications/notification-event.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createPaymentsRepository } from './payments.repository.js';
import { GatewayRefused, GatewayUnavailable, type RazorpayClient } from './razorpay-client.js';

/** How long a new link stays payable, and how much of that must be left for one to be reused. */
const LINK_LIFETIME_MS = 24 * 3_600_000;
const LINK_REUSE_MARGIN_MS = 10 * 60_000;

const CONFIRMED = 'Payment received. Thank you!';
const NOT_CONFIRMED =
  'We could not confirm this payment. Nothing was charged to this order; if money left your account, the shop will check it with you.';

/** A method the gateway names, as the order records it; anything else is left unnamed. */
const knownMethod = (method: string | null) => (method && (PAYMENT_METHODS as readonly string[]).includes(method) ? method : null);

export interface PaymentsDeps {
  db: Kysely<Database>;
  /** null: online payment is off (the variables are not set). */
  client: RazorpayClient | null;
  notifications: NotificationsService;
  /** The orders module's news of a changed order, queued in the caller's transaction. */
  announceUpdate: (trx: Trx, orderId: number) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Online payment through Razorpay Payment Links. A link is made when the customer asks (one open link
 * per order, reused); the order becomes paid only on the gateway's proof: a return with a valid
 * signature, or a signed webhook, and only for the order's stored total. Webhooks and refunds do their
 * work through the outbox (`worker`), retried like notifications.
 */
export function createPaymentsService({ db, client, notifications, announceUpdate, log }: PaymentsDeps) {
  const repo = createPaymentsRepository(db);

  /** Records a gateway payment on the order, in the caller's transaction; true when the order changed. */
  async function recordGatewayPayment(
    trx: Trx,
    orderId: number,
    payment: { paymentId: string; amountPaise: number; method: string | null },
  ): Promise<boolean> {
    const tx = createPaymentsRepository(trx);
    const order = await tx.findOrder(orderId);
    if (!order) return false;
    const now = nowIso();
    const method = knownMethod(payment.method);
    if (Number(order.paid) === 1) {
      // The same payment again (its other event, a return after the webhook): at most its method is new.
      if (order.paid_by === 'gateway' && order.payment_reference === payment.paymentId)
        return method !== null && (await tx.fillGatewayMethod(orderId, payment.paymentId, method, now));
      // Another payment for an order already paid (online, or by hand at the counter): the customer paid
      // twice, and staff must refund one. Both references stay on the order.
      const first = order.payment_reference || order.payment_method || 'cash';
      const note = paymentFlagNote(say('payment.paidTwice', first, payment.paymentId));
      if (order.payment_flag === note) return false;
      await tx.flag(orderId, note, now);
      return true;
    }
    if (payment.amountPaise !== order.total_paise) {
      const amount = formatRupees(paise(payment.amountPaise));
      await tx.flag(orderId, paymentFlagNote(say('payment.amountMismatch', payment.paymentId, amount, formatRupees(paise(order.total_paise)))), now);
      return true;
    }
    return (await tx.markPaidByGateway(orderId, { paymentId: payment.paymentId, method, now })) !== undefined;
  }

  async function changeAndAnnounce(orderId: number, work: (trx: Trx) => Promise<boolean>): Promise<void> {
    const changed = await inTransaction(db, async (trx) => {
      const did = await work(trx);
      if (did) await announceUpdate(trx, orderId);
      return did;
    });
    if (changed) notifications.wake();
  }

  const gateway = () => {
    if (!client) throw new Error('online payment is off');
    return client;
  };

  return {
    enabled: client !== null,

    /**
     * Where the customer pays the order: its open link, or a new one for the stored total. An order
     * paid, cancelled or completed is refused (409); a gateway down or slow is a 503 in the shop's words.
     */
    async payLink(orderId: number, callbackUrl: string): Promise<{ url: string }> {
      const order = await repo.findOrder(orderId);
      if (!order) throw conflict(PAYMENT_MESSAGES.notOpenForPayment);
      if (Number(order.paid) === 1) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      if (order.status !== ORDER_STATUS.Pending) throw conflict(PAYMENT_MESSAGES.notOpenForPayment);
      const now = Date.now();
      const open = await repo.findOpenLink(order.id, order.total_paise, new Date(now + LINK_REUSE_MARGIN_MS).toISOString());
      if (open) return { url: open.short_url };
      const referenceId = `HW-${order.id}-${(await repo.countLinks(order.id)) + 1}`;
      const expiresAt = now + LINK_LIFETIME_MS;
      try {
        const link = await gateway().createPaymentLink({
          amountPaise: order.total_paise,
          referenceId,
          description: `Order #${order.id}`,
          customer: { name: order.customer_name, contact: `+91${order.customer_mobile}` },
          callbackUrl,
          expireBy: Math.floor(expiresAt / 1000),
          notes: { order_id: String(order.id) },
        });
        await repo.insertLink({
          order_id: order.id,
          link_id: link.id,
          reference_id: referenceId,
          short_url: link.shortUrl,
          amount_paise: order.total_paise,
          expires_at: new Date(expiresAt).toISOString(),
          created_at: new Date(now).toISOString(),
        });
        return { url: link.shortUrl };
      } catch (err) {
        if (err instanceof GatewayUnavailable || err instanceof GatewayRefused) {
          log.warn({ orderId: order.id, error: err.message }, 'a payment link could not be made');
          throw unavailable(ONLINE_PAYMENT_UNAVAILABLE);
        }
        throw err;
      }
    },

    /**
     * The customer's return from the payment page. Nothing changes unless `razorpay_signature` is
     * the gateway's signature of a paid link this shop made for this very order.
     */
    async confirmReturn(orderId: number, back: PaymentReturn): Promise<PaymentReturnResult> {
      const notConfirmed = { confirmed: false, message: NOT_CONFIRMED };
      const { razorpay_payment_link_id: linkId, razorpay_payment_id: paymentId } = back;
      if (!linkId || !paymentId || !back.razorpay_signature) return notConfirmed;
      const link = await repo.findLinkById(linkId);
      if (!link || link.order_id !== orderId) return notConfirmed;
      const valid = gateway().callbackSignatureValid({
        linkId: link.link_id,
        referenceId: back.razorpay_payment_link_reference_id ?? '',
        status: back.razorpay_payment_link_status ?? '',
        paymentId,
        signature: back.razorpay_signature,
      });
      if (!valid || back.razorpay_payment_link_reference_id !== link.reference_id || back.razorpay_payment_link_status !== 'paid')
        return notConfirmed;
      // The signature proves the link was paid in full; the method is the payment's (the webhook fills it if this fails).
      const method = await gateway()
        .fetchPayment(paymentId)
        .then((p) => p.method)
        .catch(() => null);
      await changeAndAnnounce(orderId, (trx) => recordGatewayPayment(trx, orderId, { paymentId, amountPaise: link.amount_paise, method }));
      const order = await repo.findOrder(orderId);
      return Number(order?.paid) === 1 && order?.paid_by === PAID_BY_GATEWAY
        ? { confirmed: true, message: CONFIRMED }
        : { confirmed: false, message: 'The payment reached the shop but does not match the order total; the shop will contact you.' };
    },

    /**
     * A signed webhook, taken in: the event id is held once and its news queued for the worker, in
     * one transaction. Returns false for a repeat, or an event about no order of this shop.
     */
    async takeWebhook(eventId: string, news: Omit<GatewayPaymentNews, 'eventId'>): Promise<boolean> {
      const link =
        (news.linkId ? await repo.findLinkById(news.linkId) : undefined) ??
        (news.referenceId ? await repo.findLinkByReference(news.referenceId) : undefined) ??
        (news.orderId ? await repo.findNewestLink(news.orderId) : undefined);
      if (!link) return false;
      const taken = await inTransaction(db, async (trx) => {
        if (!(await createPaymentsRepository(trx).takeEvent(eventId, nowIso()))) return false;
        await notifications.enqueue(trx, { kind: 'payment.gateway', subjectId: link.order_id, payload: { ...news, eventId } });
        return true;
      });
      if (taken) notifications.wake();
      return taken;
    },

    /** The worker's part of a webhook: record the payment on its order. */
    async applyGatewayNews(orderId: number, news: GatewayPaymentNews): Promise<void> {
      await changeAndAnnounce(orderId, (trx) =>
        recordGatewayPayment(trx, orderId, { paymentId: news.paymentId, amountPaise: news.amountPaise, method: news.method }),
      );
    },

    /**
     * Staff cancel an order paid through the gateway and confirm a refund of the full amount: in the
     * cancelling's transaction, the refund is marked pending and queued for the worker. Anything but a
     * gateway payment not yet refunded is refused, and the cancelling with it.
     */
    async refundOnCancel(trx: Trx, order: OrderRow): Promise<OrderRow> {
      if (!client) throw conflict(PAYMENT_MESSAGES.refundNotSetUp);
      if (Number(order.paid) !== 1 || order.paid_by !== PAID_BY_GATEWAY || !order.payment_reference)
        throw conflict(PAYMENT_MESSAGES.refundByHand);
      if (order.refund_status === 'refunded' || order.refund_status === 'pending') throw conflict(PAYMENT_MESSAGES.alreadyRefunding);
      const updated = await createPaymentsRepository(trx).setRefund(order.id, { status: 'pending', refundId: null, error: null }, nowIso());
      await notifications.enqueue(trx, { kind: 'payment.refund', subjectId: order.id, payload: { orderId: order.id } });
      return updated ?? order;
    },

    /** Staff try a refund again after the gateway refused or could not be reached. */
    async retryRefund(orderId: number): Promise<void> {
      const order = await repo.findOrder(orderId);
      if (!order?.refund_status) throw conflict(PAYMENT_MESSAGES.noRefundAsked);
      if (order.refund_status === 'refunded') throw conflict(PAYMENT_MESSAGES.alreadyRefunded);
      await changeAndAnnounce(orderId, async (trx) => {
        await createPaymentsRepository(trx).setRefund(orderId, { status: 'pending', refundId: null, error: null }, nowIso());
        await notifications.enqueue(trx, { kind: 'payment.refund', subjectId: orderId, payload: { orderId } });
        return true;
      });
    },

    /**
     * The worker's part of a refund: one call to the gateway for the full amount. A refusal is
     * recorded for staff to see and retry; a gateway down is recorded and thrown, so the outbox retries.
     */
    async runRefund(orderId: number, signal: AbortSignal): Promise<void> {
      const order = await repo.findOrder(orderId);
      if (!order || order.refund_status !== 'pending' || !order.payment_reference) return;
      const record = (refund: Parameters<ReturnType<typeof createPaymentsRepository>['setRefund']>[1]) =>
        changeAndAnnounce(orderId, async (trx) => (await createPaymentsRepository(trx).setRefund(orderId, refund, nowIso())) !== undefined);
      try {
        const { id } = await gateway().refund(order.payment_reference, order.total_paise, signal);
        await record({ status: 'refunded', refundId: id, error: null });
      } catch (err) {
        if (err instanceof GatewayRefused) return record({ status: 'failed', refundId: null, error: err.message });
        // Still pending, with the reason shown, so the outbox's next attempt goes ahead.
        if (err instanceof GatewayUnavailable) await record({ status: 'pending', refundId: null, error: `${err.message}; trying again` });
        throw err;
      }
    },

    /** The shape check of a refund request: it goes with cancelling. */
    checkRefundRequest(status: number | string, refund: boolean | undefined): void {
      if (refund && status !== ORDER_STATUS.Cancelled && status !== 'cancelled') throw badRequest(PAYMENT_MESSAGES.refundOnlyWithCancel, { refund: [PAYMENT_MESSAGES.refundOnlyWithCancel] });
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
