import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@halwai/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';

export interface PlaceOrderInput {
  request: PlaceOrderRequest;
  /** The same key for every retry of one order, so the server creates it at most once. */
  idempotencyKey: string;
}

/** How long an order keeps being sent again while the shop is busy or out of reach, the waits together. */
export const ORDER_RETRY_BUDGET_MS = 30_000;
/** The longest single wait, whatever Retry-After asks. */
const LONGEST_WAIT_MS = 10_000;
/** Answers that mean "not now" rather than "no": a proxy without an instance, a busy or restarting one. */
const SEND_AGAIN = new Set([502, 503, 504]);

/**
 * How long to wait before sending the order again after `error`, or null when it is an answer to
 * show: the server's Retry-After when it gave one, else a growing wait. A little more at random, so a
 * crowd told "busy" together does not come back together.
 */
export function retryWaitMs(error: unknown, attempt: number, random: () => number = Math.random): number | null {
  let base: number;
  if (error instanceof ApiError) {
    if (!SEND_AGAIN.has(error.status)) return null;
    base = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 500 * 2 ** attempt;
  } else {
    // fetch rejects with a TypeError when the request got no answer; offline, the customer is told so instead.
    if (!(error instanceof TypeError) || !navigator.onLine) return null;
    base = 500 * 2 ** attempt;
  }
  return Math.min(base, LONGEST_WAIT_MS) * (1 + random() / 2);
}

const sendOrder = ({ request, idempotencyKey }: PlaceOrderInput) =>
  apiFetch<PlaceOrderResponse>('/api/Notify/OrderTotal', { json: request, headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * Sends the order, and sends it again under the same key while the shop is busy or the answer was
 * lost, as long as the budget lasts: the server stores it once however many times it arrives.
 * `onRetrying` is told before each wait.
 */
export async function placeOrder(input: PlaceOrderInput, onRetrying: () => void = () => {}): Promise<PlaceOrderResponse> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOrder(input);
    } catch (error) {
      const wait = retryWaitMs(error, attempt);
      if (wait === null || Date.now() - started + wait > ORDER_RETRY_BUDGET_MS) throw error;
      onRetrying();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export function usePlaceOrder(onRetrying: () => void) {
  return useMutation({ mutationFn: (input: PlaceOrderInput) => placeOrder(input, onRetrying) });
}
