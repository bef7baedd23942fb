import { MESSAGES } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@halwai/domain';
import { ENGINES, postCutOffJson, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('get in touch on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });

  const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/get-in-touch', payload: payload as object });

  const messages = async () => (await t.asAdmin({ url: '/api/admin/messages' })).json() as ContactMessage[];

  it('thanks the sender, stores the message and queues one notification with it', async () => {
    const res = await send({ name: '  Meera  ', phoneNumber: '9876543210', message: 'Do you deliver to Noida?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.contactThanks });

    const [latest] = await messages();
    expect(latest).toEqual({
      id: expect.any(Number),
      name: 'Meera',
      phoneNumber: '9876543210',
      message: 'Do you deliver to Noida?',
      handled: false,
      createdAt: expect.any(String),
    });
    const events = await t.database.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('kind', '=', 'contact.received')
      .where('subject_id', '=', latest!.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.payload)).toMatchObject({ name: 'Meera', message: 'Do you deliver to Noida?' });
  });

  it('takes a message without a phone number', async () => {
    const res = await send({ name: 'Kabir', message: 'Lovely ladoos!' });
    expect(res.statusCode).toBe(200);
    expect((await messages())[0]).toMatchObject({ name: 'Kabir', phoneNumber: '' });
  });

  it('stores a number typed the Indian way as its digits', async () => {
    for (const typed of ['+91 98765 43210', '098765-43210', '98765 43210']) {
      const res = await send({ name: 'Meera', phoneNumber: typed, message: 'Hello' });
      expect(res.statusCode, typed).toBe(200);
      expect((await messages())[0]).toMatchObject({ phoneNumber: '9876543210' });
    }
  });

  it("refuses with the form's words, per field, and stores nothing", async () => {
    const before = (await messages()).length;
    const cases: [unknown, string, string][] = [
      [{ phoneNumber: '9876543210', message: 'Hello' }, 'name', 'Required.'],
      [{ name: '   ', message: 'Hello' }, 'name', 'Required.'],
      [{ name: 'Meera', message: '' }, 'message', 'Required.'],
      [{ name: 'Meera', phoneNumber: '98765-abc', message: 'Hello' }, 'phoneNumber', 'Digits only.'],
      [{ name: 'Meera', phoneNumber: 'call me', message: 'Hello' }, 'phoneNumber', 'Digits only.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toContain(message);
    }
    expect((await messages()).length).toBe(before);
  });

  it('refuses huge strings and odd bodies with 4xx, never 500', async () => {
    const bodies: unknown[] = [
      { name: 'x'.repeat(100_000), message: 'Hello' },
      { name: 'Meera', message: 'x'.repeat(500_000) },
      { name: 'Meera', phoneNumber: '1'.repeat(50_000), message: 'Hello' },
      { name: 42, message: ['Hello'] },
      [],
    ];
    for (const payload of bodies) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const huge = await send({ name: 'Meera', message: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    const broken = await postCutOffJson(t.app, '/get-in-touch', '{"name":');
    expect(broken.statusCode).toBe(400);
  });

  it('lists messages newest first for staff and toggles handled', async () => {
    await send({ name: 'First', message: 'one' });
    await send({ name: 'Second', message: 'two' });
    const list = await messages();
    expect(list.slice(0, 2).map((m) => m.name)).toEqual(['Second', 'First']);

    const id = list[1]!.id;
    const done = await t.asAdmin({ method: 'PUT', url: `/api/admin/messages/${id}/handled`, payload: { handled: true } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, name: 'First', handled: true });
    expect((await messages()).find((m) => m.id === id)?.handled).toBe(true);

    const undone = await t.asAdmin({ method: 'PUT', url: `/api/admin/messages/${id}/handled`, payload: { handled: false } });
    expect(undone.json().handled).toBe(false);

    expect(
      (await t.asAdmin({ method: 'PUT', url: `/api/admin/messages/${id}/handled`, payload: { handled: 'yes' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.asAdmin({ method: 'PUT', url: '/api/admin/messages/987654/handled', payload: { handled: true } })).statusCode,
    ).toBe(404);
  });

  it('keeps the messages to staff: 401 without or with a bad token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      expect((await t.app.inject({ url: '/api/admin/messages', headers })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/admin/messages/1/handled', payload: { handled: true }, headers }))
          .statusCode,
      ).toBe(401);
    }
  });
});

describe.each(ENGINES)('get in touch rate limit on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false, RATE_LIMIT: true });

  it('takes 5 messages a minute from one address', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name: 'Meera', message: 'Hello' } });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
