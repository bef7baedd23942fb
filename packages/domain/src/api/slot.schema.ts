import { z } from 'zod';
import { codedIssue, say, schemaMessage } from '../coded-message.js';
import { FULFILMENT_TYPES } from '../delivery.js';
import { TIME_PATTERN } from '../opening-hours.js';
import { isIsoDate } from '../shop-time.js';
import { outletIdSchema } from './outlet-choice.schema.js';
import { MAX_SLOT_CAPACITY, MAX_SLOT_OVERRIDES, MAX_SLOTS_A_DAY, SLOT_MESSAGES } from '../slot-messages.js';
import { slotLabel } from '../slots.js';

const time = z.string({ error: SLOT_MESSAGES.time }).trim().regex(TIME_PATTERN, SLOT_MESSAGES.time);

/** One slot of a day: `{start: "10:00", end: "12:00", capacity: 20}`. */
export const slotDefSchema = z
  .object({
    start: time,
    end: time,
    capacity: z
      .number({ error: SLOT_MESSAGES.capacity })
      .int(SLOT_MESSAGES.capacity)
      .min(1, SLOT_MESSAGES.capacity)
      .max(MAX_SLOT_CAPACITY, SLOT_MESSAGES.capacity)
      .describe('How many orders the slot takes'),
  })
  // Said only of two good times: a bad one has its own message.
  .refine((s) => !TIME_PATTERN.test(s.start) || !TIME_PATTERN.test(s.end) || s.end > s.start, {
    path: ['end'],
    message: SLOT_MESSAGES.endAfterStart,
  })
  .meta({ id: 'SlotDef' });

/** A day's slots of one type: none overlapping (one may start where another ends). */
const slotListSchema = z
  .array(slotDefSchema)
  .max(MAX_SLOTS_A_DAY, SLOT_MESSAGES.tooMany)
  .superRefine((list, ctx) => {
    const order = list.map((slot, index) => ({ slot, index })).sort((a, b) => a.slot.start.localeCompare(b.slot.start));
    for (let i = 1; i < order.length; i++) {
      const { slot, index } = order[i]!;
      if (slot.start < order[i - 1]!.slot.end)
        ctx.addIssue({ ...codedIssue(say('slot.overlap', slotLabel(slot))), path: [index] });
    }
  });

/** A day's pickup and delivery slots; a type left out has none. */
export const daySlotsSchema = z.object({
  pickup: slotListSchema.default([]).describe('Pickup slots in time order; empty: pickup orders name no slot'),
  delivery: slotListSchema.default([]).describe('Delivery slots in time order; empty: delivery orders name no slot'),
});

/** Dates with a day of slots of their own, which replaces the daily slots (both types) on that date. */
export const slotOverridesSchema = z.record(z.string(), daySlotsSchema).superRefine((dates, ctx) => {
  const keys = Object.keys(dates);
  if (keys.length > MAX_SLOT_OVERRIDES) ctx.addIssue({ code: 'custom', path: [], message: SLOT_MESSAGES.tooManyDates });
  for (const date of keys) if (!isIsoDate(date)) ctx.addIssue({ code: 'custom', path: [date], message: SLOT_MESSAGES.date });
});

const dateOf = (field: string) =>
  z.string({ error: schemaMessage('report.date', field) }).refine(isIsoDate, schemaMessage('report.date', field));

/** `GET /api/slots?date=YYYY-MM-DD&type=pickup|delivery&outlet=2`. */
export const slotsQuerySchema = z.object({
  date: dateOf('date').describe("The day, YYYY-MM-DD in the shop's time zone"),
  type: z.enum(FULFILMENT_TYPES, { error: SLOT_MESSAGES.type }).describe('pickup or delivery'),
  outlet: outletIdSchema
    .optional()
    .describe("The outlet (GET /api/outlets) whose places and days these are; absent: the shop's first"),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** A slot as it stands: its name, the orders it takes, the places left. */
export const slotPlacesSchema = z
  .object({
    slot: z.string().describe('"HH:MM-HH:MM", its start and end in the shop\'s time zone: what an order names'),
    capacity: z.number().int(),
    left: z.number().int().describe('Places left; 0: full'),
  })
  .meta({ id: 'SlotPlaces' });

/** `PUT /api/admin/orders/{id}/slot`: staff move an order to another slot, on the same or another day. */
export const orderSlotMoveSchema = z.object({
  preferredDate: dateOf('preferredDate').describe("The day, YYYY-MM-DD in the shop's time zone"),
  slot: z.string({ error: SLOT_MESSAGES.required }).max(20).describe('The slot of that day, "HH:MM-HH:MM"'),
});
export type OrderSlotMove = z.infer<typeof orderSlotMoveSchema>;
