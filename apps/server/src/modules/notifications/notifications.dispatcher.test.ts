import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/engine.js';
import { migrate } from '../../db/migrate.js';
import { createNotificationDispatcher, type Deliver } from './notifications.dispatcher.js';
import { createNotificationsService, type NotificationEvent } from './notifications.service.js';

const silent = { info() {}, warn() {}, error() {}, child: () => silent } as unknown as FastifyBaseLogger;

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('notification dispatcher', () => {
  let dir: string;
  let database: Db;
  const pending = async () =>
    (await database.db.selectFrom('notification_outbox').select('id').where('processed_at', 'is', null).execute()).length;
  const enqueue = (subjectId: number) =>
    database.db
      .transaction()
      .execute((trx) =>
        createNotificationsService().enqueue(trx, { kind: 'order.placed', subjectId, payload: { id: subjectId } }),
      );

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-outbox-'));
    database = openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    await migrate(database);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers queued events oldest first, once each, and marks them processed', async () => {
    const seen: NotificationEvent[] = [];
    const deliver: Deliver = async (e) => void seen.push(e);
    const ids = [await enqueue(1), await enqueue(2)];
    const dispatcher = createNotificationDispatcher({ db: database.db, log: silent, intervalMs: 20, deliver });
    dispatcher.start();
    await waitFor(async () => (await pending()) === 0);
    await enqueue(3);
    await waitFor(async () => (await pending()) === 0);
    await dispatcher.stop();
    expect(seen.map((e) => e.subjectId)).toEqual([1, 2, 3]);
    expect(seen.slice(0, 2).map((e) => e.eventId)).toEqual(ids);
    expect(seen[0]).toMatchObject({ kind: 'order.placed', payload: { id: 1 }, createdAt: expect.any(String) });
  });

  it('keeps an event whose delivery failed and retries it', async () => {
    let attempts = 0;
    const deliver: Deliver = async () => {
      attempts++;
      if (attempts === 1) throw new Error('channel down');
    };
    await enqueue(1);
    const dispatcher = createNotificationDispatcher({ db: database.db, log: silent, intervalMs: 20, deliver });
    dispatcher.start();
    await waitFor(async () => (await pending()) === 0);
    await dispatcher.stop();
    expect(attempts).toBe(2);
  });

  it('waits for a tick in flight when stopped, then polls no more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const deliver: Deliver = async () => {
      calls++;
      await gate;
    };
    await enqueue(1);
    const dispatcher = createNotificationDispatcher({ db: database.db, log: silent, intervalMs: 20, deliver });
    dispatcher.start();
    await waitFor(() => calls === 1);

    let stopped = false;
    const stopping = dispatcher.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await pending()).toBe(0);

    await enqueue(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(1);
    expect(await pending()).toBe(1);
  });
});
