import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the shop needs to speak to Razorpay; all three secrets set, or online payment is off. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** `https://api.razorpay.com/v1`, without a trailing slash. */
  apiUrl: string;
}

/** Razorpay could not be reached, did not answer in time, or failed on its side (5xx). */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** Razorpay answered, and said no (4xx): its own description of why. */
export class GatewayRefused extends Error {
  override name = 'GatewayRefused';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A call that has no answer in this long has failed: the customer hears of it within 10 s in all. */
export const GATEWAY_TIMEOUT_MS = 8_000;

export interface NewPaymentLink {
  amountPaise: number;
  referenceId: string;
  description: string;
  customer: { name: string; contact: string };
  callbackUrl: string;
  /** Unix seconds. */
  expireBy: number;
  notes: Record<string, string>;
}

export interface GatewayPayment {
  id: string;
  amountPaise: number;
  method: string | null;
  status: string;
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compares two hex signatures in constant time; a missing or malformed one never matches. */
function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Razorpay's documented calls, and nothing else: Payment Links (`POST /payment_links`), fetching a
 * payment and refunding one, with basic auth of the key id and secret; and the two signatures it
 * sends back. The secrets never leave this module: errors carry Razorpay's description only.
 */
export function createRazorpayClient(settings: RazorpaySettings, { timeoutMs = GATEWAY_TIMEOUT_MS } = {}) {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new GatewayUnavailable(timedOut ? `Razorpay did not answer within ${timeoutMs / 1000} s` : 'Razorpay could not be reached', {
        cause: err,
      });
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status >= 500 || (response.ok && json === null)) throw new GatewayUnavailable(`Razorpay answered HTTP ${response.status}`);
    if (!response.ok) {
      const description = (json as { error?: { description?: unknown } } | null)?.error?.description;
      throw new GatewayRefused(response.status, typeof description === 'string' ? description.slice(0, 300) : `Razorpay answered HTTP ${response.status}`);
    }
    return json as T;
  }

  return {
    /** Creates a Payment Link; the customer pays at its `short_url`. */
    async createPaymentLink(link: NewPaymentLink): Promise<{ id: string; shortUrl: string }> {
      const created = await call<{ id?: unknown; short_url?: unknown }>('POST', '/payment_links', {
        amount: link.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: link.referenceId,
        description: link.description,
        customer: link.customer,
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: link.notes,
        callback_url: link.callbackUrl,
        callback_method: 'get',
        expire_by: link.expireBy,
      });
      if (typeof created.id !== 'string' || typeof created.short_url !== 'string')
        throw new GatewayUnavailable('Razorpay answered without a link');
      return { id: created.id, shortUrl: created.short_url };
    },

    async fetchPayment(paymentId: string): Promise<GatewayPayment> {
      const payment = await call<{ id?: unknown; amount?: unknown; method?: unknown; status?: unknown }>(
        'GET',
        `/payments/${encodeURIComponent(paymentId)}`,
      );
      return {
        id: String(payment.id),
        amountPaise: Number(payment.amount),
        method: typeof payment.method === 'string' ? payment.method : null,
        status: String(payment.status),
      };
    },

    /** Refunds `amountPaise` of a captured payment; resolves with the refund's id. */
    async refund(paymentId: string, amountPaise: number, signal?: AbortSignal): Promise<{ id: string }> {
      const refund = await call<{ id?: unknown }>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise }, signal);
      if (typeof refund.id !== 'string') throw new GatewayUnavailable('Razorpay answered without a refund id');
      return { id: refund.id };
    },

    /**
     * The return to `callback_url`: `razorpay_signature` is the HMAC-SHA256 (hex, key secret) of
     * `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id`, with the
     * link id the shop stored, never one taken from the address alone.
     */
    callbackSignatureValid(p: { linkId: string; referenceId: string; status: string; paymentId: string; signature: string | undefined }): boolean {
      return sameSignature(hmacHex(settings.keySecret, `${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`), p.signature);
    },

    /** `X-Razorpay-Signature`: the HMAC-SHA256 (hex, webhook secret) of the raw body, byte for byte. */
    webhookSignatureValid(rawBody: string, signature: string | undefined): boolean {
      return sameSignature(hmacHex(settings.webhookSecret, rawBody), signature);
    },
  };
}
export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

/** The settings from the configuration; null (online payment off) unless all three secrets are set. */
export function readRazorpaySettings(config: {
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  RAZORPAY_API_URL: string;
}): RazorpaySettings | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { keyId, keySecret, webhookSecret, apiUrl: config.RAZORPAY_API_URL.replace(/\/+$/, '') };
}
