import type { AdminOrder } from '@halwai/domain';
import type { OrdersFilter } from './api/order-keys';

/**
 * A list after a live order event: a known order is replaced where it stands (or leaves a list of
 * another status); a new one goes in by id, newest first, when the list's status shows it. Searched
 * lists, and lists of a day placed, are left to a refetch, since the server decides what they match.
 */
export function mergeOrder(list: AdminOrder[], filter: OrdersFilter, order: AdminOrder): AdminOrder[] {
  const shown =
    (filter.status === null || filter.status === order.status || filter.status === order.orderStatus) &&
    (!filter.fulfilment || filter.fulfilment === order.fulfilment.type) &&
    (!filter.preferredDate || filter.preferredDate === order.fulfilment.preferredDate) &&
    (!filter.outlet || filter.outlet === (order.outletId ?? 1));
  const index = list.findIndex((o) => o.id === order.id);
  if (index >= 0) return shown ? list.with(index, order) : list.toSpliced(index, 1);
  if (!shown || needsRefetch(filter)) return list;
  const before = list.findIndex((o) => o.id < order.id);
  return list.toSpliced(before < 0 ? list.length : before, 0, order);
}

/** Lists a live event cannot update by itself: the server decides what a search or a day placed matches. */
export const needsRefetch = (filter: OrdersFilter): boolean => filter.search.trim() !== '' || Boolean(filter.placedOn);
