import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, badRequest, unauthorized } from '../../lib/problems.js';
import { problemResponses, PUBLIC, routeDoc } from '../../plugins/openapi.js';
import type { CustomerMessageConfig } from './customer-message-settings.js';
import type { CustomerMessagesService, WhatsAppWebhookPayload } from './customer-messages.service.js';

const doc = routeDoc('webhooks');
const BAD_SIGNATURE = 'The X-Hub-Signature-256 signature is missing or wrong';
const NOT_VERIFIED = 'The verify token is wrong';

/** `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body with the app secret, compared in constant time. */
export function signatureIsValid(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Meta's WhatsApp webhook: its address check (GET) and its events (POST: delivery receipts and the
 * customers' replies). The POST body is kept raw in this plugin only, for the signature is over its bytes.
 */
export const whatsappWebhookRoutes =
  (messages: CustomerMessagesService, config: Pick<CustomerMessageConfig, 'whatsappAppSecret' | 'whatsappVerifyToken'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.get(
      '/api/webhooks/whatsapp',
      {
        schema: {
          ...doc('verifyWhatsAppWebhook', PUBLIC, "Meta's check of the webhook address: echoes hub.challenge for the right verify token"),
          querystring: z.object({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().max(200).optional(),
          }),
          produces: ['text/plain'],
          response: { 200: z.string().describe('hub.challenge, as text'), ...problemResponses(403) },
        },
      },
      async (request, reply) => {
        const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
        const expected = config.whatsappVerifyToken;
        const matches =
          expected !== null && token !== undefined && token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected));
        if (mode !== 'subscribe' || !matches || challenge === undefined) throw forbidden(NOT_VERIFIED);
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );

    app.post(
      '/api/webhooks/whatsapp',
      {
        schema: {
          ...doc('whatsAppWebhook', PUBLIC, 'Delivery receipts and replies from WhatsApp, signed with the app secret (X-Hub-Signature-256)'),
          headers: z.looseObject({ 'x-hub-signature-256': z.string().optional() }),
          response: { 200: z.object({ received: z.literal(true) }), ...problemResponses(400, 401) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const secret = config.whatsappAppSecret;
        if (secret === null || !signatureIsValid(secret, raw, request.headers['x-hub-signature-256'])) throw unauthorized(BAD_SIGNATURE);
        let payload: WhatsAppWebhookPayload;
        try {
          payload = JSON.parse(raw.toString('utf8')) as WhatsAppWebhookPayload;
        } catch {
          throw badRequest('The body is not JSON');
        }
        await messages.receiveWhatsAppEvents(payload ?? {});
        return { received: true as const };
      },
    );
  };
