import { randomUUID } from 'node:crypto';
import type { ChannelHealth, NotificationStatus } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, DeliveryStatus, ShopChannel } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { createDeliveriesRepository, type DeliveryRow } from './deliveries.repository.js';
import {
  isDeliveredKind,
  isPaymentWorkKind,
  toNotificationEvent,
  type EventToQueue,
  type NotificationEvent,
  type NotificationKind,
} from './notification-event.js';
import { ALL_CHANNELS } from './notification-settings.js';
import { createOutboxRepository } from './outbox.repository.js';

const toStatus = (row: DeliveryRow): NotificationStatus => ({
  channel: row.channel as ShopChannel, // the news kinds asked about go to the shop's channels only
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  nextAttemptAt: row.status === 'pending' || row.status === 'retrying' ? row.next_attempt_at : null,
});

/**
 * The transactional outbox and what became of it. A change and the news of it commit together;
 * the dispatcher delivers the news afterwards, so a crash can delay a notification but never lose
 * or invent one. `wake()` after the commit has it delivered at once rather than at the next poll.
 */
export function createNotificationsService({
  db,
  engine,
  channels,
}: {
  db: Kysely<Database>;
  engine: Engine;
  /** The channels configured on this server. */
  channels: readonly ShopChannel[];
}) {
  const outbox = createOutboxRepository(db);
  const deliveries = createDeliveriesRepository(db, engine);
  const wakeListeners = new Set<() => void>();

  return {
    /** Queues an event inside the caller's transaction; returns its event id. Call `wake()` once it committed. */
    async enqueue(trx: Trx, event: EventToQueue): Promise<string> {
      const eventId = randomUUID();
      await createOutboxRepository(trx).insert({
        eventId,
        kind: event.kind,
        subjectId: event.subjectId,
        payload: JSON.stringify(event.payload),
        createdAt: nowIso(),
      });
      return eventId;
    },

    /** An event just committed: deliver it now. */
    wake(): void {
      for (const listener of wakeListeners) listener();
    },

    onWake(listener: () => void): () => void {
      wakeListeners.add(listener);
      return () => wakeListeners.delete(listener);
    },

    /**
     * How the notification of this subject (an order's 'order.placed', say) stands on each channel.
     * Until the dispatcher has fanned the event out, every configured channel reads as pending.
     */
    async deliveryStatus(kind: NotificationKind, subjectId: number): Promise<NotificationStatus[]> {
      const event = await outbox.findBySubject(kind, subjectId);
      if (!event) return [];
      if (event.processed_at === null) {
        if (!isDeliveredKind(kind)) return [];
        return channels.map((channel) => ({
          channel,
          status: 'pending',
          attempts: 0,
          lastError: null,
          deliveredAt: null,
          nextAttemptAt: event.created_at,
        }));
      }
      return (await deliveries.listForEvent(event.id)).map(toStatus);
    },

    /** Per channel: configured?, last delivery, open and failed counts, last error; and events not yet fanned out. */
    async health(): Promise<{ undispatched: number; channels: ChannelHealth[] }> {
      const counts = await deliveries.countOpenByStatus();
      const count = (channel: ShopChannel, status: DeliveryStatus) =>
        counts.find((c) => c.channel === channel && c.status === status)?.n ?? 0;
      return {
        undispatched: await outbox.countUndispatched(),
        channels: await Promise.all(
          ALL_CHANNELS.map(async (channel) => ({
            channel,
            configured: channels.includes(channel),
            lastDeliveredAt: await deliveries.lastDeliveredAt(channel),
            pending: count(channel, 'pending'),
            retrying: count(channel, 'retrying'),
            failed: count(channel, 'failed'),
            lastError: await deliveries.lastError(channel),
          })),
        ),
      };
    },

    /** The newest `limit` events after `lastEventId`, oldest first; `truncated` when more were missed. */
    async eventsAfter(lastEventId: number, limit: number): Promise<{ events: NotificationEvent[]; truncated: boolean }> {
      const rows = await outbox.listNewestAfter(lastEventId, limit + 1);
      const truncated = rows.length > limit;
      const events = (truncated ? rows.slice(1) : rows).filter((row) => !isPaymentWorkKind(row.kind)).map(toNotificationEvent);
      return { events, truncated };
    },

    latestEventId(): Promise<number> {
      return outbox.maxId();
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
