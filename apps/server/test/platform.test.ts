import { describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from './support/test-app.js';

describe.each(ENGINES)('platform on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });

  it('reports health', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('routes API paths case-insensitively', async () => {
    const res = await t.app.inject({ url: '/API/Shop' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(t.config.SHOP_NAME);
  });

  it('answers an unknown API path with a problem+json 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('describes the API with OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('applies the migrations once', async () => {
    const { migrate } = await import('../src/db/migrate.js');
    expect(await migrate(t.database)).toEqual([]);
  });
});
