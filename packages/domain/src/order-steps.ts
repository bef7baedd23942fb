// The steps of an order and the words of a refused change, apart from the rules of order-workflow.ts, so the
// catalogue of messages (message-groups.ts) and the rules that say them (`say`) import each other through neither.
import { named } from './message-params.js';

/** Longest cancel reason kept (the customer reads it). */
export const CANCEL_REASON_MAX = 300;

/**
 * The steps of an order through the shop's day. Pickup orders go through `ready`, delivery orders
 * through `out_for_delivery`; steps may be skipped forward, and `cancelled` ends any open step.
 */
export const ORDER_STEPS = ['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const ORDER_STEP_LABEL: Record<OrderStep, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** How long after a step staff may still take it back, once. */
export const UNDO_WINDOW_MINUTES = 10;

/** Why a step change is refused; a step is put in by its label (ORDER_STEP_LABEL), as written or in lower case. */
export const ORDER_STEP_MESSAGES = {
  finished: named(['step'], (step: string) => `The order is ${step}: it cannot change any more, except by Undo within ${UNDO_WINDOW_MINUTES} minutes`),
  already: named(['step'], (step: string) => `The order is already ${step}`),
  readyIsForPickup: 'Ready for pickup is only for pickup orders; this order is for delivery',
  outIsForDelivery: 'Out for delivery is only for delivery orders; this order is a pickup',
  noGoingBack: named(['from', 'to'], (from: string, to: string) =>
    `An order cannot go back from ${from} to ${to}; use Undo within ${UNDO_WINDOW_MINUTES} minutes of a step`),
} as const;

export const ORDER_UNDO_MESSAGES = {
  gaveBack: 'This order gave its stock, offer or payment back when it was cancelled, so it cannot be reopened; place it again instead',
  nothingToUndo: 'There is no step to undo on this order',
  undoneAlready: 'The last step was already undone; an Undo cannot be undone',
  tooLate: named(['step'], (step: string) => `${step} was set more than ${UNDO_WINDOW_MINUTES} minutes ago: it can no longer be undone`),
} as const;
