import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { TIME_PATTERN } from './opening-hours.js';
import { shopClock, type IsoDate } from './shop-time.js';
import { MAX_SLOT_CAPACITY, SLOT_MESSAGES } from './slot-messages.js';

export { MAX_SLOT_CAPACITY, MAX_SLOT_OVERRIDES, MAX_SLOTS_A_DAY, SLOT_MESSAGES } from './slot-messages.js';

const slotSays = saying('slot', SLOT_MESSAGES);

/** One pickup or delivery slot of a day: `HH:MM` times in the shop's time zone and how many orders it takes. */
export interface SlotDef {
  start: string;
  end: string;
  capacity: number;
}

/** A day's slots by fulfilment type; an empty list: no slots for that type (orders need none). */
export interface DaySlots {
  pickup: SlotDef[];
  delivery: SlotDef[];
}

/** The owner's slots: the same every open day, and whole days of their own on some dates (a festival). */
export interface SlotSettings {
  slots: DaySlots;
  slotOverrides: Record<IsoDate, DaySlots>;
}

export type SlotType = keyof DaySlots;

export const NO_SLOTS: SlotSettings = { slots: { pickup: [], delivery: [] }, slotOverrides: {} };

/** A slot's name, as orders carry it and the cart sends it: `slotLabel({start: '10:00', end: '12:00'})` is "10:00-12:00". */
export const slotLabel = (slot: Pick<SlotDef, 'start' | 'end'>): string => `${slot.start}-${slot.end}`;

const byStart = (a: SlotDef, b: SlotDef) => a.start.localeCompare(b.start);

/**
 * The slots of `type` on `date`, in time order: the date's own day when the owner set one (it
 * replaces the whole day, both types), else the daily list.
 */
export function slotsOn(date: IsoDate, type: SlotType, settings: SlotSettings): SlotDef[] {
  const day = settings.slotOverrides[date] ?? settings.slots;
  return [...day[type]].sort(byStart);
}

/** Whether `type` has slots on any day (the daily list or a date's own): the cart then asks for one. */
export function hasSlots(type: SlotType, settings: SlotSettings): boolean {
  return settings.slots[type].length > 0 || Object.values(settings.slotOverrides).some((day) => day[type].length > 0);
}

/**
 * A slot is past once its end has come in the shop's time zone: a 10:00-12:00 slot can still be
 * chosen at 11:59 on its day, not at 12:00. Every slot of an earlier date is past.
 */
export function isSlotPast(date: IsoDate, slot: Pick<SlotDef, 'end'>, now: Date, timeZone: string): boolean {
  const clock = shopClock(now, timeZone);
  if (date !== clock.date) return date < clock.date;
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  return slot.end <= time;
}

/**
 * The slot an order names, checked: null when `type` has no slots on `date` (the order needs none),
 * else the slot, or why not — none named, not one of the day's, or past.
 */
export function checkSlotChoice(
  chosen: string | undefined | null,
  { date, type, settings, now, timeZone }: { date: IsoDate; type: SlotType; settings: SlotSettings; now: Date; timeZone: string },
): { slot: SlotDef } | { problem: CodedMessage } | null {
  const day = slotsOn(date, type, settings);
  if (day.length === 0) return null;
  const label = chosen?.trim() ?? '';
  if (!label) return { problem: slotSays('required') };
  const slot = day.find((s) => slotLabel(s) === label);
  if (!slot) return { problem: slotSays('unknown', label.slice(0, 20)) };
  if (isSlotPast(date, slot, now, timeZone)) return { problem: slotSays('past', label) };
  return { slot };
}

/**
 * The first problem of one list of slots (a day's pickup or delivery), or null: times written
 * `HH:MM`, each end after its start, 1 to 10 000 orders each, no two overlapping (touching is fine).
 */
export function slotListProblem(list: readonly SlotDef[]): CodedMessage | null {
  for (const slot of list) {
    if (!TIME_PATTERN.test(slot.start) || !TIME_PATTERN.test(slot.end)) return slotSays('time');
    if (slot.end <= slot.start) return slotSays('endAfterStart');
    if (!Number.isInteger(slot.capacity) || slot.capacity < 1 || slot.capacity > MAX_SLOT_CAPACITY) return slotSays('capacity');
  }
  const sorted = [...list].sort(byStart);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.start < sorted[i - 1]!.end) return slotSays('overlap', slotLabel(sorted[i]!));
  }
  return null;
}

/** How a slot stands: its name, the orders it takes, and the places left (never below 0, if the owner lowered it). */
export interface SlotPlaces {
  slot: string;
  capacity: number;
  left: number;
}

/** The day's slots with their places left, given the places taken by slot name; in time order. */
export function slotPlaces(day: readonly SlotDef[], taken: ReadonlyMap<string, number>): SlotPlaces[] {
  return [...day].sort(byStart).map((s) => {
    const slot = slotLabel(s);
    return { slot, capacity: s.capacity, left: Math.max(0, s.capacity - (taken.get(slot) ?? 0)) };
  });
}
