import { ORDER_STATUS, type OrderStatus } from './constants.js';
import type { FulfilmentType } from './delivery.js';

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
const UNDO_WINDOW_MS = UNDO_WINDOW_MINUTES * 60_000;

/** Longest cancel reason kept (the customer reads it). */
export const CANCEL_REASON_MAX = 300;

/**
 * One entry of an order's history: the step it reached, when, who moved it (staff answers only), the
 * reason of a cancel, and `undo` when the entry took a step back.
 */
export interface OrderHistoryEntry {
  status: OrderStep;
  at: string;
  by?: string;
  reason?: string;
  undo?: boolean;
}

/** The spec's number for old clients: `orderStatusOf('preparing')` is 0 (open), completed 1, cancelled 2. */
export function orderStatusOf(step: OrderStep): OrderStatus {
  if (step === 'completed') return ORDER_STATUS.Completed;
  if (step === 'cancelled') return ORDER_STATUS.Cancelled;
  return ORDER_STATUS.Pending;
}

export const isOpenStep = (step: OrderStep): boolean => step !== 'completed' && step !== 'cancelled';

/** Whether anyone should be asked to pay for the order: it is unpaid and not cancelled. */
export const owesPayment = (order: { paid: boolean; status: OrderStep }): boolean => !order.paid && order.status !== 'cancelled';

/** The way through for one kind of order: `stepsFor('pickup')` is pending, confirmed, preparing, ready, completed. */
export function stepsFor(fulfilment: FulfilmentType): OrderStep[] {
  return ['pending', 'confirmed', 'preparing', fulfilment === 'delivery' ? 'out_for_delivery' : 'ready', 'completed'];
}

/** Where staff may move an order from `step`: every later step of its way, and cancelled while it is open. */
export function nextSteps(step: OrderStep, fulfilment: FulfilmentType): OrderStep[] {
  if (!isOpenStep(step)) return [];
  const way = stepsFor(fulfilment);
  return [...way.slice(way.indexOf(step) + 1), 'cancelled'];
}

/**
 * Why an order may not move from `from` to `to`, in the staff's words; null when it may.
 * `checkStepChange('preparing', 'confirmed', 'pickup')` explains that orders do not go back.
 */
export function checkStepChange(from: OrderStep, to: OrderStep, fulfilment: FulfilmentType): string | null {
  const label = (s: OrderStep) => ORDER_STEP_LABEL[s];
  if (!isOpenStep(from)) return ORDER_STEP_MESSAGES.finished(label(from).toLowerCase());
  if (from === to) return ORDER_STEP_MESSAGES.already(label(to).toLowerCase());
  if (to === 'ready' && fulfilment !== 'pickup') return ORDER_STEP_MESSAGES.readyIsForPickup;
  if (to === 'out_for_delivery' && fulfilment !== 'delivery') return ORDER_STEP_MESSAGES.outIsForDelivery;
  if (nextSteps(from, fulfilment).includes(to)) return null;
  return ORDER_STEP_MESSAGES.noGoingBack(label(from), label(to));
}

/** Why a step change is refused; a step is put in by its label (ORDER_STEP_LABEL), as written or in lower case. */
export const ORDER_STEP_MESSAGES = {
  finished: (step: string) => `The order is ${step}: it cannot change any more, except by Undo within ${UNDO_WINDOW_MINUTES} minutes`,
  already: (step: string) => `The order is already ${step}`,
  readyIsForPickup: 'Ready for pickup is only for pickup orders; this order is for delivery',
  outIsForDelivery: 'Out for delivery is only for delivery orders; this order is a pickup',
  noGoingBack: (from: string, to: string) =>
    `An order cannot go back from ${from} to ${to}; use Undo within ${UNDO_WINDOW_MINUTES} minutes of a step`,
} as const;

export const ORDER_UNDO_MESSAGES = {
  gaveBack: 'This order gave its stock, offer or payment back when it was cancelled, so it cannot be reopened; place it again instead',
  nothingToUndo: 'There is no step to undo on this order',
  undoneAlready: 'The last step was already undone; an Undo cannot be undone',
  tooLate: (step: string) => `${step} was set more than ${UNDO_WINDOW_MINUTES} minutes ago: it can no longer be undone`,
} as const;

/**
 * Where Undo takes the order: back to the step before its last change, when that change was made
 * less than 10 minutes before `now` and was not itself an Undo. Otherwise the reason it cannot.
 * Undoing a cancel or a completion reopens the order at the step it had before.
 */
export function undoTarget(history: readonly OrderHistoryEntry[], now: Date): { to: OrderStep } | { refused: string } {
  const last = history.at(-1);
  const before = history.at(-2);
  if (!last || !before) return { refused: ORDER_UNDO_MESSAGES.nothingToUndo };
  if (last.undo) return { refused: ORDER_UNDO_MESSAGES.undoneAlready };
  if (now.getTime() - Date.parse(last.at) > UNDO_WINDOW_MS) return { refused: ORDER_UNDO_MESSAGES.tooLate(ORDER_STEP_LABEL[last.status]) };
  return { to: before.status };
}
