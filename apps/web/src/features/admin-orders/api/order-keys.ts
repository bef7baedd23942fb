import type { OrderStatus } from '@halwai/domain';

/** What the orders list asks the server for: a status (or all) and a name or mobile fragment. */
export interface OrdersFilter {
  status: OrderStatus | null;
  search: string;
}

/** Query keys of the back office's orders; a status change invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: OrdersFilter) => [...orderKeys.all, 'list', filter] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
