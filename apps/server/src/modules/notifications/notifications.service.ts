import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { createOutboxRepository, type NotificationKind, type OutboxRow } from './outbox.repository.js';

/** An event as channels receive it. `eventId` is stable across redeliveries, so a receiver can de-duplicate. */
export interface NotificationEvent {
  eventId: string;
  kind: NotificationKind;
  subjectId: number;
  payload: unknown;
  createdAt: string;
}

export const toNotificationEvent = (row: OutboxRow): NotificationEvent => ({
  eventId: row.event_id,
  kind: row.kind,
  subjectId: row.subject_id,
  payload: JSON.parse(row.payload) as unknown,
  createdAt: row.created_at,
});

/**
 * The transactional outbox: a change and the news of it commit together, and the dispatcher
 * delivers the news afterwards, so a crash can delay a notification but never lose or invent one.
 */
export function createNotificationsService() {
  return {
    /** Queues an event inside the caller's transaction; returns its event id. */
    async enqueue(
      trx: Kysely<Database>,
      event: { kind: NotificationKind; subjectId: number; payload: unknown },
    ): Promise<string> {
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
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
