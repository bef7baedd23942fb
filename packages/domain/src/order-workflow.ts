import { ORDER_STATUS, type OrderStatus } from './constants.js';
import type { FulfilmentType } from './delivery.js';
import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { ORDER_STEP_LABEL, ORDER_STEP_MESSAGES, ORDER_UNDO_MESSAGES, UNDO_WINDOW_MINUTES, type OrderStep } from './order-steps.js';

export { CANCEL_REASON_MAX, ORDER_STEP_LABEL, ORDER_STEP_MESSAGES, ORDER_STEPS, ORDER_UNDO_MESSAGES, UNDO_WINDOW_MINUTES, type OrderStep } from './order-steps.js';

const stepSays = saying('orderStep', ORDER_STEP_MESSAGES);
const undoSays = saying('orderUndo', ORDER_UNDO_MESSAGES);

const UNDO_WINDOW_MS = UNDO_WINDOW_MINUTES * 60_000;

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
export function checkStepChange(from: OrderStep, to: OrderStep, fulfilment: FulfilmentType): CodedMessage | null {
  const label = (s: OrderStep) => ORDER_STEP_LABEL[s];
  if (!isOpenStep(from)) return stepSays('finished', label(from).toLowerCase());
  if (from === to) return stepSays('already', label(to).toLowerCase());
  if (to === 'ready' && fulfilment !== 'pickup') return stepSays('readyIsForPickup');
  if (to === 'out_for_delivery' && fulfilment !== 'delivery') return stepSays('outIsForDelivery');
  if (nextSteps(from, fulfilment).includes(to)) return null;
  return stepSays('noGoingBack', label(from), label(to));
}



/**
 * Where Undo takes the order: back to the step before its last change, when that change was made
 * less than 10 minutes before `now` and was not itself an Undo. Otherwise the reason it cannot.
 * Undoing a cancel or a completion reopens the order at the step it had before.
 */
export function undoTarget(history: readonly OrderHistoryEntry[], now: Date): { to: OrderStep } | { refused: CodedMessage } {
  const last = history.at(-1);
  const before = history.at(-2);
  if (!last || !before) return { refused: undoSays('nothingToUndo') };
  if (last.undo) return { refused: undoSays('undoneAlready') };
  if (now.getTime() - Date.parse(last.at) > UNDO_WINDOW_MS) return { refused: undoSays('tooLate', ORDER_STEP_LABEL[last.status]) };
  return { to: before.status };
}
