import type { FulfilmentType, OrderChannel, OrderStatus, OrderStep } from '@halwai/domain';

/**
 * What the orders list asks the server for: a step, or 0 for every open order (or all), a name or mobile fragment, pickup or
 * delivery (or both), the day placed and the customer's preferred date (`YYYY-MM-DD`, '' for any).
 */
/** The spec's number for every order still open. */
export const OPEN_ORDERS = 0 satisfies OrderStatus;

export interface OrdersFilter {
  status: OrderStep | typeof OPEN_ORDERS | null;
  search: string;
  fulfilment?: FulfilmentType | null;
  placedOn?: string;
  preferredDate?: string;
  /** Where it was placed: the storefront, the counter, or a caller's order staff keyed in. */
  channel?: OrderChannel | null;
  /** The outlet that takes it (a shop with several). */
  outlet?: number | null;
}

/** Query keys of the back office's orders; a status change invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: OrdersFilter) => [...orderKeys.all, 'list', filter] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
