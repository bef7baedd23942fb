import type { CustomerOrder } from '@halwai/domain';
import type { MyOrder } from '../../lib/my-orders';

/** One order on My orders: placed from this device, or with the signed-in mobile from any device, or both. */
export interface ListedOrder {
  id: number;
  date: string;
  total: number;
  /** The order's key for its link, when known (this device kept it, or the server gave it). */
  accessKey: string | null;
  /** As the signed-in customer's list gives it (status and lines); null for an order only this device knows. */
  account: CustomerOrder | null;
}

/**
 * This device's orders and the signed-in mobile's, each once, newest first. The server's copy wins for
 * what it knows (status, lines); the device's key is kept when the server has none.
 */
export function listOrders(device: readonly MyOrder[], account: readonly CustomerOrder[] = []): ListedOrder[] {
  const byId = new Map<number, ListedOrder>();
  for (const o of device) byId.set(o.id, { id: o.id, date: o.date, total: o.total, accessKey: o.accessKey, account: null });
  for (const o of account) {
    const kept = byId.get(o.id);
    byId.set(o.id, {
      id: o.id,
      date: o.orderDate,
      total: o.total,
      accessKey: o.accessKey ?? kept?.accessKey ?? null,
      account: o,
    });
  }
  return [...byId.values()].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}
