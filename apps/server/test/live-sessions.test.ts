import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_TICKET_SECONDS } from '../src/modules/auth/auth.service.js';
import { SESSION_CHECK_MS } from '../src/modules/notifications/event-stream.routes.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { cartLine, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

/** A stream must end this soon after its session does, on a busy machine too. */
const ENDS_WITHIN_MS = SESSION_CHECK_MS * 3;

describe.each(ENGINES)('live-event streams and sessions on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false, NOTIFY_POLL_MS: 50 });
  let base: string;
  let kaju: SeededProduct;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(() => streams.forEach((s) => s.close()));

  const ticketFor = async (token: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/events/ticket', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as { ticket: string; expiresInSeconds: number };
  };
  const openWithTicket = async (ticket: string) => {
    const stream = await openEventStream(`${base}/api/admin/events?ticket=${encodeURIComponent(ticket)}`);
    streams.push(stream);
    return stream;
  };
  const signIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;

  /** A second staff member, approved, signed in, with a stream open. */
  async function staffWithStream(email: string) {
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: { email, password: 'staff-secret-1' } });
    expect(created.statusCode).toBe(201);
    const token = await signIn(email, 'staff-secret-1');
    const stream = await openWithTicket((await ticketFor(token)).ticket);
    await stream.next('ready');
    return { id: created.json().id as number, token, stream };
  }

  async function expectEndedAndSilent(stream: EventStream) {
    const ended = Date.now();
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), ENDS_WITHIN_MS))]);
    expect(Date.now() - ended).toBeLessThan(ENDS_WITHIN_MS);
    const received = stream.events.length;
    await placeOrder(t.app, [cartLine(kaju, '1kg', 1)], 'After The End');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.length).toBe(received);
  }

  it('opens a stream with a single-use ticket, never with a token in the URL', async () => {
    const token = await t.adminToken();
    const { ticket, expiresInSeconds } = await ticketFor(token);
    expect(expiresInSeconds).toBe(STREAM_TICKET_SECONDS);
    const stream = await openWithTicket(ticket);
    expect(stream.status).toBe(200);
    await stream.next('ready');

    expect((await openWithTicket(ticket)).status).toBe(401);
    expect((await openEventStream(`${base}/api/admin/events?token=${token}`)).status).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/events/ticket' })).statusCode).toBe(401);
  });

  it('refuses an expired ticket', async () => {
    const { ticket } = await ticketFor(await t.adminToken());
    await t.database.db.updateTable('stream_tickets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await openWithTicket(ticket)).status).toBe(401);
  });

  it('answers HEAD at once with the stream headers, and 401 without a session', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/admin/events', headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/admin/events' })).statusCode).toBe(401);
  });

  it('ends the stream when its session signs out, and sends nothing more', async () => {
    const { token, stream } = await staffWithStream('logout-stream@halwai.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    await expectEndedAndSilent(stream);
  });

  it("ends the stream when the account is rejected, leaving other staff's streams open", async () => {
    const owner = await openWithTicket((await ticketFor(await t.adminToken())).ticket);
    await owner.next('ready');
    const { id, stream } = await staffWithStream('rejected-stream@halwai.test');
    const rejected = await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${id}/status`, payload: { status: 'rejected' } });
    expect(rejected.statusCode).toBe(200);
    await expectEndedAndSilent(stream);
    expect((await owner.next('order.placed', 2000)).data).toMatchObject({ customerName: 'After The End' });
  });

  it('ends the stream when its session expires', async () => {
    const { token, stream } = await staffWithStream('expired-stream@halwai.test');
    const { sha256 } = await import('../src/lib/tokens.js');
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    await expectEndedAndSilent(stream);
  });
});
