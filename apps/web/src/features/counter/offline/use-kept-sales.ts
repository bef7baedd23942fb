import { useCallback, useEffect, useState } from 'react';
import { createSale } from '../api/create-sale';
import { counterDb } from './counter-db';
import type { QueuedSale } from './queued-sale';
import { asTheOnlySender, forgetOldSent, keptSales, onQueueChange, sendWaiting, type SendSale } from './sale-queue';

/** How often waiting sales are tried again while the screen is open (besides the browser's 'online'). */
export const RETRY_MS = 20_000;
/** A sending that hangs (a connection half there) counts as failed after this long; it is tried again later. */
const SEND_TIMEOUT_MS = 20_000;

const sendOne: SendSale = (request, key) => createSale(request, key, AbortSignal.timeout(SEND_TIMEOUT_MS));

/** Sends the waiting sales now, unless another tab is sending them. */
export async function sendKeptSales(): Promise<void> {
  const db = await counterDb();
  await asTheOnlySender(() => sendWaiting(db, sendOne));
}

/** The sales kept on the device, oldest first, as they change (in any tab); null until read. */
export function useKeptSales(): QueuedSale[] | null {
  const [sales, setSales] = useState<QueuedSale[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void counterDb()
        .then(keptSales)
        .then((all) => live && setSales(all))
        .catch(() => live && setSales([]));
    read();
    const stop = onQueueChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return sales;
}

/**
 * Sends the waiting sales when the page opens, when the connection returns, and every little while;
 * answers a `sendNow` for a sale just kept.
 */
export function useSaleSender(): { sendNow: () => Promise<void> } {
  const sendNow = useCallback(() => sendKeptSales().catch(() => undefined), []);
  useEffect(() => {
    void counterDb()
      .then((db) => forgetOldSent(db))
      .catch(() => undefined)
      .then(sendNow);
    window.addEventListener('online', sendNow);
    const timer = window.setInterval(() => void sendNow(), RETRY_MS);
    return () => {
      window.removeEventListener('online', sendNow);
      window.clearInterval(timer);
    };
  }, [sendNow]);
  return { sendNow };
}
