import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('headers for personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers with personal or staff data are never stored by a cache', async () => {
    const token = await t.adminToken();
    const staff = { authorization: `Bearer ${token}` };
    const answers = [
      await t.app.inject({ method: 'GET', url: '/get-order/1?key=wrong' }),
      await t.app.inject({ method: 'GET', url: '/order-successful/1?key=abc' }),
      await t.app.inject({ method: 'POST', url: '/api/Notify/OrderTotal', payload: { cartItems: [], customerName: 'A', customerMobile: '9876543210' } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@halwai.test', password: 'wrong-password' } }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: staff }),
      await t.app.inject({ method: 'GET', url: '/api/Orders/GetAllOrders', headers: staff }),
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: staff }),
      await t.app.inject({ method: 'GET', url: '/api/Items/GetProductDetails', headers: staff }),
      await t.app.inject({ method: 'GET', url: '/get-product/1', headers: staff }),
      await t.app.inject({ method: 'GET', url: '/api/catalogue', headers: staff }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-accel-expires']).toBeUndefined(); // nor kept by nginx in front (lib/http/proxy-expiry.ts)
    }
  });

  it('public catalogue answers stay cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('the content security policy shuts out base tags, framing and plugins, and images from plain http', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/shop' })).headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'))!;
    expect(imgSrc.trim().split(/\s+/).slice(1).sort()).toEqual(["'self'", 'data:', 'https:']);
  });
});
