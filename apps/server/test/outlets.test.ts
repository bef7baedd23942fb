import type { Outlet } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

const NORTH = {
  name: 'Lajpat Nagar',
  nameHi: 'लाजपत नगर',
  address: '12 Central Market, Lajpat Nagar, New Delhi',
  phone: '+91 98111 22334',
  openingHours: [{ day: 1, open: '09:00', close: '21:00' }],
  holidays: ['2026-11-09'],
  pickup: true,
  delivery: { pincodes: ['110024', '1100*'], charge: 40, freeFrom: 1500 },
  gstin: '07AAPFU0939F1ZX',
  email: 'lajpat@example.com',
  active: true,
};

describe.each(ENGINES)('outlets on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: false });
  });
  afterAll(() => t.close());

  it('a shop starts with one outlet that is the shop itself, its fields the shop\'s', async () => {
    const res = await t.asAdmin({ url: '/api/admin/outlets' });
    expect(res.statusCode, res.body).toBe(200);
    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as { name: string; address: string; phone: string };
    expect(res.json()).toEqual([
      {
        id: 1,
        name: settings.name,
        nameHi: null,
        address: settings.address,
        phone: settings.phone,
        openingHours: null,
        holidays: null,
        pickup: true,
        delivery: null,
        gstin: null,
        email: null,
        active: true,
      },
    ]);
  });

  it('staff add an outlet with its own hours, holidays, delivery area, GSTIN and email, and change it', async () => {
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/outlets', payload: NORTH });
    expect(created.statusCode, created.body).toBe(201);
    const outlet = created.json() as Outlet;
    expect(outlet).toEqual({ id: expect.any(Number), ...NORTH, phone: '9811122334' });
    expect(outlet.id).toBeGreaterThan(1);

    const changed = await t.asAdmin({ method: 'PUT', url: `/api/admin/outlets/${outlet.id}`, payload: { ...NORTH, pickup: false, delivery: null, gstin: '', active: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ pickup: false, delivery: null, gstin: null, active: false });
    const listed = (await t.asAdmin({ url: '/api/admin/outlets' })).json() as Outlet[];
    expect(listed.map((o) => o.id)).toEqual([1, outlet.id]);
  });

  it('refuses bad fields at the field, and an unknown outlet with 404, changing nothing', async () => {
    const before = (await t.asAdmin({ url: '/api/admin/outlets' })).body;
    const bad = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/outlets',
      payload: { ...NORTH, name: ' ', phone: '123', gstin: '07AAPFU0939F1ZW', email: 'not an email', delivery: { pincodes: ['11x'], charge: -1, freeFrom: null } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['delivery.charge', 'delivery.pincodes.0', 'email', 'gstin', 'name', 'phone']);
    expect(bad.json().errors.email).toEqual(['Enter an email address like outlet@example.com, or leave it empty']);
    const missing = await t.asAdmin({ method: 'PUT', url: '/api/admin/outlets/999', payload: NORTH });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Outlet with ID: 999 not found.');
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/outlets/abc', payload: NORTH })).statusCode).toBe(400);
    expect((await t.asAdmin({ url: '/api/admin/outlets' })).body).toBe(before);
  });

  it('is for signed-in admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/outlets' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/outlets', payload: NORTH })).statusCode).toBe(401);
  });
});
