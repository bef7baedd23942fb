import { SETTINGS_MESSAGES, type Outlet, type SalesReport, type ShopSettings } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/engine.js';
import { cartLine, placeOrder, seedProduct } from './support/shop-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

const SECRET = 'webhook-secret-for-tests';

describe.each(ENGINES)('end-of-day summary on %s', (engine) => {
  let inbox: SmtpInbox;
  let hook: WebhookReceiver;
  let t: TestApp;
  // The shop closes at 21:00 in India (15:30 UTC); the test moves this clock.
  let now = new Date('2026-11-23T15:29:00Z');
  const clock = () => now;
  const extra: { app: FastifyInstance; db: Db }[] = [];

  /** Another server instance on the same database, with the same clock; ready once its first check is done. */
  const startInstance = async () => {
    const db = openDatabase(t.config);
    const app = await buildApp(t.config, db, { clock });
    extra.push({ app, db });
    await app.ready();
    return app;
  };
  const stopInstance = async (app: FastifyInstance) => {
    const instance = extra.find((e) => e.app === app)!;
    extra.splice(extra.indexOf(instance), 1);
    await app.close();
    await instance.db.close();
  };
  const summaries = () =>
    t.database.db.selectFrom('notification_outbox').selectAll().where('kind', '=', 'report.daily').orderBy('id').execute();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    hook = await startWebhookReceiver(SECRET);
    t = await startTestApp(
      engine,
      {
        SEED_DEMO: false,
        SMTP_URL: inbox.url,
        NOTIFY_EMAIL_TO: ['owner@shop.test'],
        NOTIFY_WEBHOOK_URL: hook.url,
        NOTIFY_WEBHOOK_SECRET: SECRET,
        NOTIFY_POLL_MS: 20,
      },
      { clock },
    );
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
    const placedAt = async (iso: string, lines: Parameters<typeof placeOrder>[1]) => {
      const id = await placeOrder(t.app, lines);
      await t.database.db.updateTable('orders').set({ created_at: iso }).where('id', '=', id).execute();
    };
    await placedAt('2026-11-23T05:00:00Z', [cartLine(kaju, '1kg', 2)]); // 23 Nov 10:30 in India
    await placedAt('2026-11-23T12:00:00Z', [cartLine(ladoo, '1kg', 2)]); // 17:30
    await placedAt('2026-11-22T12:00:00Z', [cartLine(kaju, '1kg', 1)]); // the day before: not in the summary
  });
  afterAll(async () => {
    for (const e of [...extra]) await stopInstance(e.app);
    await t?.close();
    await inbox?.close();
    await hook?.close();
  });

  it('sends nothing before closing time', async () => {
    await stopInstance(await startInstance());
    expect(await summaries()).toEqual([]);
  });

  it('after closing time, two instances starting at once queue one summary, delivered once by webhook and email', async () => {
    now = new Date('2026-11-23T15:31:00Z'); // 21:01 in India
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    const rows = await summaries();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject_id).toBe(20261123);

    const call = await waitFor(() => hook.delivered(rows[0]!.event_id)[0], 5000, 'the webhook');
    expect(call.body.type).toBe('report.daily');
    const report = call.body.data as SalesReport;
    expect(report).toMatchObject({ from: '2026-11-23', to: '2026-11-23', orders: 2, revenue: 3340, cancelled: 0 });
    // A shop of one outlet: its summary names no outlet.
    expect(report).not.toHaveProperty('outlet');
    expect(report.topItems).toEqual([
      expect.objectContaining({ name: 'Kaju Katli', quantity: 2, revenue: 2300 }),
      expect.objectContaining({ name: 'Motichoor Ladoo', quantity: 2, revenue: 1040 }),
    ]);

    const mail = await waitFor(() => inbox.byEvent(rows[0]!.event_id)[0], 5000, 'the email');
    expect(mail.subject).toContain('2 orders, ₹3,340');
    expect(mail.text).toContain('Orders:        2');
    expect(mail.text).toContain('Revenue:       ₹3,340');
    expect(mail.text).toContain('2 × Kaju Katli = ₹2,300');
    expect(mail.text).toContain('2 × Motichoor Ladoo = ₹1,040');

    await Promise.all([stopInstance(a), stopInstance(b)]);
    expect(hook.calls.filter((c) => c.body.type === 'report.daily')).toHaveLength(1);
    expect(inbox.byEvent(rows[0]!.event_id)).toHaveLength(1);
  });

  it('a restart later that evening queues nothing more', async () => {
    now = new Date('2026-11-23T17:00:00Z'); // 22:30 in India
    await stopInstance(await startInstance());
    expect(await summaries()).toHaveLength(1);
  });

  it('the next day gets its own summary once closing time passes', async () => {
    now = new Date('2026-11-24T15:45:00Z');
    await stopInstance(await startInstance());
    const rows = await summaries();
    expect(rows.map((r) => r.subject_id)).toEqual([20261123, 20261124]);
    expect(JSON.parse(rows[1]!.payload)).toMatchObject({ from: '2026-11-24', orders: 0, revenue: 0 });
  });

  it('keeps to the closing time the owner sets, from 00:00 to 23:59', async () => {
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    expect(settings.closingTime).toBe('21:00');
    for (const wrong of ['24:00', '9:00', '21:60', '']) {
      const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, closingTime: wrong } });
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().errors.closingTime).toEqual([SETTINGS_MESSAGES.closingTime]);
    }
    const saved = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, closingTime: '23:30' } });
    expect(saved.json().closingTime).toBe('23:30');

    now = new Date('2026-11-25T17:45:00Z'); // 23:15 in India: before the new closing time
    await stopInstance(await startInstance());
    expect(await summaries()).toHaveLength(2);
    now = new Date('2026-11-25T18:05:00Z'); // 23:35
    await stopInstance(await startInstance());
    expect((await summaries()).map((r) => r.subject_id)).toEqual([20261123, 20261124, 20261125]);
  });
});

describe.each(ENGINES)('end-of-day summary per outlet on %s', (engine) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let now = new Date('2026-11-23T15:31:00Z'); // 21:01 in India: past closing time
  const clock = () => now;
  let south: Outlet;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // The summary goes out as the app starts: it starts before closing time, and the outlets are set up first.
    now = new Date('2026-11-23T10:00:00Z');
    t = await startTestApp(
      engine,
      { SEED_DEMO: false, SMTP_URL: inbox.url, NOTIFY_EMAIL_TO: ['owner@shop.test'], NOTIFY_POLL_MS: 20 },
      { clock },
    );
    const outlet = { phone: '9811122334', pickup: true, active: true };
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/outlets',
      payload: { ...outlet, name: 'Koramangala', address: '5 80 Feet Road, Bengaluru', email: 'blr@shop.test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    south = created.json() as Outlet;
    const closed = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: { ...outlet, name: 'Old Market', address: '3 Old Market', active: false } });
    expect(closed.statusCode, closed.body).toBe(201);
    const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    const ladoo = await seedProduct(t.database.db, 'Motichoor Ladoo', { '1kg': 520 });
    const placedAt = async (outletId: number, iso: string, lines: Parameters<typeof placeOrder>[1]) => {
      const id = await placeOrder(t.app, lines);
      await t.database.db.updateTable('orders').set({ created_at: iso, outlet_id: outletId }).where('id', '=', id).execute();
    };
    await placedAt(1, '2026-11-23T05:00:00Z', [cartLine(kaju, '1kg', 2)]);
    await placedAt(south.id, '2026-11-23T06:00:00Z', [cartLine(ladoo, '1kg', 2)]);
    await placedAt(south.id, '2026-11-23T07:00:00Z', [cartLine(kaju, '1kg', 1)]);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it("sends each open outlet its own day, to its own email or else the shop's, once", async () => {
    now = new Date('2026-11-23T15:31:00Z');
    const other = openDatabase(t.config);
    const app = await buildApp(t.config, other, { clock });
    await app.ready();
    await app.close();
    await other.close();

    const rows = await t.database.db.selectFrom('notification_outbox').selectAll().where('kind', '=', 'report.daily').orderBy('id').execute();
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((r) => JSON.parse(r.payload) as SalesReport & { outlet: { id: number; name: string; email: string | null } });
    expect(first).toMatchObject({ outlet: { id: 1, email: null }, orders: 1, revenue: 2300 });
    expect(second).toMatchObject({ outlet: { id: south.id, name: 'Koramangala', email: 'blr@shop.test' }, orders: 2, revenue: 2190 });
    expect(second!.topItems.map((i) => i.name)).toEqual(['Motichoor Ladoo', 'Kaju Katli']);

    const shopMail = await waitFor(() => inbox.byEvent(rows[0]!.event_id)[0], 5000, "the first outlet's email");
    expect(shopMail.envelopeTo).toEqual(['owner@shop.test']);
    expect(shopMail.subject).toContain('1 orders, ₹2,300');
    const southMail = await waitFor(() => inbox.byEvent(rows[1]!.event_id)[0], 5000, "Koramangala's email");
    expect(southMail.envelopeTo).toEqual(['blr@shop.test']);
    expect(southMail.subject).toContain('Koramangala');
    expect(southMail.text).toContain('Revenue:       ₹2,190');

    // A restart that evening queues nothing more.
    const again = openDatabase(t.config);
    const restarted = await buildApp(t.config, again, { clock });
    await restarted.ready();
    await restarted.close();
    await again.close();
    expect(await t.database.db.selectFrom('notification_outbox').select('id').where('kind', '=', 'report.daily').execute()).toHaveLength(2);
  });
});
