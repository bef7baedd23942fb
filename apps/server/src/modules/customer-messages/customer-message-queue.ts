import type { Kysely } from 'kysely';
import { claimDue } from '../../db/claim-and-lease.js';
import type { Engine } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { ClaimedWork, WorkQueue } from '../notifications/dispatcher.js';
import { createCustomerMessagesRepository, MESSAGE_LEASES, type ClaimedMessageRow } from './customer-messages.repository.js';
import type { CustomerMessagesService } from './customer-messages.service.js';

export type ClaimedMessage = ClaimedWork & {
  row: ClaimedMessageRow;
  /** The words its channel sent (or tried to), set by the channel's send and stored with the outcome. */
  text?: string;
};

/**
 * The customer messages as the notifications' work dispatcher takes them: claimed under a lease in a
 * short transaction (locked rows skipped on PostgreSQL), outcomes recorded only by the claimant. A
 * WhatsApp message that fails for good queues its SMS in the same transaction.
 */
export function createCustomerMessageQueue(db: Kysely<Database>, engine: Engine, service: CustomerMessagesService): WorkQueue<ClaimedMessage> {
  const repo = createCustomerMessagesRepository(db, engine);
  return {
    claimDue: (claim) =>
      claimDue(
        db,
        engine,
        MESSAGE_LEASES,
        claim,
        async (trx, ids) =>
          (await createCustomerMessagesRepository(trx, engine).findClaimed(ids)).map((row) => ({
            id: row.id,
            channel: row.channel,
            attempts: row.attempts,
            claimToken: row.claim_token!,
            queuedAt: row.queued_at,
            context: { orderId: row.order_id, step: row.step },
            row,
          })),
        { lookFirst: true }, // an idle poll, the usual case, opens no transaction
      ),

    markDone: (work, now, receipt) => repo.markSent(work.id, work.claimToken, receipt ?? null, now, work.text ?? null),

    async markFailed(work, failure) {
      let fellBack = 0;
      const recorded = await inTransaction(db, async (trx) => {
        if (!(await createCustomerMessagesRepository(trx, engine).markFailed(work.id, work.claimToken, failure, work.text ?? null))) return false;
        if (failure.nextAttemptAt === null) fellBack = await service.fallBackToSms(trx, work.row);
        return true;
      });
      if (fellBack > 0) service.wake();
      return recorded;
    },
  };
}
