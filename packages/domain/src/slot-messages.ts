// The words of slots.ts, apart from its rules, so the catalogue of messages (message-groups.ts) and the
// rules that say them (`say`) import each other through neither.
import { named } from './message-params.js';

/** Most orders one slot takes. */
export const MAX_SLOT_CAPACITY = 10_000;
/** Most slots in one day's list (per pickup or delivery). */
export const MAX_SLOTS_A_DAY = 48;
/** Most dates with slots of their own. */
export const MAX_SLOT_OVERRIDES = 366;

export const SLOT_MESSAGES = {
  // Placing an order
  required: 'Choose a time slot',
  unknown: named(['slot'], (slot: string) => `${slot} is not a time slot of that day. Choose another.`),
  past: named(['slot'], (slot: string) => `The ${slot} slot has passed. Choose a later one.`),
  full: 'That slot is full — please choose another',
  // Staff moving an order
  orderClosed: 'This order is completed or cancelled; its slot cannot change',
  // The owner's settings
  time: 'Slot times are like 10:00 (24-hour clock)',
  endAfterStart: "A slot's end must be after its start",
  capacity: 'Each slot takes 1 to 10,000 orders',
  overlap: named(['slot'], (slot: string) => `The ${slot} slot overlaps another slot`),
  tooMany: `At most ${MAX_SLOTS_A_DAY} slots a day`,
  date: 'Slots of a date: use dates like 2026-11-14',
  tooManyDates: `Slots of a date: at most ${MAX_SLOT_OVERRIDES} dates`,
  // Asking for a day's slots
  type: 'type is pickup or delivery',
} as const;
