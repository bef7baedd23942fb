import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/engine.js';
import type { AuthService } from '../auth/auth.service.js';
import type { DeliveryChannel } from './channels/channel.js';
import type { NotificationEvent } from './notification-event.js';
import { createEmailChannel, type EmailSources } from './channels/email-channel.js';
import { createWebhookChannel } from './channels/webhook-channel.js';
import { createDeliveryQueue } from './delivery-queue.js';
import { createNotificationDispatcher, type DispatcherOptions } from './dispatcher.js';
import { eventStreamRoutes } from './event-stream.routes.js';
import { createLiveChannel } from './live-channel.js';
import { createLiveFeed } from './live-feed.js';
import type { NotificationSettings } from './notification-settings.js';
import { notificationsRoutes } from './notifications.routes.js';
import type { NotificationsService } from './notifications.service.js';
import { createOutboxRepository } from './outbox.repository.js';

/** What the emails read from the shop's settings and invoices at each send. */
export type ShopEmailSources = Omit<EmailSources, 'publicUrl'>;

function createDeliveryChannels(settings: NotificationSettings, shop: ShopEmailSources): DeliveryChannel[] {
  return [
    ...(settings.email ? [createEmailChannel(settings.email, { ...shop, publicUrl: settings.publicUrl })] : []),
    ...(settings.webhook ? [createWebhookChannel(settings.webhook)] : []),
  ];
}

/**
 * Notifications while the server runs: the channels, the live streams and their routes, and the
 * dispatcher. It stops on `preClose`, not `onClose`: streams must end before the server can close,
 * and attempts in flight must record their outcome while the database is still open.
 */
export const notificationsPlugin =
  ({
    database,
    settings,
    notifications,
    auth,
    shop,
    onDeliveryOutcome,
    workers = [],
    publicUrlSet = false,
  }: {
    database: Db;
    settings: NotificationSettings;
    notifications: NotificationsService;
    auth: AuthService;
    shop: ShopEmailSources;
    onDeliveryOutcome?: DispatcherOptions['onOutcome'];
    /** Channels that act on kinds of their own through the outbox (the payments worker), retried alike. */
    workers?: readonly DeliveryChannel<NotificationEvent>[];
    /** Whether PUBLIC_URL is set (the health answer warns when it is not). */
    publicUrlSet?: boolean;
  }): FastifyPluginAsync =>
  async (app) => {
    const channels: DeliveryChannel<NotificationEvent>[] = [...createDeliveryChannels(settings, shop), ...workers];
    const live = createLiveChannel();
    auth.onSessionsEnded((tokenHashes) => live.closeSessions(new Set(tokenHashes)));
    const liveFeed = createLiveFeed({
      outbox: createOutboxRepository(database.db),
      live,
      endStreamsOfEndedSessions: () => live.closeEndedSessions(auth.activeSessions),
    });
    const dispatcher = createNotificationDispatcher({
      deliveries: createDeliveryQueue(database.db, database.engine),
      channels,
      beforeDeliveries: liveFeed.publishNew,
      log: app.log.child({ module: 'notifications' }),
      pollMs: settings.pollMs,
      retry: settings.retry,
      onOutcome: onDeliveryOutcome,
    });
    const stopListening = notifications.onWake(dispatcher.wake);

    await app.register(eventStreamRoutes({ live, notifications, auth }));
    await app.register(notificationsRoutes({ notifications, live, publicUrlSet }));

    app.addHook('onReady', async () => {
      await liveFeed.start();
      dispatcher.start();
    });
    app.addHook('preClose', async () => {
      stopListening();
      live.closeAll();
      await dispatcher.stop();
      await Promise.all(channels.map((c) => c.close()));
    });
  };
