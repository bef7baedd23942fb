import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { OUTBOX_COLUMNS, type Database, type NotificationOutboxTable } from '../../db/schema.js';
import type { NotificationKind } from './notification-event.js';

export type OutboxRow = Selectable<NotificationOutboxTable>;

// Once per order (the live feed reads each new event), so compiled once.
const insertEvent = compiledOnce(
  (db, eventId: string, kind: NotificationKind, subjectId: number, payload: string, createdAt: string) =>
    db.insertInto('notification_outbox').values({
      event_id: eventId,
      kind,
      subject_id: subjectId,
      payload,
      created_at: createdAt,
      processed_at: null,
    }),
  5,
);
const listAfter = compiledOnce(
  (db, id: number, limit: number) => db.selectFrom('notification_outbox').select(OUTBOX_COLUMNS).where('id', '>', id).orderBy('id').limit(limit),
  2,
);

/** The queries, on the root connection or on a transaction the service opened or was handed. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(row: {
      eventId: string;
      kind: NotificationKind;
      subjectId: number;
      payload: string;
      createdAt: string;
    }): Promise<void> {
      await insertEvent(db, row.eventId, row.kind, row.subjectId, row.payload, row.createdAt);
    },

    async maxId(): Promise<number> {
      const row = await db
        .selectFrom('notification_outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return row?.id ?? 0;
    },

    /** Events after `id`, oldest first, at most `limit` of them. */
    listAfter(id: number, limit: number): Promise<OutboxRow[]> {
      return listAfter(db, id, limit);
    },

    /** The newest `limit` events after `id`, oldest first: what a reconnecting stream replays. */
    async listNewestAfter(id: number, limit: number): Promise<OutboxRow[]> {
      const rows = await db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('id', '>', id)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },

    listByIds(ids: readonly number[]): Promise<OutboxRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('notification_outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
    },

    findBySubject(kind: NotificationKind, subjectId: number): Promise<OutboxRow | undefined> {
      return db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .orderBy('id')
        .executeTakeFirst();
    },

    async countUndispatched(): Promise<number> {
      const row = await db
        .selectFrom('notification_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('processed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
