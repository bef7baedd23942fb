/**
 * Fake WhatsApp Cloud API and MSG91 (Flow and SendOTP) on loopback, for the customer messages' and sign-in tests: they
 * record every call and can be told to answer 5xx, 4xx, hang, or go down.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The status answered; 0 when the call was dropped or left hanging. */
  answered: number;
}

/** How the next calls are answered; 'ok' once the list runs out. */
export type Behaviour = 'ok' | '5xx' | '4xx' | 'hang' | 'down';

export interface FakeProvider {
  /** The address to configure (WHATSAPP_API_URL or MSG91_API_URL). */
  url: string;
  calls: ProviderCall[];
  /** The calls that were accepted. */
  accepted(): ProviderCall[];
  /** Answer the next calls so, one behaviour per call. */
  next(...behaviours: Behaviour[]): void;
  /** Answer every call so until told otherwise. */
  always(behaviour: Behaviour): void;
  close(): Promise<void>;
}

interface Answers {
  ok(call: ProviderCall, n: number): { status: number; body: unknown };
  refused: { status: number; body: unknown };
  failing: { status: number; body: unknown };
}

async function startFakeProvider(basePath: string, answers: Answers): Promise<FakeProvider> {
  const calls: ProviderCall[] = [];
  const queue: Behaviour[] = [];
  let standing: Behaviour = 'ok';
  const hanging = new Set<http.ServerResponse>();
  let accepted = 0;
  const server = http.createServer((req, res) => {
    const behaviour = queue.shift() ?? standing;
    if (behaviour === 'down') {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      const call: ProviderCall = { method: req.method ?? '', path: (req.url ?? '').replace(basePath, ''), headers: req.headers, body, answered: 0 };
      calls.push(call);
      if (behaviour === 'hang') {
        hanging.add(res);
        return;
      }
      const answer = behaviour === 'ok' ? answers.ok(call, ++accepted) : behaviour === '4xx' ? answers.refused : answers.failing;
      call.answered = answer.status;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    calls,
    accepted: () => calls.filter((c) => c.answered >= 200 && c.answered < 300),
    next: (...behaviours) => queue.push(...behaviours),
    always: (behaviour) => {
      queue.length = 0;
      standing = behaviour;
    },
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Meta's Graph API for WhatsApp: `POST /v21.0/{phone-number-id}/messages`, answering a `wamid` per message. */
export function startFakeWhatsApp(): Promise<FakeProvider> {
  return startFakeProvider('/v21.0', {
    ok: (call, n) => {
      const to = (call.body as { to?: string }).to ?? '';
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.fake${n}` }] } };
    },
    refused: {
      status: 400,
      body: {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          type: 'OAuthException',
          code: 132001,
          error_data: { messaging_product: 'whatsapp', details: 'template name (order_ready) does not exist in en' },
        },
      },
    },
    failing: { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } },
  });
}

/** MSG91's v5 API: `POST /api/v5/flow`, answering `{type, message}`; `POST /api/v5/otp?…` (SendOTP), answering `{type, request_id}`. */
export function startFakeMsg91(): Promise<FakeProvider> {
  return startFakeProvider('/api/v5', {
    ok: (call, n) =>
      call.path.startsWith('/otp?')
        ? { status: 200, body: { type: 'success', request_id: `msg91-otp-${n}` } }
        : { status: 200, body: { type: 'success', message: `msg91-request-${n}` } },
    refused: { status: 400, body: { type: 'error', message: 'Template ID is not valid' } },
    failing: { status: 502, body: { type: 'error', message: 'Bad gateway' } },
  });
}
