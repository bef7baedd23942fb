import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/engine.js';
import type { RetryPolicy } from '../notifications/backoff.js';
import { createWorkDispatcher } from '../notifications/dispatcher.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createMessageChannels } from './customer-message-channels.js';
import { createCustomerMessageQueue, type ClaimedMessage } from './customer-message-queue.js';
import type { CustomerMessageConfig } from './customer-message-settings.js';
import type { CustomerMessagesService } from './customer-messages.service.js';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.js';

/**
 * The customer messages while the server runs: the WhatsApp webhook, and the work dispatcher of the
 * notifications over the messages' rows, with the same retry policy and poll (`NOTIFY_RETRY_*`,
 * `NOTIFY_POLL_MS`). It wakes when the shop's notifications do (an order or status change just
 * committed) and when a message is queued outside them (a fallback, a resend).
 */
export const customerMessagesPlugin =
  ({
    database,
    messages,
    notifications,
    config,
    retry,
    pollMs,
    onOutcome,
  }: {
    database: Db;
    messages: CustomerMessagesService;
    notifications: NotificationsService;
    config: CustomerMessageConfig;
    retry: RetryPolicy;
    pollMs: number;
    onOutcome?: (channel: string, outcome: 'delivered' | 'retrying' | 'failed') => void;
  }): FastifyPluginAsync =>
  async (app) => {
    await app.register(whatsappWebhookRoutes(messages, config));
    const channels = createMessageChannels(config, messages);
    if (channels.length === 0) return;
    const dispatcher = createWorkDispatcher<ClaimedMessage>({
      queue: createCustomerMessageQueue(database.db, database.engine, messages),
      channels,
      noun: 'customer message',
      log: app.log.child({ module: 'customer-messages' }),
      pollMs,
      retry,
      attemptTimeoutMs: config.timeoutMs,
      leaseMs: config.timeoutMs + 30_000,
      onOutcome,
    });
    const stopListening = [notifications.onWake(dispatcher.wake), messages.onWake(dispatcher.wake)];
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('preClose', async () => {
      stopListening.forEach((stop) => stop());
      await dispatcher.stop();
      await Promise.all(channels.map((c) => c.close()));
    });
  };
