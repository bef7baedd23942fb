import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from './support/prometheus.js';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';

/** GET over a real connection; the raw answer, nothing decoded. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; names: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            names: res.rawHeaders.filter((_, i) => i % 2 === 0),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .once('error', reject);
  });
}

/** The answer without what differs from one answer to the next (the second it was made in). */
const comparable = (answer: Awaited<ReturnType<typeof get>>) => {
  const { date: _date, 'x-accel-expires': expiry, ...headers } = answer.headers;
  expect(expiry).toMatch(/^@\d+$/);
  return {
    status: answer.status,
    headers,
    names: answer.names.filter((n) => n !== 'Date'),
    body: answer.body.toString('base64'),
  };
};

type Answer = Awaited<ReturnType<typeof get>>;

/**
 * A connection of our own, to send requests as bytes (several in one write, or one split in two)
 * and read the answers in order, as wrk and browsers send them.
 */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  const answers: Answer[] = [];
  let waiting: { count: number; resolve: () => void } | null = null;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (;;) {
      const blank = received.indexOf('\r\n\r\n');
      if (blank === -1) break;
      const [statusLine, ...fields] = received.toString('latin1', 0, blank).split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      const names: string[] = [];
      for (const field of fields) {
        const colon = field.indexOf(':');
        names.push(field.slice(0, colon));
        headers[field.slice(0, colon).toLowerCase()] = field.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (received.length < blank + 4 + length) break;
      answers.push({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        names,
        body: received.subarray(blank + 4, blank + 4 + length),
      });
      received = received.subarray(blank + 4 + length);
    }
    if (waiting && answers.length >= waiting.count) waiting.resolve();
  });
  return {
    socket,
    answers,
    closed,
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, 'latin1', () => resolve())),
    /** Resolves once `count` answers in all have come. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        if (answers.length >= count) return resolve();
        waiting = { count, resolve };
      }),
  };
}

const plainGet = (path: string, ...fields: string[]) =>
  `GET ${path} HTTP/1.1\r\nHost: shop\r\n${fields.map((f) => `${f}\r\n`).join('')}\r\n`;

describe.each(ENGINES)('the cached catalogue straight from node:http on %s', (engine) => {
  let t: TestApp;
  let base: string;
  const lines: { reqId: string; req: { url: string; remoteAddress?: string }; res: { statusCode: number } }[] = [];
  const shortLines = () => lines.filter((l) => l.reqId.startsWith('short-'));

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      {
        logStream: {
          // The request log's lines only.
          write: (chunk) =>
            void lines.push(
              ...chunk
                .split('\n')
                .filter((l) => l.includes('"reqId"'))
                .map((l) => JSON.parse(l)),
            ),
        },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it('answers byte for byte as the route does (another spelling of the path goes to the route), and logs each answer', async () => {
    const first = await get(`${base}/api/catalogue`, { 'accept-encoding': 'gzip' }); // builds the cache, through the route
    const etag = first.headers.etag!;
    for (const [path, route] of [
      ['/api/catalogue', '/API/Catalogue'],
      ['/catalogue', '/Catalogue/'],
    ] as const) {
      // The route answers until the body is cached and compressed: a client taking brotli alone is
      // answered here only once brotli is made, and gzip comes before it.
      for (let tries = 0; tries < 50; tries++) {
        lines.length = 0;
        await get(`${base}${path}`, { 'accept-encoding': 'br' });
        if (shortLines().length > 0) break;
      }
      for (const headers of <Record<string, string>[]>[
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'gzip, deflate, br' },
        {},
        { 'accept-encoding': 'gzip', 'if-none-match': etag },
        { 'if-none-match': `W/${etag}, "other"` },
      ]) {
        // The route answers until the body is cached and compressed in the form asked for.
        for (let tries = 0; tries < 50; tries++) {
          lines.length = 0;
          await get(`${base}${path}`, headers);
          if (shortLines().length > 0) break;
        }
        lines.length = 0;
        const fast = await get(`${base}${path}`, headers);
        expect(shortLines()).toHaveLength(1);
        const reference = await get(`${base}${route}`, headers);
        expect(shortLines()).toHaveLength(1);
        expect(comparable(fast)).toEqual(comparable(reference));
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatchObject({ req: { url: path, remoteAddress: '127.0.0.1' }, res: { statusCode: fast.status } });
      }
    }
    const notModified = await get(`${base}/api/catalogue`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.body.length).toBe(0);
  });

  it("counts its answers in the request metrics, together with the route's answers to the same path", async () => {
    const scrape = async () => (await get(`${base}/metrics`)).body.toString();
    const gzip = { 'accept-encoding': 'gzip' };
    for (let tries = 0; tries < 50; tries++) {
      lines.length = 0;
      await get(`${base}/api/catalogue`, gzip);
      if (shortLines().length > 0) break;
    }
    const before = await scrape();
    lines.length = 0;
    for (let i = 0; i < 3; i++) await get(`${base}/api/catalogue`, gzip);
    await get(`${base}/API/catalogue`, gzip); // the route, with the same labels
    expect(shortLines()).toHaveLength(3);
    const after = await scrape();
    const labels = { method: 'GET', route: '/api/catalogue', status: '200' };
    for (const name of ['halwai_http_requests_total', 'halwai_http_request_duration_seconds_count'])
      expect(sample(after, name, labels) - sample(before, name, labels), name).toBe(4);
    expect(sample(after, 'halwai_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      sample(after, 'halwai_http_requests_total', labels),
    );
  });

  it('leaves a staff request, a query string and a change to the route, and serves the new catalogue after a change', async () => {
    const token = await t.adminToken();
    lines.length = 0;
    const staff = await get(`${base}/api/catalogue`, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
    expect(staff.headers['cache-control']).toBe('no-store');
    await get(`${base}/api/catalogue?fresh=1`);
    expect(shortLines()).toHaveLength(0);

    const before = await get(`${base}/api/catalogue`);
    const item = (JSON.parse(before.body.toString()) as { items: { id: number; isAvailable: boolean }[] }).items[0]!;
    const toggled = await t.asAdmin({ method: 'PUT', url: `/api/Items/ToggleProductAvailability/ToggleAvailability/${item.id}` });
    expect(toggled.statusCode).toBe(200);
    const after = await get(`${base}/api/catalogue`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const again = JSON.parse(after.body.toString()) as { items: { id: number; isAvailable: boolean }[] };
    expect(again.items.find((i) => i.id === item.id)!.isAvailable).toBe(!item.isAvailable);
  });

  it('answers reads sent together on one connection in order, with the route between them', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    for (let tries = 0; tries < 50; tries++) {
      lines.length = 0;
      await get(`${base}/api/catalogue`, gzip);
      if (shortLines().length > 0) break;
    }
    const reference = comparable(await get(`${base}/API/Catalogue`, gzip));
    const etag = reference.headers.etag as string;
    const connection = rawConnection((t.app.server.address() as AddressInfo).port);
    lines.length = 0;
    await connection.send(
      plainGet('/api/catalogue', 'Accept-Encoding: gzip') +
        plainGet('/api/catalogue', `If-None-Match: ${etag}`) +
        plainGet('/API/Catalogue', 'Accept-Encoding: gzip') +
        plainGet('/api/catalogue', 'Accept-Encoding: gzip', 'Connection: keep-alive'),
    );
    await connection.until(4);
    const [first, notModified, ...rest] = connection.answers.map(comparable);
    for (const answer of [first, ...rest]) expect(answer).toEqual(reference);
    expect(notModified).toMatchObject({ status: 304, body: '', headers: { etag } });
    expect(lines.map((l) => l.reqId.startsWith('short-'))).toEqual([true, true, false, true]);
    expect(connection.socket.destroyed).toBe(false);
    connection.socket.destroy();
  });
});

describe('keep-alive connections, when the server closes', () => {
  it('are ended while idle, so closing does not wait for them', async () => {
    const t = await startTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    for (let tries = 0; tries < 50; tries++) {
      const connection = rawConnection(port);
      await connection.send(plainGet('/api/catalogue'));
      await connection.until(1);
      connection.socket.destroy();
      if (connection.answers[0]!.status === 200 && connection.answers[0]!.headers['content-type']) break;
    }
    const idle = rawConnection(port);
    await idle.send(plainGet('/api/catalogue'));
    await idle.until(1);
    await t.close();
    await idle.closed;
    expect(idle.answers).toHaveLength(1);
  });
});
