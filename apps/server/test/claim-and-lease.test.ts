import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimDue, createLeaseRepository, type LeaseClaim } from '../src/db/claim-and-lease.js';
import type { Engine } from '../src/db/engine.js';
import type { Database } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { MESSAGE_LEASES } from '../src/modules/customer-messages/customer-messages.repository.js';
import { DELIVERY_LEASES } from '../src/modules/notifications/deliveries.repository.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds)).toISOString();
const claimAt = (token: string, second: number, limit = 10): LeaseClaim => ({
  channels: ['email'],
  limit,
  now: at(second),
  leaseUntil: at(second + 60),
  token,
});
const failure = (second: number, nextAttemptAt: string | null) => ({ error: 'HTTP 500', at: at(second), nextAttemptAt });

/** Where a row stands, in any leased table's words. */
interface Standing {
  status: string;
  attempts: number;
  error: string | null;
  next_attempt_at: string;
  claim_token: string | null;
}

/** A table worked through under a lease: its spec's repository, and how to queue due rows in it and read one back. */
interface LeasedTableFixture {
  statuses: { done: string; retry: string; failed: string };
  leases(db: Kysely<Database>, engine: Engine): ReturnType<typeof createLeaseRepository>;
  claim(db: Kysely<Database>, engine: Engine, claim: LeaseClaim): Promise<number[]>;
  /** Empties the table, then queues `n` rows on the email channel, due from second 0. */
  queueDue(db: Kysely<Database>, n: number): Promise<number[]>;
  read(db: Kysely<Database>, id: number): Promise<Standing>;
}

const TABLES: Record<string, LeasedTableFixture> = {
  notification_deliveries: {
    statuses: { done: 'delivered', retry: 'retrying', failed: 'failed' },
    leases: (db, engine) => createLeaseRepository(db, engine, DELIVERY_LEASES),
    claim: (db, engine, claim) => claimDue(db, engine, DELIVERY_LEASES, claim, async (_trx, ids) => [...ids]),
    async queueDue(db, n) {
      await db.deleteFrom('notification_outbox').execute(); // and their deliveries
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        const event = await db
          .insertInto('notification_outbox')
          .values({
            event_id: `event-${i}`,
            kind: 'order.placed',
            subject_id: i,
            payload: '{}',
            created_at: at(0),
            processed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const delivery = await db
          .insertInto('notification_deliveries')
          .values({
            outbox_id: event.id,
            channel: 'email',
            status: 'pending',
            attempts: 0,
            next_attempt_at: at(0),
            created_at: at(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(delivery.id);
      }
      return ids;
    },
    read: (db, id) =>
      db
        .selectFrom('notification_deliveries')
        .select(['status', 'attempts', 'last_error as error', 'next_attempt_at', 'claim_token'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
  },
  customer_messages: {
    statuses: { done: 'sent', retry: 'queued', failed: 'failed' },
    leases: (db, engine) => createLeaseRepository(db, engine, MESSAGE_LEASES),
    claim: (db, engine, claim) => claimDue(db, engine, MESSAGE_LEASES, claim, async (_trx, ids) => [...ids]),
    async queueDue(db, n) {
      await db.deleteFrom('orders').execute(); // and their messages
      const order = await db
        .insertInto('orders')
        .values({
          access_key_hash: 'key',
          customer_name: 'Asha',
          customer_mobile: '9876543210',
          status: 0,
          total_paise: 100,
          created_at: at(0),
          updated_at: at(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        const message = await db
          .insertInto('customer_messages')
          .values({
            order_id: order.id,
            step: `step-${i}`,
            channel: 'email',
            recipient: 'asha@example.test',
            values_json: '{}',
            state: 'queued',
            attempts: 0,
            next_attempt_at: at(0),
            queued_at: at(0),
            updated_at: at(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(message.id);
      }
      return ids;
    },
    read: (db, id) =>
      db
        .selectFrom('customer_messages')
        .select(['state as status', 'attempts', 'reason as error', 'next_attempt_at', 'claim_token'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
  },
};

/** The shared claim-and-lease repository (db/claim-and-lease.ts) on both tables that use it, with no server running. */
describe.each(ENGINES)('claim and lease on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  beforeAll(() => t.app.close()); // no dispatcher: these tests claim the rows themselves

  describe.each(Object.entries(TABLES))('of %s', (_name, table) => {
    const db = () => t.database.db;
    const claim = (c: LeaseClaim) => table.claim(db(), engine, c);

    it('never hands one row to two claims, and a lease holds until it runs out', async () => {
      const ids = await table.queueDue(db(), 3);
      const first = await claim(claimAt('first', 0, 2));
      const second = await claim(claimAt('second', 1));
      expect(first).toEqual(ids.slice(0, 2)); // the longest due first
      expect(second).toEqual(ids.slice(2));
      expect(await claim(claimAt('third', 59))).toEqual([]);
      expect((await table.read(db(), ids[0]!)).attempts).toBe(1);
    });

    it.runIf(engine === 'postgres')('never locks one row in two transactions at once', async () => {
      const ids = await table.queueDue(db(), 4);
      const leases = (trx: Kysely<Database>) => table.leases(trx, engine);
      let firstLocked!: (locked: number[]) => void;
      const lockedByFirst = new Promise<number[]>((resolve) => (firstLocked = resolve));
      let letFirstCommit!: () => void;
      const secondDone = new Promise<void>((resolve) => (letFirstCommit = resolve));

      // The first transaction holds its rows until the second has locked its own.
      const first = inTransaction(db(), async (trx) => {
        const locked = await leases(trx).lockDue(claimAt('first', 0, 2));
        firstLocked(locked);
        await secondDone;
        await leases(trx).lease(locked, claimAt('first', 0));
        return locked;
      });
      const firstIds = await lockedByFirst;
      const secondIds = await inTransaction(db(), async (trx) => {
        const locked = await leases(trx).lockDue(claimAt('second', 0));
        await leases(trx).lease(locked, claimAt('second', 0));
        return locked;
      });
      letFirstCommit();
      await first;

      expect(firstIds).toHaveLength(2);
      expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
      expect([...firstIds, ...secondIds].sort((a, b) => a - b)).toEqual(ids);
    });

    it('lets a lost claim record nothing', async () => {
      const [id] = await table.queueDue(db(), 1);
      const leases = table.leases(db(), engine);
      expect(await claim(claimAt('crashed', 0))).toEqual([id]);
      expect(await claim(claimAt('other', 61))).toEqual([id]); // the lease ran out: the first claimant is presumed dead

      expect(await leases.markDone(id!, 'crashed', at(62))).toBe(false);
      expect(await leases.markFailed(id!, 'crashed', failure(62, null))).toBe(false);
      expect(await table.read(db(), id!)).toMatchObject({ attempts: 2, claim_token: 'other', error: null });

      expect(await leases.markDone(id!, 'other', at(63))).toBe(true);
      expect(await table.read(db(), id!)).toMatchObject({ status: table.statuses.done, claim_token: null });
    });

    it('retries a failure with a next attempt, and gives up on one without', async () => {
      const [id] = await table.queueDue(db(), 1);
      const leases = table.leases(db(), engine);
      await claim(claimAt('first', 0));
      expect(await leases.markFailed(id!, 'first', failure(1, at(30)))).toBe(true);
      expect(await table.read(db(), id!)).toEqual({
        status: table.statuses.retry,
        attempts: 1,
        error: 'HTTP 500',
        next_attempt_at: at(30),
        claim_token: null,
      });

      expect(await claim(claimAt('early', 29))).toEqual([]);
      expect(await claim(claimAt('second', 30))).toEqual([id]);
      expect(await leases.markFailed(id!, 'second', failure(31, null))).toBe(true);
      expect(await table.read(db(), id!)).toMatchObject({ status: table.statuses.failed, attempts: 2, next_attempt_at: at(30) });
      expect(await claim(claimAt('later', 10_000))).toEqual([]);
    });
  });
});
