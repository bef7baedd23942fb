import type { CartReminderLine } from '@halwai/domain';
import { sql, type Kysely } from 'kysely';
import {
  claimDue,
  createLeaseRepository,
  type AttemptFailure,
  type LeaseClaim,
  type LeasedTableSpec,
} from '../../db/claim-and-lease.js';
import type { Engine } from '../../db/engine.js';
import type { CartReminderRow, Database } from '../../db/schema.js';

/** Every reminder goes on the one phone channel: WhatsApp, else SMS, decided at its send. */
export const PHONE_CHANNEL = 'phone';

/** The reminders are worked through under a lease like the customer messages (db/claim-and-lease.ts). */
export const REMINDER_LEASES = {
  table: 'cart_reminders',
  status: 'state',
  statuses: { due: ['waiting'], done: 'sent', retry: 'waiting', failed: 'failed' },
  columns: { error: 'reason', errorAt: 'updated_at', doneAt: 'updated_at' },
} as const satisfies LeasedTableSpec<'cart_reminders', 'state'>;

/** Why a waiting reminder will not go, as its `reason` says. */
export type ObsoleteReason = 'ordered' | 'stopped' | 'expired';

/** A cart to remind of: `now` the system's time of the request, the others in the clock's time. */
export interface NewReminder {
  mobile: string;
  token: string;
  lines: readonly CartReminderLine[];
  language: string;
  now: string;
  dueAt: string;
  expiresAt: string;
}

export interface ProductPack {
  id: number;
  name: string;
  nameHi: string | null;
  label: string;
}

/** The saved carts and their reminders: one waiting reminder per mobile, claimed under a lease. */
export function createCartRemindersRepository(db: Kysely<Database>, engine: Engine) {
  const leases = createLeaseRepository(db, engine, REMINDER_LEASES);

  /** Why the reminder of `mobile` asked for at `requested_at` should not go at `now`; null when it should. */
  const obsolete = (ref: { mobile: string; requested_at: string; expires_at: string }, now: string) =>
    sql<ObsoleteReason | null>`case
      when ${sql.ref(ref.expires_at)} <= ${now} then 'expired'
      when exists (select 1 from orders o where o.customer_mobile = ${sql.ref(ref.mobile)} and o.created_at >= ${sql.ref(ref.requested_at)}) then 'ordered'
      when exists (select 1 from customer_opt_outs s where s.mobile = '91' || ${sql.ref(ref.mobile)}) then 'stopped'
      else null end`;

  return {
    /** The products and packs named, as the catalogue has them now. */
    packsOf(productIds: readonly number[]): Promise<ProductPack[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('products')
        .innerJoin('product_prices', 'product_prices.product_id', 'products.id')
        .select(['products.id as id', 'products.name as name', 'products.name_hi as nameHi', 'product_prices.label as label'])
        .where('products.id', 'in', [...new Set(productIds)])
        .execute();
    },

    /** Carts asked for by `mobile` since `since`, whatever became of them. */
    async countSince(mobile: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('cart_reminders')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('mobile', '=', mobile)
        .where('requested_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * The mobile's waiting reminder takes this cart, under a new token, due again from now; returns
     * false when it has none waiting (or one being sent right now).
     */
    async replaceWaiting(values: NewReminder & { clockNow: string }): Promise<boolean> {
      const result = await db
        .updateTable('cart_reminders')
        .set({
          token: values.token,
          lines_json: JSON.stringify(values.lines),
          language: values.language,
          requested_at: values.now,
          expires_at: values.expiresAt,
          next_attempt_at: values.dueAt,
          updated_at: values.now,
        })
        .where('mobile', '=', values.mobile)
        .where('state', '=', 'waiting')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', values.clockNow)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insert(values: NewReminder): Promise<void> {
      await db
        .insertInto('cart_reminders')
        .values({
          token: values.token,
          mobile: values.mobile,
          lines_json: JSON.stringify(values.lines),
          language: values.language,
          requested_at: values.now,
          expires_at: values.expiresAt,
          state: 'waiting',
          channel: PHONE_CHANNEL,
          attempts: 0,
          next_attempt_at: values.dueAt,
          updated_at: values.now,
        })
        .execute();
    },

    findByToken(token: string): Promise<CartReminderRow | undefined> {
      return db.selectFrom('cart_reminders').selectAll().where('token', '=', token).executeTakeFirst();
    },

    /** The customer took the tick back: the reminder, if still waiting, will not go. */
    async withdraw(token: string, now: string): Promise<void> {
      await db
        .updateTable('cart_reminders')
        .set({ state: 'cancelled', reason: 'withdrawn', updated_at: now })
        .where('token', '=', token)
        .where('state', '=', 'waiting')
        .execute();
    },

    /** Waiting reminders that will never go (an order since, STOP, expired) are cancelled, with why. */
    async cancelObsolete(now: string): Promise<number> {
      const result = await db
        .updateTable('cart_reminders as r')
        .set({
          state: 'cancelled',
          reason: obsolete({ mobile: 'r.mobile', requested_at: 'r.requested_at', expires_at: 'r.expires_at' }, now),
          updated_at: now,
        })
        .where('r.state', '=', 'waiting')
        .where(obsolete({ mobile: 'r.mobile', requested_at: 'r.requested_at', expires_at: 'r.expires_at' }, now), 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Why this claimed reminder should not go now, or null. */
    async obsoleteReason(id: number, now: string): Promise<ObsoleteReason | null> {
      const row = await db
        .selectFrom('cart_reminders as r')
        .select(obsolete({ mobile: 'r.mobile', requested_at: 'r.requested_at', expires_at: 'r.expires_at' }, now).as('reason'))
        .where('r.id', '=', id)
        .executeTakeFirst();
      return row?.reason ?? null;
    },

    /** Claims due reminders under a lease (locked rows skipped on PostgreSQL), as they stand in that transaction. */
    claimDue: (claim: LeaseClaim) =>
      claimDue(
        db,
        engine,
        REMINDER_LEASES,
        claim,
        (trx, ids) => trx.selectFrom('cart_reminders').selectAll().where('id', 'in', ids).execute(),
        { lookFirst: true },
      ),

    markSent(
      id: number,
      token: string,
      now: string,
      sent: { providerId: string; channel: string; text: string },
    ): Promise<boolean> {
      // Done, it is no longer due on the phone channel: it keeps the one it went on.
      return leases.markDone(id, token, now, {
        provider_id: sent.providerId,
        sent_text: sent.text,
        channel: sent.channel,
        reason: null,
      });
    },

    markFailed(id: number, token: string, failure: AttemptFailure): Promise<boolean> {
      return leases.markFailed(id, token, failure);
    },

    /** The claimant found it should not go: cancelled, with why. False when the claim was lost. */
    async markCancelled(id: number, token: string, reason: ObsoleteReason, now: string): Promise<boolean> {
      const result = await db
        .updateTable('cart_reminders')
        .set({ state: 'cancelled', reason, updated_at: now, locked_until: null, claim_token: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
