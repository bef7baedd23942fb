/** A real HTTP receiver that checks signatures, for the webhook channel's tests. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
