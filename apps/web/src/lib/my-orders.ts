import { z } from 'zod';
import { STORAGE_KEYS } from './storage-keys';

/** An order this browser placed: enough to reopen its page (docs/architecture.md, "How an order travels"). `total` is rupees. */
export interface MyOrder {
  id: number;
  accessKey: string;
  date: string;
  total: number;
}

/** Older orders fall off; the shop can always look an order up by phone. */
const KEEP = 20;

const myOrderSchema = z.object({
  id: z.number().int().positive(),
  accessKey: z.string().min(1),
  date: z.string(),
  total: z.number().nonnegative(),
});

/** The remembered orders, newest first; entries that are not well-formed are skipped. */
export function readMyOrders(storage: Storage = localStorage): MyOrder[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(STORAGE_KEYS.myOrders) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const order = myOrderSchema.safeParse(entry);
    return order.success ? [order.data] : [];
  });
}

/** Remembers a placed order at the front of the list. */
export function rememberOrder(order: MyOrder, storage: Storage = localStorage): void {
  const orders = [order, ...readMyOrders(storage).filter((o) => o.id !== order.id)].slice(0, KEEP);
  try {
    storage.setItem(STORAGE_KEYS.myOrders, JSON.stringify(orders));
  } catch {
    // Storage full or blocked: the success page still opens, only the list misses this order.
  }
}
