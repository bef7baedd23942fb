import { MESSAGES } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SEED_DEMO: false, RATE_LIMIT: true });
  });
  afterAll(() => t.close());

  it('answer a burst of logins from one address with 429 and the product words', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `guess-${i}@halwai.test`, password: 'not-the-password' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().message).toBe(MESSAGES.tooManyRequests);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limit get-in-touch messages per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name: 'Asha', message: `hello ${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
