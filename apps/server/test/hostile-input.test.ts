import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@halwai/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './support/event-stream.js';
import { cartLine, createCategory, createProduct, createSubcategory, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const NUL = 'Kaju\u0000Katli';
const INVISIBLE = '\u200b\u200c\u202e\u00a0';
const BEYOND_INT32 = 2 ** 31;

/** A clear 4xx in the product's shape: never a 5xx, never Fastify's own JSON. */
function expectProblem(res: LightMyRequestResponse, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const body = res.json() as { status: number; title: string; message: string; errors?: Record<string, string[]> };
  expect(body.status).toBe(status);
  expect(body.message).toEqual(expect.any(String));
  expect(res.body).not.toMatch(/stack|SQLITE|syntax|FST_/i);
  return body;
}

/** The holes an adversarial run found, one test each, on both engines (the fuzz suite covers the rest). */
describe.each(ENGINES)('hostile input on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });
  let kaju: SeededProduct;
  let categoryId: number;
  let subCategoryId: number;
  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    categoryId = await createCategory(t, 'Hostile sweets');
    subCategoryId = await createSubcategory(t, 'All', categoryId);
  });

  it('refuses a NUL character in any text, with the field named', async () => {
    expect(expectProblem(await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)], NUL))).message).toBe(MESSAGES.controlCharacters);
    const contact = expectProblem(await t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name: 'Asha', message: NUL } }));
    expect(contact).toMatchObject({ message: MESSAGES.controlCharacters, errors: { message: [MESSAGES.controlCharacters] } });
    expectProblem(await createProduct(t, { name: 'Barfi', categoryId, subCategoryId, price: 500, description: NUL }));
    expectProblem(await t.asAdmin({ method: 'POST', url: '/api/admin/categories', payload: { name: NUL } }));
    expectProblem(await t.asAdmin({ method: 'GET', url: `/api/Orders/GetAllOrders?q=${encodeURIComponent(NUL)}` }));
    expectProblem(await t.app.inject({ method: 'GET', url: '/get-product/1%00' }));
  });

  it('refuses names made only of invisible characters', async () => {
    expect(expectProblem(await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)], INVISIBLE))).message).toBe(MESSAGES.nameAndPhone);
    expectProblem(await t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name: INVISIBLE, message: 'Hello' } }));
    expectProblem(await t.asAdmin({ method: 'POST', url: '/api/admin/categories', payload: { name: INVISIBLE } }));
    expectProblem(await createProduct(t, { name: INVISIBLE, categoryId, subCategoryId, price: 500 }));
  });

  it('answers ids beyond a 32-bit integer as unknown or invalid, never 500', async () => {
    expectProblem(await postOrder(t.app, orderBody([{ ...cartLine(kaju, '1kg', 1), id: BEYOND_INT32 }])));
    expect(expectProblem(await t.asAdmin({ method: 'PUT', url: `/api/admin/accounts/${BEYOND_INT32}/status`, payload: { status: 'approved' } }), 400)).toBeTruthy();
    expectProblem(await t.asAdmin({ method: 'GET', url: `/api/admin/orders/${BEYOND_INT32}` }), 400);
    expectProblem(await t.app.inject({ method: 'GET', url: `/get-product/${BEYOND_INT32}` }), 404);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/events`, {
      authorization: `Bearer ${await t.adminToken()}`,
      'last-event-id': String(BEYOND_INT32),
    });
    expect(stream.status).toBe(200);
    await stream.next('ready');
    stream.close();
  });

  it('answers malformed multipart bodies with 400', async () => {
    for (const [type, payload] of [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nBarfi'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="thumbnailFile"; filename="a.png"\r\n\r\n\u0000'],
    ] as const) {
      const res = await t.asAdmin({ method: 'POST', url: '/api/products', headers: { 'content-type': type }, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers router errors as problem+json', async () => {
    expect(expectProblem(await t.app.inject({ method: 'GET', url: '/get-product/%' })).message).toBe(MESSAGES.addressInvalid);
    expect(expectProblem(await t.app.inject({ method: 'GET', url: '/get-product/%E0%A4%A' })).message).toBe(MESSAGES.addressInvalid);
    expect(expectProblem(await t.app.inject({ method: 'GET', url: `/get-product/${'9'.repeat(500)}` }), 414).message).toBe(MESSAGES.addressTooLong);
  });

  it('takes a thumbnail only as an http(s) address or a path on this site', async () => {
    for (const thumbnail of ['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.test/x.png']) {
      const res = await createProduct(t, { name: 'Peda', categoryId, subCategoryId, price: 400, thumbnail });
      expect(expectProblem(res).errors).toEqual({ thumbnail: [MESSAGES.thumbnailInvalid] });
    }
    expect((await createProduct(t, { name: 'Peda', categoryId, subCategoryId, price: 400, thumbnail: 'https://cdn.example.com/peda.webp' })).statusCode).toBe(201);
  });
});
