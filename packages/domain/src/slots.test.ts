import { describe, expect, it } from 'vitest';
import { daySlotsSchema, slotOverridesSchema } from './api/slot.schema.js';
import {
  checkSlotChoice,
  hasSlots,
  isSlotPast,
  NO_SLOTS,
  slotLabel,
  slotListProblem,
  slotPlaces,
  slotsOn,
  SLOT_MESSAGES,
  type SlotSettings,
} from './slots.js';

const zone = 'Asia/Kolkata';
const kolkata = (local: string) => new Date(`${local}+05:30`);

const settings: SlotSettings = {
  slots: {
    pickup: [
      { start: '16:00', end: '18:00', capacity: 5 },
      { start: '10:00', end: '12:00', capacity: 10 },
    ],
    delivery: [],
  },
  slotOverrides: {
    '2026-11-07': {
      pickup: [{ start: '08:00', end: '09:00', capacity: 50 }],
      delivery: [{ start: '18:00', end: '21:00', capacity: 20 }],
    },
  },
};

describe('slots', () => {
  it('are named by their start and end', () => {
    expect(slotLabel({ start: '10:00', end: '12:00' })).toBe('10:00-12:00');
  });

  it('of a day are the daily ones in time order, unless the date has a day of its own, which wins for both types', () => {
    expect(slotsOn('2026-11-06', 'pickup', settings).map(slotLabel)).toEqual(['10:00-12:00', '16:00-18:00']);
    expect(slotsOn('2026-11-06', 'delivery', settings)).toEqual([]);
    expect(slotsOn('2026-11-07', 'pickup', settings).map(slotLabel)).toEqual(['08:00-09:00']);
    expect(slotsOn('2026-11-07', 'delivery', settings).map(slotLabel)).toEqual(['18:00-21:00']);
  });

  it('are asked for when a type has them on any day', () => {
    expect(hasSlots('pickup', settings)).toBe(true);
    expect(hasSlots('delivery', settings)).toBe(true); // only on 2026-11-07
    expect(hasSlots('pickup', NO_SLOTS)).toBe(false);
  });

  it("are past once their end has come in the shop's time zone", () => {
    const slot = { end: '12:00' };
    expect(isSlotPast('2026-11-06', slot, kolkata('2026-11-06T11:59:00'), zone)).toBe(false);
    expect(isSlotPast('2026-11-06', slot, kolkata('2026-11-06T12:00:00'), zone)).toBe(true);
    expect(isSlotPast('2026-11-05', slot, kolkata('2026-11-06T01:00:00'), zone)).toBe(true);
    expect(isSlotPast('2026-11-07', slot, kolkata('2026-11-06T23:00:00'), zone)).toBe(false);
    // 06:29 UTC is 11:59 in India: the shop's clock counts, not the server's.
    expect(isSlotPast('2026-11-06', slot, new Date('2026-11-06T06:29:00Z'), zone)).toBe(false);
  });

  it('checked for an order: none needed without slots, else named, one of the day, not past', () => {
    const check = (
      chosen: string | undefined,
      date: string,
      now = kolkata('2026-11-06T09:00:00'),
      type: 'pickup' | 'delivery' = 'pickup',
    ) => checkSlotChoice(chosen, { date, type, settings, now, timeZone: zone });
    expect(check(undefined, '2026-11-06', undefined, 'delivery')).toBeNull();
    expect(check(undefined, '2026-11-06')).toEqual({
      problem: expect.objectContaining({ code: 'slot.required', message: SLOT_MESSAGES.required }),
    });
    expect(check('09:00-10:00', '2026-11-06')).toEqual({
      problem: {
        code: 'slot.unknown',
        params: { slot: '09:00-10:00' },
        message: '09:00-10:00 is not a time slot of that day. Choose another.',
      },
    });
    expect(check('10:00-12:00', '2026-11-06', kolkata('2026-11-06T12:30:00'))).toEqual({
      problem: {
        code: 'slot.past',
        params: { slot: '10:00-12:00' },
        message: 'The 10:00-12:00 slot has passed. Choose a later one.',
      },
    });
    expect(check('16:00-18:00', '2026-11-06')).toEqual({ slot: { start: '16:00', end: '18:00', capacity: 5 } });
    expect(check('10:00-12:00', '2026-11-07')).toMatchObject({ problem: { code: 'slot.unknown' } });
  });

  it('show the places left, never below none', () => {
    const taken = new Map([
      ['10:00-12:00', 3],
      ['16:00-18:00', 9],
    ]);
    expect(slotPlaces(settings.slots.pickup, taken)).toEqual([
      { slot: '10:00-12:00', capacity: 10, left: 7 },
      { slot: '16:00-18:00', capacity: 5, left: 0 },
    ]);
  });

  it('refuse bad lists: times, an end not after the start, the capacity, overlaps', () => {
    expect(slotListProblem([{ start: '9:00', end: '10:00', capacity: 1 }])?.code).toBe('slot.time');
    expect(slotListProblem([{ start: '10:00', end: '10:00', capacity: 1 }])?.code).toBe('slot.endAfterStart');
    expect(slotListProblem([{ start: '10:00', end: '11:00', capacity: 0 }])?.code).toBe('slot.capacity');
    expect(slotListProblem([{ start: '10:00', end: '11:00', capacity: 10_001 }])?.code).toBe('slot.capacity');
    expect(
      slotListProblem([
        { start: '10:00', end: '12:00', capacity: 1 },
        { start: '11:00', end: '13:00', capacity: 1 },
      ]),
    ).toMatchObject({ code: 'slot.overlap', params: { slot: '11:00-13:00' } });
    expect(
      slotListProblem([
        { start: '10:00', end: '12:00', capacity: 1 },
        { start: '12:00', end: '13:00', capacity: 1 },
      ]),
    ).toBeNull();
  });

  it('are checked by the settings schema, field by field', () => {
    const issues = (input: unknown) =>
      daySlotsSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ pickup: [{ start: '10:00', end: '12:00', capacity: 5 }] })).toEqual([]);
    expect(daySlotsSchema.parse({})).toEqual({ pickup: [], delivery: [] });
    expect(issues({ pickup: [{ start: '25:00', end: '12:00', capacity: 5 }] })).toEqual([['pickup.0.start', SLOT_MESSAGES.time]]);
    expect(issues({ delivery: [{ start: '12:00', end: '11:00', capacity: 5 }] })).toEqual([
      ['delivery.0.end', SLOT_MESSAGES.endAfterStart],
    ]);
    expect(issues({ pickup: [{ start: '10:00', end: '12:00', capacity: 1.5 }] })).toEqual([
      ['pickup.0.capacity', SLOT_MESSAGES.capacity],
    ]);
    expect(
      issues({
        pickup: [
          { start: '10:00', end: '12:00', capacity: 5 },
          { start: '10:00', end: '12:00', capacity: 5 },
        ],
      }),
    ).toEqual([['pickup.1', 'The 10:00-12:00 slot overlaps another slot']]);
    const dates = slotOverridesSchema.safeParse({ '2026-02-30': { pickup: [] }, '2026-11-07': {} });
    expect(dates.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['2026-02-30', SLOT_MESSAGES.date]]);
  });
});
