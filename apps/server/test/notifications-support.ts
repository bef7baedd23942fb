import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CartLine } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/schema.js';

/** Receivers and clients the notification tests talk to: a real SMTP server, a real HTTP receiver, an SSE reader. */

export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  ms = 5000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// A tiny MIME reader: enough to read what nodemailer sends (multipart/alternative, QP or base64).

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, '\n'); // SMTP carries lines as CRLF
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  eventId: string | undefined;
  text: string;
  html: string;
  receivedAt: number;
}

export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo' | 'receivedAt'> {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\r\n/, ''));
      parts.push({
        type: part.headers.get('content-type') ?? 'text/plain',
        content: decodeBody(part.headers, part.body.replace(/\r\n$/, '')),
      });
    }
  } else {
    parts.push({ type, content: decodeBody(headers, body) });
  }
  return {
    headers,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    from: decodeEncodedWords(headers.get('from') ?? ''),
    to: decodeEncodedWords(headers.get('to') ?? ''),
    eventId: headers.get('x-halwai-event-id'),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

// ---------------------------------------------------------------------------------------------

export interface SmtpInbox {
  /** smtp://shop:secret@127.0.0.1:{port}: the tests also prove the user and password in SMTP_URL are used. */
  url: string;
  messages: ReceivedMail[];
  /** Answer the next `n` messages with a temporary failure (451). */
  rejectNext(n: number): void;
  /** While down, every message is refused. */
  setDown(down: boolean): void;
  byEvent(eventId: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port, keeping what it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let rejecting = 0;
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (down || rejecting > 0) {
          rejecting = Math.max(0, rejecting - 1);
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://shop:secret@127.0.0.1:${port}`,
    messages,
    rejectNext: (n) => (rejecting = n),
    setDown: (value) => (down = value),
    byEvent: (eventId) => messages.filter((m) => m.eventId === eventId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------

export interface WebhookCall {
  eventId: string | undefined;
  signatureValid: boolean;
  body: { id: string; type: string; createdAt: string; data: unknown };
  rawBody: string;
  headers: http.IncomingHttpHeaders;
  answered: number;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  /** Answer the next `n` calls with HTTP 500. */
  failNext(n: number): void;
  /** While down, connections are dropped without an answer. */
  setDown(down: boolean): void;
  byEvent(eventId: string): WebhookCall[];
  delivered(eventId: string): WebhookCall[];
  close(): Promise<void>;
}

export const verifySignature = (secret: string, rawBody: string, header: string | undefined) => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** A real HTTP receiver on a random loopback port that checks each call's signature. */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  let failing = 0;
  let down = false;
  const server = http.createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const answered = failing > 0 ? 500 : 200;
      failing = Math.max(0, failing - 1);
      calls.push({
        eventId: req.headers['x-halwai-event-id'] as string | undefined,
        signatureValid: verifySignature(secret, rawBody, req.headers['x-halwai-signature'] as string | undefined),
        body: JSON.parse(rawBody) as WebhookCall['body'],
        rawBody,
        headers: req.headers,
        answered,
        at: Date.now(),
      });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/halwai`,
    calls,
    failNext: (n) => (failing = n),
    setDown: (value) => (down = value),
    byEvent: (eventId) => calls.filter((c) => c.eventId === eventId),
    delivered: (eventId) => calls.filter((c) => c.eventId === eventId && c.answered === 200),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  at: number;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** The next event after those already taken with `next`, waiting up to `ms`. */
  next(name?: string, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream with plain node:http and reads its frames as they come. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      let taken = 0;
      let buffer = '';
      let onEnd!: () => void;
      const ended = new Promise<void>((r) => (onEnd = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const frame: { id?: string; event?: string; data?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = line.slice(6);
          }
          if (frame.event || frame.data) {
            events.push({
              id: frame.id,
              event: frame.event ?? 'message',
              data: frame.data ? JSON.parse(frame.data) : null,
              at: Date.now(),
            });
          }
        }
      });
      res.on('end', onEnd);
      res.on('close', onEnd);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        async next(name, ms = 2000) {
          const found = await waitFor(
            () => {
              const index = events.findIndex((e, i) => i >= taken && (name === undefined || e.event === name));
              return index >= 0 ? { index } : undefined;
            },
            ms,
            `event ${name ?? '(any)'}`,
          );
          taken = found.index + 1;
          return events[found.index]!;
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------

export interface Product {
  id: number;
  name: string;
  prices: Record<string, number>;
}

/** A product straight in the database, so these tests depend on no seed and no product API. */
export async function addProduct(db: Kysely<Database>, name: string, prices: Record<string, number>): Promise<Product> {
  const now = new Date().toISOString();
  const category = await db
    .insertInto('categories')
    .values({ name: `Notifications test ${name}`, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sub = await db
    .insertInto('subcategories')
    .values({ category_id: category.id, name: 'All', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      name,
      category_id: category.id,
      sub_category_id: sub.id,
      price_paise: Math.round(Object.values(prices)[0]! * 100),
      price_unit: 'kg',
      item_type: 'ByKilo',
      thumbnail: '',
      description: '',
      discount_percent: 0,
      is_available: 1,
      featured: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_prices')
    .values(
      Object.entries(prices).map(([label, rupees], position) => ({
        product_id: product.id,
        label,
        price_paise: Math.round(rupees * 100),
        position,
      })),
    )
    .execute();
  return { id: product.id, name, prices };
}

export const cartLine = (p: Product, label: string, quantity: number): CartLine => ({
  id: p.id,
  name: p.name,
  price: p.prices[label]!,
  selectedWeight: label,
  quantity,
  thumbnail: '/logo.svg',
});

/** Places an order through the real route; returns its id. */
export async function placeOrder(
  app: FastifyInstance,
  cartItems: CartLine[],
  customerName = 'Asha Verma',
  customerMobile = '9876543210',
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Notify/OrderTotal',
    payload: { cartItems, customerName, customerMobile },
  });
  if (res.statusCode !== 201) throw new Error(`placing the order failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** The event id of an order's 'order.placed' notification. */
export async function orderEventId(db: Kysely<Database>, orderId: number): Promise<string> {
  const row = await db
    .selectFrom('notification_outbox')
    .select('event_id')
    .where('kind', '=', 'order.placed')
    .where('subject_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.event_id;
}
