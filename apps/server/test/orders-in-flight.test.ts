import { MESSAGES } from '@halwai/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, countRows, orderBody, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { sample } from './support/prometheus.js';
import { ENGINES, useTestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const MAX = 2;

/**
 * Past ORDERS_IN_FLIGHT_MAX orders being placed on one instance, the next is refused at once with a
 * 503 and Retry-After, never left waiting. The orders are held in flight by a real slow path: the
 * test holds a lock on the orders table that every order's INSERT waits for (PostgreSQL).
 */
describe.each(ENGINES.filter((e) => e === 'postgres'))('orders in flight on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false, ORDERS_IN_FLIGHT_MAX: MAX });
  let kaju: SeededProduct;
  let holder: pg.Client;

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
  });

  const inFlight = async () => sample((await t.app.inject({ method: 'GET', url: '/metrics' })).body, 'halwai_orders_in_flight');
  const order = (key: string) => postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)]), { 'idempotency-key': key });

  it('answers the order past the limit 503 with Retry-After at once, and takes it once places are free', async () => {
    const before = await countRows(t.database.db, 'orders');
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders IN SHARE MODE'); // reads go on; every INSERT waits
    const held = [order('in-flight-1'), order('in-flight-2')];
    await waitFor(async () => (await inFlight()) === MAX, 10_000, 'both orders in flight');

    const refused = await order('in-flight-3');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 503, code: 'common.orderBusy', message: MESSAGES.orderBusy });
    // Answered while the other two still wait: it never queued behind them.
    expect(await inFlight()).toBe(MAX);

    await holder.query('COMMIT');
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await order('in-flight-3')).statusCode).toBe(201);
    expect((await countRows(t.database.db, 'orders')) - before).toBe(3);
    expect(await inFlight()).toBe(0);
  });

  it('answers a keyed order sent twice at once, racing for the last box, with the one order both times', async () => {
    const box = await seedProduct(t.database.db, 'Festival Box', { '1kg': 1500 });
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/products/${box.id}/stock`, payload: { stock: 1 } })).statusCode).toBe(200);
    const before = await countRows(t.database.db, 'orders');
    const body = orderBody([cartLine(box, '1kg', 1)], 'Last Box');
    // Both held at the orders' INSERT, then let go together: one takes the box, the other finds none
    // left, and answers the first one's order rather than "sold out".
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders IN SHARE MODE');
    const twins = [postOrder(t.app, body, { 'idempotency-key': 'last-box' }), postOrder(t.app, body, { 'idempotency-key': 'last-box' })];
    await waitFor(async () => (await inFlight()) === 2, 10_000, 'both tries in flight');
    await holder.query('COMMIT');
    const answers = await Promise.all(twins);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect((await countRows(t.database.db, 'orders')) - before).toBe(1);
    const left = await t.database.db.selectFrom('products').select('stock_milli').where('id', '=', box.id).executeTakeFirstOrThrow();
    expect(Number(left.stock_milli)).toBe(0);
  });
});
