import type { Kysely } from 'kysely';
import { claimDue } from '../../db/claim-and-lease.js';
import type { Engine } from '../../db/engine.js';
import type { Database, NotificationChannel } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { createDeliveriesRepository, DELIVERY_LEASES, type ClaimedDelivery, type Claim } from './deliveries.repository.js';
import type { NotificationKind } from './notification-event.js';

/**
 * The dispatcher's work queue over the delivery rows. On PostgreSQL several server instances share
 * it: rows are taken in a short transaction that locks them (`SKIP LOCKED`) and stamps a lease and a
 * claim token, so each row is attempted by one instance at a time and a crashed instance's claim
 * simply expires.
 */
export function createDeliveryQueue(db: Kysely<Database>, engine: Engine) {
  const deliveries = createDeliveriesRepository(db, engine);
  return {
    /**
     * Turns events not yet fanned out into one pending delivery per channel and marks them processed,
     * in one transaction. Safe to run from several instances: locked events are skipped and the
     * (outbox_id, channel) key never lets a delivery exist twice. Returns how many events it took.
     */
    fanOut(channelsFor: (kind: NotificationKind) => readonly NotificationChannel[], limit: number, now: string): Promise<number> {
      return inTransaction(db, async (trx) => {
        const tx = createDeliveriesRepository(trx, engine);
        const events = await tx.lockUndispatchedEvents(limit);
        if (events.length === 0) return 0;
        await tx.insertPending(
          events.flatMap((e) => channelsFor(e.kind).map((channel) => ({ outboxId: e.id, channel }))),
          now,
        );
        await tx.markEventsProcessed(
          events.map((e) => e.id),
          now,
        );
        return events.length;
      });
    },

    /**
     * Claims up to `limit` deliveries that are due on the given channels and not leased by anyone:
     * counts the attempt, leases them until `leaseUntil` under `token`, and returns them with their events.
     */
    claimDue(claim: Claim): Promise<ClaimedDelivery[]> {
      return claimDue(db, engine, DELIVERY_LEASES, claim, (trx, ids) =>
        createDeliveriesRepository(trx, engine).findWithEvents(ids),
      );
    },

    markDelivered: deliveries.markDelivered,
    markFailed: deliveries.markFailed,
  };
}
export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
