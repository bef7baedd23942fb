import type { AdminOrder } from '@halwai/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/engine.js';
import { inTransaction } from '../src/db/transaction.js';
import { createDeliveryQueue } from '../src/modules/notifications/delivery-queue.js';
import { createNotificationsService } from '../src/modules/notifications/notifications.service.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds)).toISOString();
const everyChannel = () => ['email', 'webhook'] as const;

/** The claim rules under the dispatcher, on a database no running server touches. */
describe.each(ENGINES)('notification delivery claims on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let queue: (subjectId: number) => Promise<string>;

  beforeAll(async () => {
    await t.app.close(); // no dispatcher: these tests drive the delivery queue themselves
    const notifications = createNotificationsService({ db: t.database.db, engine, channels: [] });
    queue = (subjectId) =>
      inTransaction(t.database.db, (trx) =>
        notifications.enqueue(trx, { kind: 'order.placed', subjectId, payload: { id: subjectId } as AdminOrder }),
      );
  });

  it('fans an event out once per channel, however often it runs', async () => {
    const repo = createDeliveryQueue(t.database.db, engine);
    await queue(1);
    expect(await repo.fanOut(everyChannel, 100, at(0))).toBe(1);
    expect(await repo.fanOut(everyChannel, 100, at(1))).toBe(0);
    const rows = await t.database.db.selectFrom('notification_deliveries').select(['channel', 'status', 'attempts']).execute();
    expect(rows.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'email', status: 'pending', attempts: 0 },
      { channel: 'webhook', status: 'pending', attempts: 0 },
    ]);
  });

  it("leases a claim: nobody else takes it until the lease runs out, and a lost claim can't record", async () => {
    const repo = createDeliveryQueue(t.database.db, engine);
    const claim = (token: string, second: number) =>
      repo.claimDue({ channels: ['email', 'webhook'], limit: 10, now: at(second), leaseUntil: at(second + 60), token });

    const first = await claim('crashed-instance', 2);
    expect(first.map((c) => [c.delivery.channel, c.delivery.attempts, c.event.kind])).toEqual([
      ['email', 1, 'order.placed'],
      ['webhook', 1, 'order.placed'],
    ]);
    expect(await claim('other-instance', 30)).toEqual([]); // still leased

    const second = await claim('other-instance', 63); // the lease ran out: the first claimant is presumed dead
    expect(second.map((c) => c.delivery.attempts)).toEqual([2, 2]);

    const [email, webhook] = second;
    expect(await repo.markDelivered(email!.delivery.id, 'crashed-instance', at(64))).toBe(false);
    expect(await repo.markDelivered(email!.delivery.id, 'other-instance', at(64))).toBe(true);
    expect(
      await repo.markFailed(webhook!.delivery.id, 'other-instance', { error: 'HTTP 500', at: at(64), nextAttemptAt: at(70) }),
    ).toBe(true);

    expect(await claim('anyone', 65)).toEqual([]); // delivered, and the retry is not due yet
    const retry = await claim('anyone', 70);
    expect(retry.map((c) => [c.delivery.channel, c.delivery.status, c.delivery.last_error])).toEqual([
      ['webhook', 'retrying', 'HTTP 500'],
    ]);
    expect(await repo.markFailed(retry[0]!.delivery.id, 'anyone', { error: 'HTTP 500', at: at(71), nextAttemptAt: null })).toBe(
      true,
    );
    expect(await claim('anyone', 10_000)).toEqual([]); // given up on
    const failed = await t.database.db
      .selectFrom('notification_deliveries')
      .selectAll()
      .where('channel', '=', 'webhook')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: 'HTTP 500', last_error_at: at(71) });
  });

  it.runIf(engine === 'postgres')('hands each due delivery to exactly one of several instances claiming at once', async () => {
    for (let i = 100; i < 160; i++) await queue(i);
    const primary = createDeliveryQueue(t.database.db, engine);
    await primary.fanOut(everyChannel, 100, at(0));
    const pools: Db[] = [0, 1, 2].map(() => openDatabase(t.config));
    try {
      await Promise.all(pools.map((p) => sql`select 1`.execute(p.db))); // connected before the race starts
      const claimed: number[][] = await Promise.all(
        pools.map(async (pool, n) => {
          const repo = createDeliveryQueue(pool.db, engine);
          const mine: number[] = [];
          for (;;) {
            const batch = await repo.claimDue({
              channels: ['email', 'webhook'],
              limit: 7,
              now: at(100),
              leaseUntil: at(160),
              token: `instance-${n}`,
            });
            if (batch.length === 0) return mine;
            mine.push(...batch.map((c) => c.delivery.id));
          }
        }),
      );
      const all = claimed.flat();
      expect(new Set(all).size).toBe(all.length); // no delivery claimed twice
      expect(all).toHaveLength(120);
      expect(claimed.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
  });
});
