import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderBody, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { ENGINES, useTestApp } from './support/test-app.js';

const BUSY_CLIENTS = 20;
const LATE_CLIENTS = 40;

/**
 * Under a rush of orders, customers who connect late are answered in their turn. Node accepts one
 * new connection per turn of its event loop; if a turn ran every order waiting for the database, the
 * n-th customer to connect waited n turns while those already connected each had n orders answered
 * (over a second, for the last of 50 connections, in the benchmark). Counted, not timed.
 */
describe.each(ENGINES)('a rush of orders on %s', (engine) => {
  // Every client's order is let in (none answered 503 busy): what is counted is the turn each connection gets.
  const t = useTestApp(engine, { SEED_DEMO: false, ORDERS_IN_FLIGHT_MAX: 100 });
  let kaju: SeededProduct;
  let port: number;
  const agents: http.Agent[] = [];

  beforeAll(async () => {
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => agents.forEach((a) => a.destroy()));

  /** A customer on a connection of its own. */
  const client = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  const order = (agent: http.Agent) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/Notify/OrderTotal', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.once('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`answered ${res.statusCode}`))));
        },
      );
      req.once('error', reject);
      req.end(JSON.stringify(orderBody([cartLine(kaju, '1kg', 1)])));
    });

  it('answers customers who connect during it before those already connected have placed many more', async () => {
    let rushing = true;
    let late = false;
    const answeredWhileLateWait = new Array<number>(BUSY_CLIENTS).fill(0);
    const firstAnswers: Promise<void>[] = [];
    const busy = Array.from({ length: BUSY_CLIENTS }, (_, i) => {
      const agent = client();
      let first!: () => void;
      firstAnswers.push(new Promise<void>((r) => (first = r)));
      return (async () => {
        while (rushing) {
          await order(agent);
          if (late) answeredWhileLateWait[i]! += 1;
          first();
        }
      })();
    });
    await Promise.all(firstAnswers); // every busy customer is connected and ordering

    late = true;
    await Promise.all(Array.from({ length: LATE_CLIENTS }, () => order(client())));
    late = false;
    rushing = false;
    await Promise.all(busy);

    // In turn, each busy customer has a few answered meanwhile: 2-3 on an idle machine, up to a
    // quarter of the late count on a machine busy with other work. When one turn ran every waiting
    // order, each had one a turn until the last late customer was accepted: always half, plus one.
    expect(Math.max(...answeredWhileLateWait)).toBeLessThan(LATE_CLIENTS * 0.4);
  });
});
