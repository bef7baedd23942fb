import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { createLiveFeed } from '../src/modules/notifications/live-feed.js';
import type { LiveChannel } from '../src/modules/notifications/live-channel.js';
import type { NotificationEvent } from '../src/modules/notifications/notification-event.js';
import { createOutboxRepository } from '../src/modules/notifications/outbox.repository.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(ENGINES)('the live feed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false, NOTIFY_POLL_MS: 60_000 });
  });
  afterAll(() => t.close());

  const feed = async () => {
    const published: NotificationEvent[] = [];
    const live = { publish: (event: NotificationEvent) => published.push(event) } as unknown as LiveChannel;
    const outbox = createOutboxRepository(t.database.db);
    const liveFeed = createLiveFeed({ outbox, live, endStreamsOfEndedSessions: async () => undefined });
    await liveFeed.start();
    return { liveFeed, published, outbox };
  };
  const insert = (db: Parameters<typeof createOutboxRepository>[0], subjectId: number) =>
    createOutboxRepository(db).insert({
      eventId: `event-${engine}-${subjectId}`,
      kind: 'contact.received',
      subjectId,
      payload: JSON.stringify({ id: subjectId }),
      createdAt: new Date().toISOString(),
    });

  it('publishes each new event once, reading only what came after the last one', async () => {
    const { liveFeed, published } = await feed();
    for (let i = 1; i <= 3; i++) await insert(t.database.db, i);
    await liveFeed.publishNew();
    await liveFeed.publishNew();
    for (let i = 4; i <= 5; i++) await insert(t.database.db, i);
    await liveFeed.publishNew();
    expect(published.map((e) => e.payload)).toEqual([1, 2, 3, 4, 5].map((id) => ({ id })));
  });

  it.runIf(engine === 'postgres')('publishes an event that commits after a newer one was published', async () => {
    const { liveFeed, published } = await feed();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedEarly = new Promise<void>((r) => (inserted = r));
    // Takes its id first, commits last.
    const late = inTransaction(t.database.db, async (trx) => {
      await insert(trx, 100);
      inserted();
      await held;
    });
    await insertedEarly;
    await insert(t.database.db, 101);
    await liveFeed.publishNew();
    expect(published.map((e) => e.payload)).toEqual([{ id: 101 }]);
    release();
    await late;
    await liveFeed.publishNew();
    await liveFeed.publishNew();
    expect(published.map((e) => e.payload)).toEqual([{ id: 101 }, { id: 100 }]);
  });
});
