import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import { badRequest, unauthorized } from '../../lib/problems.js';
import type { GatewayPaymentNews } from '../notifications/notification-event.js';
import type { RazorpayClient } from './razorpay-client.js';
import type { PaymentsService } from './payments.service.js';

const doc = routeDoc('payments');

/** The events that say a payment link of ours was paid. */
const PAID_EVENTS = new Set(['payment_link.paid', 'payment.captured']);

interface Entity<T> {
  entity?: T;
}
interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: Entity<{ id?: unknown; amount?: unknown; method?: unknown; notes?: unknown }>;
    payment_link?: Entity<{ id?: unknown; reference_id?: unknown }>;
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : null);

/** The payment's own facts from a paid event; null when it names no payment. */
function paymentNews(body: WebhookBody): Omit<GatewayPaymentNews, 'eventId'> | null {
  const event = text(body.event);
  const payment = body.payload?.payment?.entity;
  const link = body.payload?.payment_link?.entity;
  const paymentId = text(payment?.id);
  const amount = Number(payment?.amount);
  if (!event || !paymentId || !Number.isSafeInteger(amount)) return null;
  const notes = (payment?.notes ?? {}) as Record<string, unknown>;
  return {
    event,
    paymentId,
    amountPaise: amount,
    method: text(payment?.method),
    linkId: text(link?.id) ?? text(notes.payment_link_id),
    referenceId: text(link?.reference_id) ?? text(notes.reference_id),
    // A link's notes are copied onto its payments: `payment.captured` alone names the order this way.
    orderId: /^\d{1,10}$/.test(String(notes.order_id)) ? Number(notes.order_id) : null,
  };
}

/**
 * `POST /api/webhooks/razorpay`: checked against `X-Razorpay-Signature` on the raw body before
 * anything is read (401 otherwise, nothing changes), held once per `x-razorpay-event-id`, queued for
 * the payments worker and answered at once.
 */
export const razorpayWebhookRoutes =
  (client: RazorpayClient, payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    // The signature is of the bytes as sent: this route reads its body as text (in this plugin only).
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

    app.post(
      '/api/webhooks/razorpay',
      {
        schema: {
          ...doc('razorpayWebhook', PUBLIC, 'Razorpay webhooks (payment_link.paid, payment.captured), signed with the webhook secret'),
          headers: z.looseObject({ 'x-razorpay-signature': z.string().max(200).optional(), 'x-razorpay-event-id': z.string().max(200).optional() }),
          body: z.string().describe('The event, as Razorpay sends it (JSON)'),
          response: { 200: z.object({ status: z.enum(['accepted', 'ignored']) }), ...problemResponses(400, 401) },
        },
      },
      async (request) => {
        const raw = request.body;
        if (!client.webhookSignatureValid(raw, request.headers['x-razorpay-signature'])) throw unauthorized('The webhook signature does not match');
        let body: WebhookBody;
        try {
          body = JSON.parse(raw) as WebhookBody;
        } catch {
          throw badRequest('The webhook body is not JSON');
        }
        const news = PAID_EVENTS.has(String(body.event)) ? paymentNews(body) : null;
        if (!news) return { status: 'ignored' as const };
        const eventId = request.headers['x-razorpay-event-id'] || `body:${createHash('sha256').update(raw).digest('hex')}`;
        return { status: (await payments.takeWebhook(eventId, news)) ? ('accepted' as const) : ('ignored' as const) };
      },
    );
  };
