import { MESSAGES } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSetupCode } from '../src/modules/auth/setup-code.js';
import { ADMIN, ENGINES, postCutOffJson, startTestApp, useTestApp, type TestApp } from './support/test-app.js';

describe.each(ENGINES)('auth and accounts on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('logs the configured admin in and knows who it is', async () => {
    const res = await post('/api/auth/login', ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.email).toBe(ADMIN.email);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toEqual({ email: ADMIN.email, role: 'owner', outlets: null });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const payload of [
      { ...ADMIN, password: 'wrong-password' },
      { email: 'nobody@halwai.test', password: 'whatever1' },
    ]) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(MESSAGES.invalidCredentials);
    }
  });

  it('validates login and register bodies with the spec words', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/auth/login', { email: '', password: 'x' }, 'Email is required'],
      ['/api/auth/login', { email: 'not-an-email', password: 'x' }, 'E-mail must be valid'],
      ['/api/auth/login', { email: 'a@b.in', password: '' }, 'Password is required'],
      ['/api/auth/login', { email: 42 }, 'Email is required'],
      ['/api/auth/register', { email: 'new@halwai.test', password: 'short' }, MESSAGES.passwordTooShort],
      ['/api/auth/register', { email: 'x'.repeat(100_000) + '@b.in', password: 'long enough' }, 'E-mail must be valid'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await postCutOffJson(t.app, '/api/auth/login', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it('keeps a registered account pending until an admin approves it', async () => {
    const creds = { email: 'Cashier@Halwai.test', password: 'cashier-pass-1' };
    expect((await post('/api/auth/register', creds)).statusCode).toBe(201);
    expect((await post('/api/auth/register', creds)).statusCode).toBe(409);

    const pending = await post('/api/auth/login', creds);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(MESSAGES.accountPending);

    const accounts = (await t.asAdmin({ url: '/api/admin/accounts' })).json() as { id: number; email: string; status: string }[];
    const cashier = accounts.find((a) => a.email === 'cashier@halwai.test');
    expect(cashier?.status).toBe('pending');
    const approved = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/accounts/${cashier!.id}/status`,
      payload: { status: 'approved' },
    });
    expect(approved.json().status).toBe('approved');
    expect((await post('/api/auth/login', creds)).statusCode).toBe(200);
  });

  it('lets an admin create an approved account directly', async () => {
    const res = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/accounts',
      payload: { email: 'packer@halwai.test', password: 'packer-pass-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('approved');
    expect((await post('/api/auth/login', { email: 'packer@halwai.test', password: 'packer-pass-1' })).statusCode).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const { token } = (await post('/api/auth/login', ADMIN)).json();
    expect((await post('/api/auth/logout', {}, token)).statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });

  it('answers admin calls without or with a bad token with 401', async () => {
    expect((await t.app.inject({ url: '/api/admin/accounts' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/admin/accounts', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(MESSAGES.signInRequired);
  });
});

describe.each(ENGINES)('claiming a fresh shop started without ADMIN_EMAIL, on %s', (engine) => {
  const CODE = 'K7PM-3QXH';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, { setupCode: CODE });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const setupCodeRequired = async () => (await t.app.inject({ url: '/api/auth/register' })).json().setupCodeRequired as boolean;
  const owner = { email: 'owner@shop.test', password: 'owner-pass-1' };

  it('asks the first account for the setup code the start printed, and creates nothing without it or with a wrong one', async () => {
    expect(t.app.shopStart.setupCode).toBe(CODE);
    expect(await setupCodeRequired()).toBe(true);
    for (const [setupCode, message] of [
      [undefined, MESSAGES.setupCodeRequired],
      ['', MESSAGES.setupCodeRequired],
      ['K7PM-3QXJ', MESSAGES.setupCodeWrong],
      ['K7PM3QX', MESSAGES.setupCodeWrong],
      ['x'.repeat(41), MESSAGES.setupCodeWrong],
    ] as const) {
      const res = await register({ ...owner, ...(setupCode === undefined ? {} : { setupCode }) });
      expect(res.statusCode, String(setupCode)).toBe(setupCode?.length === 41 ? 400 : 403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toEqual({ setupCode: [message] });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: owner })).statusCode).toBe(401);
    expect(await setupCodeRequired()).toBe(true);
  });

  it('approves the first account that gives it (typed in any case, with or without the dash); later ones wait for approval', async () => {
    const first = await register({ ...owner, setupCode: ' k7pm 3qxh ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ email: owner.email, status: 'approved', message: 'Account created' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: owner })).statusCode).toBe(200);
    expect(await setupCodeRequired()).toBe(false);

    const second = await register({ email: 'stranger@shop.test', password: 'stranger-pass', setupCode: CODE });
    expect(second.statusCode).toBe(201);
    expect(second.json().status).toBe('pending');
    const third = await register({ email: 'cashier@shop.test', password: 'cashier-pass' });
    expect(third.json().status).toBe('pending');
  });
});

describe('the setup code', () => {
  it('is 8 characters nobody misreads, a new one each time, asked for only when the shop has no admin', async () => {
    const codes = Array.from({ length: 50 }, () => newSetupCode());
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const withAdmin = await startTestApp('sqlite', { SEED_DEMO: false });
    try {
      expect(withAdmin.app.shopStart.setupCode).toBeNull();
      expect((await withAdmin.app.inject({ url: '/api/auth/register' })).json()).toEqual({ setupCodeRequired: false });
    } finally {
      await withAdmin.close();
    }
  });
});
