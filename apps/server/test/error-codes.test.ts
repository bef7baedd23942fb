import fs from 'node:fs';
import path from 'node:path';
import { allMessages, isMessageCode, messageCatalog, type MessageCatalog, type NamedMessage, type Problem } from '@halwai/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

// The Hindi of every code, as the web app ships it: a code without Hindi fails here too.
const HINDI = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../web/src/i18n/locales/hi/messages.json'), 'utf8'));
const hindiOf = (code: string): unknown => code.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], HINDI);

/** The English a code and its values make, as a client without the sentence would make it. */
function englishOf(code: string, params: Record<string, string | number>): string {
  const [group, key] = code.split('.') as [keyof MessageCatalog, string];
  const value = (messageCatalog()[group] as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  const make = value as NamedMessage<unknown[]>;
  return make(...make.paramNames.map((name) => params[name]));
}

/** A refusal as the API must give it: its code a known one with Hindi, its values making its very sentence. */
function expectCoded(res: LightMyRequestResponse, status: number, code: string, params: Record<string, unknown> = {}): Problem {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = res.json() as Problem;
  expect(problem).toMatchObject({ status, code, params });
  expect(isMessageCode(problem.code), problem.code).toBe(true);
  expect(typeof hindiOf(problem.code), `Hindi of ${problem.code}`).toBe('string');
  expect(englishOf(problem.code, problem.params)).toBe(problem.message);
  for (const [field, messages] of Object.entries(problem.errors ?? {})) {
    const codes = problem.codes?.[field] ?? [];
    expect(codes, field).toHaveLength(messages.length);
    codes.forEach((said, i) => {
      expect(typeof hindiOf(said.code), `Hindi of ${said.code}`).toBe('string');
      expect(englishOf(said.code, said.params), field).toBe(messages[i]);
    });
  }
  return problem;
}

describe.each(ENGINES)('refusals carry codes on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '500 g': 600 });
    await t.database.db.updateTable('products').set({ name_hi: 'काजू कतली' }).where('id', '=', kaju.id).execute();
  });

  const settings = async (change: Record<string, unknown>) => {
    const current = (await t.asAdmin({ method: 'GET', url: '/api/admin/settings' })).json() as Record<string, unknown>;
    expect((await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...current, ...change } })).statusCode).toBe(200);
  };

  it('on an order: an empty cart, a bad mobile, the minimum, a changed price with the product’s Hindi name', async () => {
    expectCoded(await postOrder(t.app, orderBody([])), 400, 'common.cartEmpty');
    expectCoded(await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 1)], 'Asha', '12345')), 400, 'common.nameAndPhone');
    await settings({ minimumOrder: 1000 });
    expectCoded(await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 1)])), 400, 'common.minimumOrder', { rupees: 1000 });
    await settings({ minimumOrder: 0 });
    const stale = expectCoded(await postOrder(t.app, orderBody([{ ...cartLine(kaju, '500 g', 1), price: 1 }])), 409, 'common.priceChanged', {
      name: 'Kaju Katli',
      label: '500 g',
      nameHi: 'काजू कतली',
    });
    expect(stale.codes?.['cartItems.0']).toEqual([{ code: 'common.priceChanged', params: { name: 'Kaju Katli', label: '500 g', nameHi: 'काजू कतली' } }]);
  });

  it('on stock: sold out, naming the product and its pack', async () => {
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: 0 } })).statusCode).toBe(200);
    const soldOut = await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 1)]));
    // A product with no stock left is unavailable before its stock is even counted.
    expect(['common.itemUnavailable', 'stock.soldOut']).toContain(soldOut.json().code);
    expectCoded(soldOut, 409, soldOut.json().code, { name: 'Kaju Katli' });
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${kaju.id}/stock`, payload: { stock: null } })).statusCode).toBe(200);
  });

  it('on offers: unknown, expired, with the code the customer typed', async () => {
    const cart = [cartLine(kaju, '500 g', 1)];
    expectCoded(await t.app.inject({ method: 'POST', url: '/api/offers/check', payload: { offerCode: 'NOPE', cartItems: cart } }), 400, 'offer.unknown', { code: 'NOPE' });
    expect((await t.asAdmin({ method: 'POST', url: '/api/admin/offers', payload: { code: 'OLD10', type: 'percent', value: 10, endsAt: '2020-01-01' } })).statusCode).toBe(201);
    const expired = expectCoded(await t.app.inject({ method: 'POST', url: '/api/offers/check', payload: { offerCode: 'OLD10', cartItems: cart } }), 400, 'offer.expired', { code: 'OLD10' });
    expect(expired.codes?.offerCode).toEqual([{ code: 'offer.expired', params: { code: 'OLD10' } }]);
  });

  it('while the shop is closed', async () => {
    await settings({ openingHours: [], ordersWhenClosed: 'refuse' });
    expectCoded(await postOrder(t.app, orderBody([cartLine(kaju, '500 g', 1)])), 409, 'hours.closedForGood');
    await settings({ openingHours: null, ordersWhenClosed: 'next-open' });
  });

  it('on sign-in: a wrong password, then the account locked, with the minutes to wait', async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@halwai.test', password: 'wrong-password-1' } });
    expectCoded(await login(), 401, 'common.invalidCredentials');
    let last = await login();
    for (let i = 0; i < 10 && last.statusCode !== 429; i++) last = await login();
    expectCoded(last, 429, 'common.loginLocked', { minutes: expect.any(Number) });
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('on a form: each field’s rule coded beside its sentence', async () => {
    const res = await t.asAdmin({ method: 'POST', url: '/api/admin/categories', payload: { name: 'x'.repeat(200) } });
    const problem = expectCoded(res, 400, 'common.tooLong', { max: 60 });
    expect(problem.codes?.name).toEqual([{ code: 'common.tooLong', params: { max: 60 } }]);
  });

  it('on what is not there, or not even a request', async () => {
    expectCoded(await t.app.inject({ url: '/get-product/99999' }), 404, 'common.productNotFound', { id: '99999' });
    expectCoded(await t.app.inject({ url: '/api/no-such-thing' }), 404, 'common.notFound');
    expectCoded(await t.app.inject({ url: '/api/admin/offers' }), 401, 'common.signInRequired');
    const badJson = await t.app.inject({ method: 'POST', url: '/api/Notify/OrderTotal', headers: { 'content-type': 'application/json' }, payload: '{"cart' });
    expect(badJson.json()).toMatchObject({ status: 400, code: 'common.invalidRequest', params: {} });
  });

  it('every code of the catalogue has its Hindi, and is listed in the OpenAPI description', async () => {
    const description = (await t.app.inject({ url: '/api/docs/json' })).json().info.description as string;
    for (const [code] of allMessages()) {
      expect(typeof hindiOf(code), code).toBe('string');
      expect(description, code).toContain(`\`${code}\``);
    }
    expect(description).toContain('- `stock.soldOut`: {name} ({label}) is sold out');
  });
});
