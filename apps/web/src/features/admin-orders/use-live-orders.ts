import type { AdminOrder } from '@halwai/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live-events/use-live-events';
import { orderKeys, type OrdersFilter } from './api/order-keys';
import { playChime } from './chime';
import { mergeOrder, needsRefetch } from './live-order-cache';
import { newOrders } from './new-orders';
import { isOrderSoundOn } from './order-sound';

function showOrder(queryClient: QueryClient, order: AdminOrder) {
  for (const [key, list] of queryClient.getQueriesData<AdminOrder[]>({ queryKey: [...orderKeys.all, 'list'] })) {
    const filter = key[2] as OrdersFilter;
    if (list) queryClient.setQueryData(key, mergeOrder(list, filter, order));
  }
  // The details carry the notification status, which the event does not: read them again.
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
  void queryClient.invalidateQueries({
    queryKey: [...orderKeys.all, 'list'],
    predicate: (query) => needsRefetch(query.queryKey[2] as OrdersFilter),
  });
}

/** Keeps the orders in the cache up to date with the live stream, for as long as the app runs. */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (event.type === 'order.placed' || event.type === 'order.updated') {
      showOrder(queryClient, event.data);
      if (event.type === 'order.placed') {
        newOrders.arrived(event.data.id);
        if (isOrderSoundOn()) playChime();
      }
    } else if (event.type === 'ready' || event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    }
  });
}
