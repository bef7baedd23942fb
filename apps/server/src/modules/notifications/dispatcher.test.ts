import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminOrder } from '@halwai/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/engine.js';
import { migrate } from '../../db/migrate.js';
import { inTransaction } from '../../db/transaction.js';
import type { NotificationChannel } from '../../db/schema.js';
import type { DeliveryChannel } from './channels/channel.js';
import { createDeliveryQueue } from './delivery-queue.js';
import { createNotificationDispatcher } from './dispatcher.js';
import type { DeliveredEvent } from './notification-event.js';
import { createNotificationsService } from './notifications.service.js';

const silent = { info() {}, warn() {}, error() {}, child: () => silent } as unknown as FastifyBaseLogger;

const waitFor = async (check: () => Promise<boolean> | boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** A channel whose sends are held until the test lets them go (or the dispatcher aborts them). */
function heldChannel(name: NotificationChannel) {
  const sent: DeliveredEvent[] = [];
  const waiting: (() => void)[] = [];
  let holding = true;
  const channel: DeliveryChannel = {
    name,
    send: (event, signal) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        const deliver = () => (sent.push(event), resolve());
        if (holding) waiting.push(deliver);
        else deliver();
      }),
    close: async () => {},
  };
  return {
    channel,
    sent,
    release() {
      holding = false;
      waiting.splice(0).forEach((deliver) => deliver());
    },
  };
}

describe('notification dispatcher', () => {
  let dir: string;
  let database: Db;
  const statuses = async () =>
    await database.db
      .selectFrom('notification_deliveries')
      .select(['channel', 'status', 'last_error', 'locked_until'])
      .orderBy('channel')
      .execute();

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dispatcher-'));
    database = openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    await migrate(database);
    const notifications = createNotificationsService({ db: database.db, engine: 'sqlite', channels: [] });
    await inTransaction(database.db, (trx) =>
      notifications.enqueue(trx, { kind: 'order.placed', subjectId: 1, payload: { id: 1 } as AdminOrder }),
    );
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const dispatcherWith = (channels: DeliveryChannel[], stopGraceMs = 5000) =>
    createNotificationDispatcher({
      deliveries: createDeliveryQueue(database.db, 'sqlite'),
      channels,
      log: silent,
      pollMs: 20,
      retry: { baseMs: 10_000, maxMs: 10_000 },
      stopGraceMs,
    });

  it('does not let a channel that hangs hold up another', async () => {
    const slow = heldChannel('webhook');
    const fast = heldChannel('email');
    fast.release();
    const dispatcher = dispatcherWith([slow.channel, fast.channel]);
    dispatcher.start();
    await waitFor(() => fast.sent.length === 1);
    expect(slow.sent).toHaveLength(0);
    slow.release();
    await waitFor(async () => (await statuses()).every((s) => s.status === 'delivered'));
    await dispatcher.stop();
  });

  it('on stop, lets an attempt in flight finish within the grace period and records it', async () => {
    const held = heldChannel('email');
    const dispatcher = dispatcherWith([held.channel]);
    dispatcher.start();
    await waitFor(async () => (await statuses())[0]?.locked_until != null);
    const stopping = dispatcher.stop();
    setTimeout(() => held.release(), 50);
    await stopping;
    expect(await statuses()).toEqual([{ channel: 'email', status: 'delivered', last_error: null, locked_until: null }]);
  });

  it('on stop, cuts off an attempt that outlasts the grace period and frees it for the next start', async () => {
    const held = heldChannel('email');
    const dispatcher = dispatcherWith([held.channel], 50);
    dispatcher.start();
    await waitFor(async () => (await statuses())[0]?.locked_until != null);
    await dispatcher.stop();
    expect(await statuses()).toEqual([
      { channel: 'email', status: 'retrying', last_error: 'the server stopped during the attempt', locked_until: null },
    ]);
  });

  it('with no channel configured, marks a rush of events processed together once per poll, not with a commit per event', async () => {
    const queue = createDeliveryQueue(database.db, 'sqlite');
    let fanOuts = 0;
    const dispatcher = createNotificationDispatcher({
      deliveries: { ...queue, fanOut: (...args) => ((fanOuts += 1), queue.fanOut(...args)) },
      channels: [],
      log: silent,
      pollMs: 300,
      retry: { baseMs: 10_000, maxMs: 10_000 },
    });
    const notifications = createNotificationsService({ db: database.db, engine: 'sqlite', channels: [] });
    const unprocessed = async () =>
      (await database.db.selectFrom('notification_outbox').select('id').where('processed_at', 'is', null).execute()).length;
    dispatcher.start();
    await waitFor(async () => (await unprocessed()) === 0);
    const before = fanOuts;
    for (let i = 2; i <= 21; i++) {
      await inTransaction(database.db, (trx) =>
        notifications.enqueue(trx, { kind: 'order.placed', subjectId: i, payload: { id: i } as AdminOrder }),
      );
      dispatcher.wake();
    }
    await waitFor(async () => (await unprocessed()) === 0);
    expect(fanOuts - before).toBeLessThanOrEqual(3);
    await dispatcher.stop();
  });
});
