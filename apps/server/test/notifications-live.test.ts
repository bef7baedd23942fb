import type { AddressInfo } from 'node:net';
import type { AdminOrder } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/engine.js';
import { ENGINES, startTestApp, useTestApp } from './support/test-app.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { cartLine, orderPlacedEvent, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { waitFor } from './support/wait.js';

describe.each(ENGINES)('live events for staff on %s', (engine) => {
  // A rush of 40 orders at once is more than one instance takes in flight by default (it answers 503).
  const t = useTestApp(engine, { SEED_DEMO: false, NOTIFY_POLL_MS: 50, ORDERS_IN_FLIGHT_MAX: 64 });
  let base: string;
  let kaju: SeededProduct;
  let token: string;
  const streams: EventStream[] = [];

  const staff = () => ({ authorization: `Bearer ${token}` });
  const connect = async (query = '', headers: Record<string, string> = staff()) => {
    const stream = await openEventStream(`${base}/api/admin/events${query ? `?${query}` : ''}`, headers);
    streams.push(stream);
    return stream;
  };
  const sendMessage = (name: string) =>
    t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name, message: `Hello from ${name}` } });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    token = await t.adminToken();
  });
  afterAll(() => streams.forEach((s) => s.close()));

  it('refuses a stream without a valid staff token', async () => {
    for (const [query, headers] of [
      ['', {}],
      ['ticket=not-a-ticket', {}],
      [`token=${token}`, {}],
      ['', { authorization: 'Bearer not-a-token' }],
    ] as const) {
      const stream = await connect(query, headers);
      expect(stream.status).toBe(401);
      expect(stream.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('sends order.placed, with the back-office order and the outbox id, within a second of the order', async () => {
    const stream = await connect();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    const ready = await stream.next('ready');
    expect(ready.id).toMatch(/^\d+$/);

    const placedAt = Date.now();
    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 2)], 'Live Customer');
    const event = await stream.next('order.placed', 1000);
    expect(event.at - placedAt).toBeLessThan(1000);

    const outbox = await orderPlacedEvent(t.database.db, id);
    expect(event.id).toBe(String(outbox.id));
    const listed = (await t.asAdmin({ url: '/api/Orders/GetAllOrders' })).json() as AdminOrder[];
    expect(event.data).toEqual(listed.find((o) => o.id === id));
  });

  it('takes the bearer header as well, and sends contact.received and order.updated', async () => {
    const stream = await connect('', { authorization: `Bearer ${token}` });
    await stream.next('ready');
    await sendMessage('Meera');
    const message = await stream.next('contact.received', 1000);
    expect(message.data).toMatchObject({ name: 'Meera', message: 'Hello from Meera', handled: false, id: expect.any(Number) });

    const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)]);
    await stream.next('order.placed', 1000);
    await t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status: 2 } });
    const updated = await stream.next('order.updated', 1000);
    expect(updated.data).toMatchObject({ id, orderStatus: 2 });
  });

  it('replays what a reconnecting stream missed, from Last-Event-ID or ?lastEventId=', async () => {
    const first = await connect();
    const ready = await first.next('ready');
    first.close();

    const orderId = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)], 'While Away');
    await sendMessage('Away Messenger');

    const viaHeader = await connect('', { ...staff(), 'last-event-id': ready.id! });
    const caughtUp = await viaHeader.next('ready');
    const missed = viaHeader.events.slice(0, -1);
    expect(missed.map((e) => e.event)).toEqual(['order.placed', 'contact.received']);
    expect(missed[0]!.data).toMatchObject({ id: orderId, customerName: 'While Away' });
    expect(missed[1]!.data).toMatchObject({ name: 'Away Messenger' });
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(ready.id));
    expect(caughtUp.id).toBe(missed[1]!.id);

    // …and then carries on live.
    await sendMessage('After Reconnect');
    expect((await viaHeader.next('contact.received', 1000)).data).toMatchObject({ name: 'After Reconnect' });

    // A new EventSource can't set headers: the query parameter does the same.
    const viaQuery = await connect(`lastEventId=${ready.id}`);
    await viaQuery.next('ready');
    expect(
      viaQuery.events
        .slice(0, -1)
        .map(
          (e) => (e.data as { name?: string; customerName?: string }).name ?? (e.data as { customerName: string }).customerName,
        ),
    ).toEqual(['While Away', 'Away Messenger', 'After Reconnect']);
  });

  it('tells a stream that missed more than 200 events to resync, then replays the newest 200', async () => {
    const first = await connect();
    const ready = await first.next('ready');
    first.close();
    for (let i = 0; i < 205; i++) await sendMessage(`Bulk ${i}`);

    const stream = await connect(`lastEventId=${ready.id}`);
    expect((await stream.next()).event).toBe('resync');
    await stream.next('ready', 3000);
    const replayed = stream.events.filter((e) => e.event === 'contact.received');
    expect(replayed).toHaveLength(200);
    expect(replayed[0]!.data).toMatchObject({ name: 'Bulk 5' });
    expect(replayed[199]!.data).toMatchObject({ name: 'Bulk 204' });
  });

  it('sends every order of a rush once, in the order the ids were given', async () => {
    const stream = await connect();
    await stream.next('ready');
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => placeOrder(t.app, [cartLine(kaju, '1kg', 1)], `Rush ${i}`)));
    const placed = await waitFor(
      () => {
        const events = stream.events.filter((e) => e.event === 'order.placed');
        return events.length >= ids.length && events;
      },
      5000,
      'every order on the stream',
    );
    const seen = placed.map((e) => (e.data as { id: number }).id);
    expect(seen).toHaveLength(ids.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('counts connected streams in the health answer and forgets them when they disconnect', async () => {
    streams.forEach((s) => s.close());
    await waitFor(async () => (await t.asAdmin({ url: '/api/admin/notifications/health' })).json().live.connectedClients === 0);
    const a = await connect();
    const b = await connect();
    await Promise.all([a.next('ready'), b.next('ready')]);
    expect((await t.asAdmin({ url: '/api/admin/notifications/health' })).json().live).toEqual({ connectedClients: 2 });
    a.close();
    await waitFor(async () => (await t.asAdmin({ url: '/api/admin/notifications/health' })).json().live.connectedClients === 1);
  });
});

describe('closing the server with streams open', () => {
  it('ends the streams so the close is not held up', async () => {
    const t = await startTestApp('sqlite', { SEED_DEMO: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/events`;
    const staff = { authorization: `Bearer ${await t.adminToken()}` };
    const streams = await Promise.all([openEventStream(url, staff), openEventStream(url, staff)]);
    await Promise.all(streams.map((s) => s.next('ready')));

    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await Promise.all(streams.map((s) => s.ended));
  });
});

describe.runIf(ENGINES.includes('postgres'))('live events across two instances on postgres', () => {
  it('sends a stream on one instance the orders placed on another', async () => {
    const t = await startTestApp('postgres', { SEED_DEMO: false, NOTIFY_POLL_MS: 100 });
    const database = openDatabase(t.config);
    const other = await buildApp(t.config, database);
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
      const stream = await openEventStream(
        `http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/admin/events`,
        { authorization: `Bearer ${await t.adminToken()}` },
      );
      await stream.next('ready');
      const id = await placeOrder(t.app, [cartLine(kaju, '1kg', 1)], 'Placed Elsewhere');
      expect((await stream.next('order.placed', 1000)).data).toMatchObject({ id, customerName: 'Placed Elsewhere' });
      stream.close();
    } finally {
      await other.close();
      await database.close();
      await t.close();
    }
  });
});
