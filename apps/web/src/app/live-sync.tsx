import { useLiveMessages } from '../features/admin-messages/use-live-messages';
import { useLiveOrders } from '../features/admin-orders/use-live-orders';

/** Feeds the live stream into the orders and messages caches on every page, so the drawer counts stay right. */
export function LiveSync() {
  useLiveOrders();
  useLiveMessages();
  return null;
}
