import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../src/lib/tokens.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { cartLine, placeOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

/**
 * With the periodic session check held still (interval timers do not fire here), only a sign-out on
 * this instance, or the check before each event, can end a stream whose session has ended.
 */
describe.each(ENGINES)('a live stream whose session ends, on %s', (engine) => {
  beforeAll(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  const t = useTestApp(engine, { SEED_DEMO: false, NOTIFY_POLL_MS: 50 });
  afterAll(() => void vi.useRealTimers());
  let base: string;
  let kaju: SeededProduct;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(() => streams.forEach((s) => s.close()));

  /** An approved staff member, signed in, with a stream open and replayed. */
  const staffWithStream = async (email: string) => {
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/accounts', payload: { email, password: 'staff-secret-1' } });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'staff-secret-1' } });
    const token = (login.json() as { token: string }).token;
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/events/ticket', headers: { authorization: `Bearer ${token}` } });
    const stream = await openEventStream(`${base}/api/admin/events?ticket=${encodeURIComponent((ticket.json() as { ticket: string }).ticket)}`);
    streams.push(stream);
    await stream.next('ready');
    return { token, stream };
  };
  const isEnded = (stream: EventStream) => Promise.race([stream.ended.then(() => true), new Promise((r) => setTimeout(r, 5000, false))]);

  it('ends at once when its session signs out on this instance', async () => {
    const { token, stream } = await staffWithStream('out-here@halwai.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    expect(await isEnded(stream)).toBe(true);
  });

  it('gets no event after its session ended elsewhere, and ends; a signed-in stream gets the event', async () => {
    const owner = await staffWithStream('still-in@halwai.test');
    const { token, stream } = await staffWithStream('out-elsewhere@halwai.test');
    // As another instance's sign-out leaves it: revoked in the database, unknown to this instance.
    await t.database.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', sha256(token)).execute();

    await placeOrder(t.app, [cartLine(kaju, '1kg', 1)], 'After Sign Out');
    expect((await owner.stream.next('order.placed', 5000)).data).toMatchObject({ customerName: 'After Sign Out' });
    expect(await isEnded(stream)).toBe(true);
    expect(stream.events.filter((e) => e.event === 'order.placed')).toEqual([]);
  });
});
