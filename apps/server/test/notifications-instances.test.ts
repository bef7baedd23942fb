import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/engine.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { seedProduct, cartLine, placeOrder } from './support/shop-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { sleep, waitFor } from './support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

const SECRET = 'webhook-secret-for-tests';
const ORDERS = 30;

/** Several server instances on one PostgreSQL database, as a shop that outgrew one machine runs them. */
describe.runIf(ENGINES.includes('postgres'))('notifications from two server instances on postgres', () => {
  let inbox: SmtpInbox;
  let hook: WebhookReceiver;
  let t: TestApp;
  let secondDb: Db;
  let second: FastifyInstance;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    hook = await startWebhookReceiver(SECRET);
    t = await startTestApp('postgres', {
      SEED_DEMO: false,
      SMTP_URL: inbox.url,
      NOTIFY_EMAIL_TO: ['owner@shop.test'],
      NOTIFY_WEBHOOK_URL: hook.url,
      NOTIFY_WEBHOOK_SECRET: SECRET,
      NOTIFY_RETRY_BASE_MS: 25,
      NOTIFY_RETRY_MAX_MS: 200,
      NOTIFY_POLL_MS: 20, // both instances poll hard, so they really compete for the same rows
    });
    secondDb = openDatabase(t.config);
    // Identical but for the sender, so each email tells which instance sent it.
    second = await buildApp({ ...t.config, NOTIFY_EMAIL_FROM: 'Second Instance <second@shop.test>' }, secondDb);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await t.close();
    await inbox.close();
    await hook.close();
  });

  it(`delivers each of ${ORDERS} orders exactly once per channel, whichever instance took it`, async () => {
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    hook.failNext(5); // a few failures too, so retries race between the instances as well
    const ids = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        placeOrder(i % 2 === 0 ? t.app : second, [cartLine(kaju, '1kg', 1)], `Customer ${i}`),
      ),
    );
    const events = await t.database.db
      .selectFrom('notification_outbox')
      .select('event_id')
      .where('kind', '=', 'order.placed')
      .where('subject_id', 'in', ids)
      .execute();
    expect(events).toHaveLength(ORDERS);
    const eventIds = events.map((e) => e.event_id);

    await waitFor(
      () => eventIds.every((id) => hook.delivered(id).length > 0 && inbox.byEvent(id).length > 0),
      15_000,
      'every delivery',
    );
    await sleep(500); // time for a duplicate to show up, if there were one

    const emails = eventIds.map((id) => inbox.byEvent(id).length);
    const webhooks = eventIds.map((id) => hook.delivered(id).length);
    expect({ duplicates: emails.filter((n) => n > 1).length, lost: emails.filter((n) => n === 0).length }).toEqual({
      duplicates: 0,
      lost: 0,
    });
    expect({ duplicates: webhooks.filter((n) => n > 1).length, lost: webhooks.filter((n) => n === 0).length }).toEqual({
      duplicates: 0,
      lost: 0,
    });
    expect(hook.calls.filter((c) => c.answered === 500)).toHaveLength(5);
    const senders = new Set(inbox.messages.map((m) => m.from));
    expect(senders.size).toBe(2); // both instances really delivered, and still nothing twice

    // The orders' deliveries only: after the shop's closing time the day's summary is queued as well.
    const rows = await t.database.db
      .selectFrom('notification_deliveries as d')
      .innerJoin('notification_outbox as o', 'o.id', 'd.outbox_id')
      .where('o.event_id', 'in', eventIds)
      .select(['d.status as status'])
      .execute();
    expect(rows).toHaveLength(2 * ORDERS);
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
  });
});
