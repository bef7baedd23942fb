import type { CounterSale, CounterSaleRequest } from '@halwai/domain';
import { ApiError } from '../../../lib/api-client';
import type { CounterDb } from './counter-db';
import type { QueuedSale } from './queued-sale';

/** Sends one kept sale with its key; throws ApiError for the server's answer, anything else for the connection. */
export type SendSale = (request: CounterSaleRequest, key: string) => Promise<CounterSale>;

/** How long a sent sale stays on the device, for its receipt and the banner's "sent at". */
export const KEEP_SENT_MS = 2 * 24 * 60 * 60 * 1000;

/** The name of the lock only one tab holds while it sends. */
const SENDING_LOCK = 'halwai-counter-sending';

const changes = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('halwai-counter-sales');
const listeners = new Set<() => void>();

/** Calls `listener` whenever a kept sale changes, in this tab or another. */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  changes?.addEventListener('message', listener);
  return () => {
    listeners.delete(listener);
    changes?.removeEventListener('message', listener);
  };
}

function changed() {
  for (const listener of listeners) listener();
  changes?.postMessage('changed');
}

/** Every kept sale, oldest first. */
export const keptSales = (db: CounterDb): Promise<QueuedSale[]> => db.getAllFromIndex('sales', 'byMade');

export const keptSale = (db: CounterDb, key: string): Promise<QueuedSale | undefined> => db.get('sales', key);

/** Keeps a completed sale on the device, waiting to be sent. A key kept before is refused, never stored twice. */
export async function keepSale(db: CounterDb, sale: Omit<QueuedSale, 'state'>): Promise<void> {
  await db.add('sales', { ...sale, state: 'waiting' });
  changed();
}

/** Takes a sale off the device: only one the server refused while staff still held the bill. */
export async function dropSale(db: CounterDb, key: string): Promise<void> {
  await db.delete('sales', key);
  changed();
}

/** A refused sale, sent again (staff fixed what was wrong, e.g. the item is back in the catalogue). */
export async function retrySale(db: CounterDb, key: string): Promise<void> {
  const sale = await db.get('sales', key);
  if (sale?.state !== 'refused') return;
  const { refusal: _, ...rest } = sale;
  await db.put('sales', { ...rest, state: 'waiting' });
  changed();
}

/**
 * The server said no to the sale itself (a 4xx), so sending it again would change nothing. Not so a
 * session that ended (401: sent again once staff sign in), a busy server (429) or a timeout (408):
 * those wait, as do a failed connection and a server error.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

export interface SendResult {
  sent: number;
  refused: number;
  /** Still waiting: the connection or the server failed on the oldest of them. */
  waiting: number;
}

/**
 * Sends the waiting sales, oldest first, each with its own key. A refusal is kept aside for staff and
 * the next goes on; a failed connection stops the round, so no later sale overtakes an earlier one.
 */
export async function sendWaiting(db: CounterDb, send: SendSale, now: () => number = Date.now): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: 0, waiting: 0 };
  // Read again after each one: a sale kept meanwhile (in any tab) goes in the same round.
  for (;;) {
    const next = (await keptSales(db)).find((s) => s.state === 'waiting');
    if (!next) return result;
    try {
      const { accessKey: _, ...sale } = await send(next.request, next.key);
      await db.put('sales', { ...next, state: 'sent', sale, sentAt: now() });
      result.sent++;
    } catch (error) {
      if (!isRefusal(error)) {
        if (!next.waited) await db.put('sales', { ...next, waited: true });
        result.waiting = (await keptSales(db)).filter((s) => s.state === 'waiting').length;
        changed();
        return result;
      }
      await db.put('sales', { ...next, state: 'refused', refusal: { message: error.message, fields: error.fieldErrors } });
      result.refused++;
    }
    changed();
  }
}

/** Forgets sales the server has had for a while: their receipts can be read from the server. */
export async function forgetOldSent(db: CounterDb, now: number = Date.now()): Promise<void> {
  const old = (await keptSales(db)).filter((s) => s.state === 'sent' && (s.sentAt ?? 0) < now - KEEP_SENT_MS);
  for (const sale of old) await db.delete('sales', sale.key);
  if (old.length > 0) changed();
}

/**
 * Runs `work` unless another tab of this browser is already sending (the Web Locks API): one sender at a
 * time, so two tabs never send the same sale together. Null when another tab had the lock.
 */
export async function asTheOnlySender<T>(work: () => Promise<T>): Promise<T | null> {
  if (!('locks' in navigator)) return work();
  return navigator.locks.request(SENDING_LOCK, { ifAvailable: true }, (lock) => (lock ? work() : null));
}
