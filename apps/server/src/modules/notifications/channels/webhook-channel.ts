import { createHmac } from 'node:crypto';
import type { DeliveredEvent } from '../notification-event.js';
import type { DeliveryChannel } from './channel.js';

export interface WebhookSettings {
  url: string;
  secret: string;
}

/** A receiver that hasn't answered in this long has failed the attempt. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body under the shared secret, as `X-Halwai-Signature` carries it. */
const webhookSignature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * A signed JSON POST per event: `{id, type, createdAt, data}`. Any 2xx answer delivers it;
 * another status, a redirect, a network error or no answer within 10 s is a failed attempt.
 */
export function createWebhookChannel(settings: WebhookSettings): DeliveryChannel {
  return {
    name: 'webhook',

    async send(event: DeliveredEvent, signal: AbortSignal) {
      const body = JSON.stringify({ id: event.eventId, type: event.kind, createdAt: event.createdAt, data: event.payload });
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Halwai-Webhook/1',
            'x-halwai-event-id': event.eventId,
            'x-halwai-event-type': event.kind,
            'x-halwai-signature': webhookSignature(settings.secret, body),
          },
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
        });
      } catch (err) {
        if (err instanceof Error && err.name === 'TimeoutError')
          throw new Error(`the webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`);
        throw err;
      }
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
    },

    async close() {},
  };
}
