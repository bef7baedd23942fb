import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationOutboxTable } from '../../db/schema.js';

export type OutboxRow = Selectable<NotificationOutboxTable>;
export type NotificationKind = NotificationOutboxTable['kind'];

/** Works on the root connection or inside a caller's transaction (`Transaction` is a `Kysely`). */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(row: {
      eventId: string;
      kind: NotificationKind;
      subjectId: number;
      payload: string;
      createdAt: string;
    }): Promise<void> {
      await db
        .insertInto('notification_outbox')
        .values({
          event_id: row.eventId,
          kind: row.kind,
          subject_id: row.subjectId,
          payload: row.payload,
          created_at: row.createdAt,
          processed_at: null,
        })
        .execute();
    },

    /** Oldest first, so events leave in the order they happened. */
    listPending(limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('processed_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async markProcessed(id: number, now: string): Promise<void> {
      await db
        .updateTable('notification_outbox')
        .set({ processed_at: now })
        .where('id', '=', id)
        .where('processed_at', 'is', null)
        .execute();
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
