import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Logins for distinct emails (so the per-account lock stays out of it), each claiming another client address. */
async function loginsWithRotatingForwardedFor(t: TestApp, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `guess-${i}@halwai.test`, password: 'not-the-password' },
      headers: { 'x-forwarded-for': forwardedFor(i) },
      remoteAddress: '127.0.0.1',
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('by default believes no X-Forwarded-For: rotating it does not reset the per-address limit', async () => {
    t = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true });
    const statuses = await loginsWithRotatingForwardedFor(t, 30, (i) => `198.51.100.${i + 1}`);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  }, 120_000);

  it('with TRUST_PROXY=loopback takes the client address a local proxy passes', async () => {
    t = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true, TRUST_PROXY: 'loopback' });
    const distinct = await loginsWithRotatingForwardedFor(t, 12, (i) => `198.51.100.${i + 1}`);
    expect(distinct.every((s) => s === 401)).toBe(true);
    const same = await loginsWithRotatingForwardedFor(t, 12, () => '203.0.113.50');
    expect(same.at(-1)).toBe(429);
  }, 120_000);

  it('reads loopback, a hop count or addresses and CIDRs, and names the variable when it cannot', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
