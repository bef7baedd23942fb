/**
 * A fake Razorpay on loopback, speaking the documented calls the shop uses: Payment Links, fetching
 * a payment and refunds (basic auth checked), and a payment page that returns to the link's
 * `callback_url` with a correct or a forged `razorpay_signature`. It can go down (connections
 * dropped) or hang (no answer). Plain erasable TypeScript, so Node runs it as it is (fake-razorpay-server.ts).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLink {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  callback_url: string;
  customer: { name?: string; contact?: string };
  status: 'created' | 'paid';
  paymentId: string | null;
  notes: Record<string, string>;
}

export interface FakePayment {
  id: string;
  amount: number;
  method: string;
  status: 'captured';
  linkId: string;
}

export type FakeMode = 'up' | 'down' | 'hang';

export interface FakeRazorpay {
  /** The API base, as RAZORPAY_API_URL: `http://127.0.0.1:{port}/v1`. */
  apiUrl: string;
  links: FakeLink[];
  payments: FakePayment[];
  refunds: { id: string; paymentId: string; amount: number }[];
  /** Every API call (not the payment page), with whether its basic auth was right. */
  calls: { method: string; path: string; authorised: boolean; body: unknown }[];
  setMode(mode: FakeMode): void;
  /** The next refunds are refused with this description (HTTP 400); null to accept them again. */
  refuseRefunds(description: string | null): void;
  /** Pays a link as the payment page would, without a browser: the payment and the return address. */
  pay(linkId: string, options?: { method?: string; forge?: boolean }): { payment: FakePayment; returnUrl: string };
  /** A webhook body and its headers, signed with the webhook secret unless `sign` is false. */
  webhook(
    event: 'payment_link.paid' | 'payment.captured',
    payment: FakePayment,
    options?: { amount?: number; sign?: boolean; eventId?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  port?: number;
}): Promise<FakeRazorpay> {
  const { keyId, keySecret, webhookSecret } = options;
  const links: FakeLink[] = [];
  const payments: FakePayment[] = [];
  const refunds: FakeRazorpay['refunds'] = [];
  const calls: FakeRazorpay['calls'] = [];
  let mode: FakeMode = 'up';
  let refusal: string | null = null;
  let serial = 0;
  const next = (prefix: string) => `${prefix}_Fake${String(++serial).padStart(6, '0')}`;
  const hanging = new Set<http.ServerResponse>();

  function pay(linkId: string, { method = 'upi', forge = false }: { method?: string; forge?: boolean } = {}) {
    const link = links.find((l) => l.id === linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const payment: FakePayment = { id: next('pay'), amount: link.amount, method, status: 'captured', linkId };
    payments.push(payment);
    link.status = 'paid';
    link.paymentId = payment.id;
    const signature = hmac(forge ? 'not-the-key-secret' : keySecret, `${link.id}|${link.reference_id}|paid|${payment.id}`);
    const url = new URL(link.callback_url);
    url.searchParams.set('razorpay_payment_id', payment.id);
    url.searchParams.set('razorpay_payment_link_id', link.id);
    url.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
    url.searchParams.set('razorpay_payment_link_status', 'paid');
    url.searchParams.set('razorpay_signature', signature);
    return { payment, returnUrl: url.toString() };
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (url.pathname === '/health') return json(res, 200, { ok: true });
      if (url.pathname.startsWith('/pay/')) return payPage(url, res);
      if (mode === 'down') return req.socket.destroy();
      if (mode === 'hang') return void hanging.add(res);
      const raw = Buffer.concat(chunks).toString('utf8');
      const body: unknown = raw ? JSON.parse(raw) : null;
      const authorised = req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      calls.push({ method: req.method ?? '', path: url.pathname, authorised, body });
      if (!authorised) return json(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });

      if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
        const b = body as Partial<FakeLink> & { amount?: number };
        if (links.some((l) => l.reference_id === b.reference_id))
          return json(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Reference Id should be unique' } });
        const link: FakeLink = {
          id: next('plink'),
          amount: Number(b.amount),
          currency: String(b.currency),
          reference_id: String(b.reference_id),
          callback_url: String(b.callback_url),
          customer: b.customer ?? {},
          status: 'created',
          paymentId: null,
          notes: (b as { notes?: Record<string, string> }).notes ?? {},
        };
        links.push(link);
        const address = server.address() as AddressInfo;
        return json(res, 200, { id: link.id, amount: link.amount, reference_id: link.reference_id, status: 'created', short_url: `http://127.0.0.1:${address.port}/pay/${link.id}` });
      }
      const paymentPath = url.pathname.match(/^\/v1\/payments\/([^/]+)(\/refund)?$/);
      const payment = paymentPath ? payments.find((p) => p.id === decodeURIComponent(paymentPath[1]!)) : undefined;
      if (paymentPath && !payment) return json(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      if (req.method === 'GET' && payment && !paymentPath![2]) return json(res, 200, { id: payment.id, amount: payment.amount, method: payment.method, status: payment.status, currency: 'INR' });
      if (req.method === 'POST' && payment && paymentPath![2]) {
        if (refusal) return json(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: refusal } });
        const refund = { id: next('rfnd'), paymentId: payment.id, amount: Number((body as { amount?: number }).amount) };
        refunds.push(refund);
        return json(res, 200, { id: refund.id, entity: 'refund', amount: refund.amount, payment_id: payment.id, status: 'processed' });
      }
      return json(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
    });
  });

  /** The payment page: pay (returns with the right signature) or return with a forged one. */
  function payPage(url: URL, res: http.ServerResponse) {
    const [, , linkId, action] = url.pathname.split('/');
    const link = links.find((l) => l.id === linkId);
    if (!link) return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such link');
    if (action === 'complete') {
      const { returnUrl } = pay(link.id, { method: url.searchParams.get('method') ?? 'upi', forge: url.searchParams.get('forge') === '1' });
      return res.writeHead(302, { location: returnUrl }).end();
    }
    const rupees = (link.amount / 100).toFixed(2);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Razorpay</title></head>
<body><main><h1>Fake Razorpay</h1><p>Pay ₹${rupees} to the shop (${link.reference_id})</p>
<p><a href="/pay/${link.id}/complete?method=upi">Pay ₹${rupees} by UPI</a></p>
<p><a href="/pay/${link.id}/complete?method=card&amp;forge=1">Return with a forged signature</a></p></main></body></html>`);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    links,
    payments,
    refunds,
    calls,
    setMode(value) {
      mode = value;
      if (value !== 'hang') {
        for (const res of hanging) res.destroy();
        hanging.clear();
      }
    },
    refuseRefunds: (description) => (refusal = description),
    pay,
    webhook(event, payment, { amount = payment.amount, sign = true, eventId = next('evt') } = {}) {
      const link = links.find((l) => l.id === payment.linkId)!;
      // As Razorpay does, the link's notes are copied onto its payment.
      const entity = { id: payment.id, entity: 'payment', amount, currency: 'INR', status: 'captured', method: payment.method, notes: link.notes };
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: event === 'payment_link.paid' ? ['payment_link', 'order', 'payment'] : ['payment'],
        payload: {
          payment: { entity },
          ...(event === 'payment_link.paid'
            ? { payment_link: { entity: { id: link.id, amount: link.amount, amount_paid: amount, reference_id: link.reference_id, status: 'paid' } } }
            : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': eventId };
      if (sign) headers['x-razorpay-signature'] = hmac(webhookSecret, body);
      return { body, headers };
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
