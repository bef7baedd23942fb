import type { Kysely, Selectable } from 'kysely';
import { createLeaseRepository, type AttemptFailure, type LeaseClaim, type LeasedTableSpec } from '../../db/claim-and-lease.js';
import type { Engine } from '../../db/engine.js';
import type { Database, DeliveryStatus, NotificationChannel, NotificationDeliveriesTable } from '../../db/schema.js';
import type { OutboxRow } from './outbox.repository.js';

export type DeliveryRow = Selectable<NotificationDeliveriesTable>;

/** A delivery this instance has claimed, with the event it carries. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  event: OutboxRow;
}

/** What a claim asks for: due deliveries on these channels, leased until `leaseUntil` under `token`. */
export type Claim = LeaseClaim<NotificationChannel>;

/** The deliveries are worked through under a lease (db/claim-and-lease.ts), their statuses named thus. */
export const DELIVERY_LEASES = {
  table: 'notification_deliveries',
  status: 'status',
  statuses: { due: ['pending', 'retrying'], done: 'delivered', retry: 'retrying', failed: 'failed' },
  columns: { error: 'last_error', errorAt: 'last_error_at', doneAt: 'delivered_at', attemptAt: 'last_attempt_at' },
} as const satisfies LeasedTableSpec<'notification_deliveries', 'status'>;

/**
 * Per-channel delivery rows. The locking reads are meant for a transaction (see `delivery-queue.ts`):
 * on PostgreSQL they take `FOR UPDATE SKIP LOCKED`, so several instances never take the same rows;
 * SQLite has one writer process, so its plain transaction is enough.
 */
export function createDeliveriesRepository(db: Kysely<Database>, engine: Engine) {
  const skipLocked = engine === 'postgres';
  const leases = createLeaseRepository(db, engine, DELIVERY_LEASES);

  return {
    /** Up to `limit` outbox events not yet fanned out, oldest first, locked against other instances. */
    lockUndispatchedEvents(limit: number): Promise<Pick<OutboxRow, 'id' | 'kind'>[]> {
      return db
        .selectFrom('notification_outbox')
        .select(['id', 'kind'])
        .where('processed_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .$if(skipLocked, (q) => q.forUpdate().skipLocked())
        .execute();
    },

    /** One pending delivery per (event, channel); one that exists already is left as it is. */
    async insertPending(rows: readonly { outboxId: number; channel: NotificationChannel }[], now: string): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('notification_deliveries')
        .values(
          rows.map((r) => ({
            outbox_id: r.outboxId,
            channel: r.channel,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: now,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['outbox_id', 'channel']).doNothing())
        .execute();
    },

    async markEventsProcessed(ids: readonly number[], now: string): Promise<void> {
      await db.updateTable('notification_outbox').set({ processed_at: now }).where('id', 'in', ids).execute();
    },

    /** The deliveries with the events they carry, in the order they fell due. */
    async findWithEvents(ids: readonly number[]): Promise<ClaimedDelivery[]> {
      const deliveries = await db
        .selectFrom('notification_deliveries')
        .selectAll()
        .where('id', 'in', ids)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .execute();
      const events = await db
        .selectFrom('notification_outbox')
        .selectAll()
        .where(
          'id',
          'in',
          deliveries.map((d) => d.outbox_id),
        )
        .execute();
      const eventById = new Map(events.map((e) => [e.id, e]));
      return deliveries.map((delivery) => ({ delivery, event: eventById.get(delivery.outbox_id)! }));
    },

    /** Records a success; false when the claim was lost (its lease expired and another instance took it). */
    markDelivered: (id: number, token: string, now: string): Promise<boolean> => leases.markDone(id, token, now),
    /** Records a failed attempt: retried at `nextAttemptAt`, or given up on (`failed`) when that is null. */
    markFailed: (id: number, token: string, failure: AttemptFailure): Promise<boolean> => leases.markFailed(id, token, failure),

    listForEvent(outboxId: number): Promise<DeliveryRow[]> {
      return db.selectFrom('notification_deliveries').selectAll().where('outbox_id', '=', outboxId).orderBy('channel').execute();
    },

    /** Per channel: how many deliveries are in each unfinished or failed state. */
    async countOpenByStatus(): Promise<{ channel: NotificationChannel; status: DeliveryStatus; n: number }[]> {
      const rows = await db
        .selectFrom('notification_deliveries')
        .select(['channel', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', 'in', ['pending', 'retrying', 'failed'])
        .groupBy(['channel', 'status'])
        .execute();
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    async lastDeliveredAt(channel: NotificationChannel): Promise<string | null> {
      const row = await db
        .selectFrom('notification_deliveries')
        .select((eb) => eb.fn.max('delivered_at').as('at'))
        .where('channel', '=', channel)
        .executeTakeFirst();
      return row?.at ?? null;
    },

    /** The most recent failed attempt on the channel, whatever became of its delivery since. */
    async lastError(channel: NotificationChannel): Promise<{ message: string; at: string } | null> {
      const row = await db
        .selectFrom('notification_deliveries')
        .select(['last_error', 'last_error_at'])
        .where('channel', '=', channel)
        .where('last_error_at', 'is not', null)
        .orderBy('last_error_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.last_error && row.last_error_at ? { message: row.last_error, at: row.last_error_at } : null;
    },
  };
}
