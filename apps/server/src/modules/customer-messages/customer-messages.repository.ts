import type { CustomerMessageChannel, CustomerMessageState, MessageStep } from '@halwai/domain';
import type { Kysely } from 'kysely';
import { createLeaseRepository, type AttemptFailure, type LeasedTableSpec } from '../../db/claim-and-lease.js';
import type { Engine } from '../../db/engine.js';
import type { CustomerMessageRow, Database } from '../../db/schema.js';

const REASON_MAX = 500;

/**
 * A claimed message with what its send needs from its order (or back-in-stock request): the mobile, and
 * the language it was placed in ('' when the request named none).
 */
export type ClaimedMessageRow = CustomerMessageRow & { customer_mobile: string; language: string };

/** How far along a message is: a receipt never moves it back (they may arrive out of order). */
const PROGRESS: Record<CustomerMessageState, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * The messages are worked through under a lease like the notification deliveries (db/claim-and-lease.ts):
 * a retry waits as `queued` again, and a send the provider accepted is `sent`.
 */
export const MESSAGE_LEASES = {
  table: 'customer_messages',
  status: 'state',
  statuses: { due: ['queued'], done: 'sent', retry: 'queued', failed: 'failed' },
  columns: { error: 'reason', errorAt: 'updated_at', doneAt: 'updated_at' },
} as const satisfies LeasedTableSpec<'customer_messages', 'state'>;

/**
 * The customer messages: one row per (order, step, channel), written in the status change's
 * transaction and claimed under a lease (`MESSAGE_LEASES`), so two instances never take the same row.
 */
export function createCustomerMessagesRepository(db: Kysely<Database>, engine: Engine) {
  const leases = createLeaseRepository(db, engine, MESSAGE_LEASES);

  return {
    /** Queues the messages; one that exists already for its (order, step, channel) is left as it is. Returns those inserted. */
    async insertQueued(
      rows: readonly { orderId: number; step: MessageStep; channel: CustomerMessageChannel; recipient: string; values: string }[],
      now: string,
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insertInto('customer_messages')
        .values(
          rows.map((r) => ({
            order_id: r.orderId,
            step: r.step,
            channel: r.channel,
            recipient: r.recipient,
            values_json: r.values,
            state: 'queued' as const,
            attempts: 0,
            next_attempt_at: now,
            queued_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['order_id', 'step', 'channel']).doNothing())
        .returning('id')
        .execute();
      return inserted.length;
    },

    /**
     * Queues one message, or sends its (order, step, channel) again to `recipient`: a counter bill may be
     * sent once per request, to the mobile staff typed. A send in flight loses its claim and goes again.
     */
    async queueAgain(
      row: { orderId: number; step: MessageStep; channel: CustomerMessageChannel; recipient: string; values: string },
      now: string,
    ): Promise<void> {
      const queued = {
        recipient: row.recipient,
        values_json: row.values,
        state: 'queued' as const,
        attempts: 0,
        next_attempt_at: now,
        queued_at: now,
        updated_at: now,
      };
      await db
        .insertInto('customer_messages')
        .values({ order_id: row.orderId, step: row.step, channel: row.channel, ...queued })
        .onConflict((oc) =>
          oc
            .columns(['order_id', 'step', 'channel'])
            .doUpdateSet({ ...queued, reason: null, provider_id: null, claim_token: null, locked_until: null, sent_text: null }),
        )
        .execute();
    },

    /**
     * Queues the message answering a back-in-stock request; one that exists already for its (request,
     * step, channel) is left as it is, so a request is told at most once. Returns those inserted.
     */
    async insertForRequest(
      row: { stockRequestId: number; step: MessageStep; channel: CustomerMessageChannel; recipient: string; values: string },
      now: string,
    ): Promise<number> {
      const inserted = await db
        .insertInto('customer_messages')
        .values({
          order_id: null,
          stock_request_id: row.stockRequestId,
          step: row.step,
          channel: row.channel,
          recipient: row.recipient,
          values_json: row.values,
          state: 'queued' as const,
          attempts: 0,
          next_attempt_at: now,
          queued_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['stock_request_id', 'step', 'channel']).doNothing())
        .returning('id')
        .execute();
      return inserted.length;
    },

    findClaimed(ids: readonly number[]): Promise<ClaimedMessageRow[]> {
      return db
        .selectFrom('customer_messages as m')
        .leftJoin('orders as o', 'o.id', 'm.order_id')
        .leftJoin('back_in_stock_requests as r', 'r.id', 'm.stock_request_id')
        .selectAll('m')
        .select((eb) => [
          eb.fn.coalesce('o.customer_mobile', 'r.mobile', eb.val('')).as('customer_mobile'),
          eb.fn.coalesce('o.language', 'r.language', eb.val('')).as('language'),
        ])
        .where('m.id', 'in', ids)
        .orderBy('m.next_attempt_at')
        .orderBy('m.id')
        .execute();
    },

    /** Records the provider's acceptance and the words sent; false when the claim was lost. */
    markSent(id: number, token: string, providerId: string | null, now: string, text: string | null): Promise<boolean> {
      return leases.markDone(id, token, now, { provider_id: providerId, reason: null, ...(text !== null && { sent_text: text }) });
    },

    /**
     * Records a failed attempt, with the words it tried to send: queued again for `nextAttemptAt`, or
     * failed for good when that is null.
     */
    markFailed(id: number, token: string, failure: AttemptFailure, text: string | null): Promise<boolean> {
      return leases.markFailed(id, token, failure, text !== null ? { sent_text: text } : {});
    },

    findById(id: number): Promise<CustomerMessageRow | undefined> {
      return db.selectFrom('customer_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByProviderId(providerId: string): Promise<CustomerMessageRow | undefined> {
      return db
        .selectFrom('customer_messages')
        .selectAll()
        .where('provider_id', '=', providerId)
        .where('channel', '=', 'whatsapp')
        .executeTakeFirst();
    },

    /** A receipt's news: moves the message forward only (a late "sent" never undoes "read"). */
    async advance(id: number, state: CustomerMessageState, reason: string | null, now: string): Promise<boolean> {
      const row = await db.selectFrom('customer_messages').select('state').where('id', '=', id).executeTakeFirst();
      if (!row || PROGRESS[state] <= PROGRESS[row.state]) return false;
      const result = await db
        .updateTable('customer_messages')
        .set({ state, updated_at: now, ...(reason !== null ? { reason: reason.slice(0, REASON_MAX) } : {}) })
        .where('id', '=', id)
        .where('state', '=', row.state)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Staff send a failed message again: queued now, with a fresh give-up window. False when it is not failed (any more). */
    async requeue(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('customer_messages')
        .set({ state: 'queued', attempts: 0, next_attempt_at: now, queued_at: now, updated_at: now, provider_id: null })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    listForOrder(orderId: number): Promise<CustomerMessageRow[]> {
      return db.selectFrom('customer_messages').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async isOptedOut(mobile: string): Promise<boolean> {
      return (await db.selectFrom('customer_opt_outs').select('mobile').where('mobile', '=', mobile).executeTakeFirst()) !== undefined;
    },

    async optOut(mobile: string, now: string): Promise<void> {
      await db
        .insertInto('customer_opt_outs')
        .values({ mobile, opted_out_at: now })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .execute();
    },

    async optIn(mobile: string): Promise<void> {
      await db.deleteFrom('customer_opt_outs').where('mobile', '=', mobile).execute();
    },
  };
}
export type CustomerMessagesRepository = ReturnType<typeof createCustomerMessagesRepository>;
