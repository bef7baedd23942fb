import {
  checkSlotChoice,
  dateInZone,
  FULFILMENT_TYPES,
  isClosedDay,
  isSlotPast,
  say,
  slotPlaces,
  slotsOn,
  type SlotPlaces,
  type SlotsQuery,
  type SlotType,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/problems.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createSlotsRepository, type SlotKey } from './slots.repository.js';

/** A place in a slot an order holds or wants: the day, the type, the slot's name. */
export type SlotPlace = SlotKey;

/** A slot chosen and checked, with the orders it takes as the settings say now. */
export interface CheckedSlot extends SlotPlace {
  capacity: number;
}

/** Today's slots for the dashboard: pickup then delivery, each in time order. */
export type SlotToday = SlotPlaces & { type: SlotType };

/**
 * Pickup and delivery slots that fill up. The slots are the owner's settings; the places taken are
 * counted in `slot_places`, raised and lowered only inside the transaction of the order that takes
 * or gives back a place (placing, cancelling, moving it), so a count never drifts from the orders.
 */
export function createSlotsService({
  db,
  settings,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  settings: SettingsService;
  clock?: Clock;
}) {
  const repo = createSlotsRepository(db);

  return {
    /**
     * The slots of a day a customer can still choose, in time order with the places left: none on a
     * day the shop is closed, none past (a slot is past once its end has come in the shop's time zone).
     */
    async open({ date, type }: SlotsQuery): Promise<SlotPlaces[]> {
      const shop = await settings.orderSettings();
      if (isClosedDay(date, shop.hours)) return [];
      const now = clock();
      const day = slotsOn(date, type, shop.slots).filter((s) => !isSlotPast(date, s, now, shop.timeZone));
      if (day.length === 0) return [];
      return slotPlaces(day, (await repo.takenOn(date)).get(type) ?? new Map());
    },

    /** Every slot of today, past ones too, with the places left: empty on a closed day. */
    async today(): Promise<SlotToday[]> {
      const shop = await settings.orderSettings();
      const date = dateInZone(clock(), shop.timeZone);
      if (isClosedDay(date, shop.hours)) return [];
      const taken = await repo.takenOn(date);
      return FULFILMENT_TYPES.flatMap((type) =>
        slotPlaces(slotsOn(date, type, shop.slots), taken.get(type) ?? new Map()).map((s) => ({ type, ...s })),
      );
    },

    /**
     * The slot staff move an order to, checked as an order's is: one of that day's, not past, on a
     * day the shop is open (400 naming `slot` or `preferredDate`).
     */
    async checkMove(date: string, type: SlotType, slot: string): Promise<CheckedSlot> {
      const shop = await settings.orderSettings();
      if (isClosedDay(date, shop.hours)) {
        const said = say('hours.closedDay', date);
        throw badRequest(said, { preferredDate: [said] });
      }
      const checked = checkSlotChoice(slot, { date, type, settings: shop.slots, now: clock(), timeZone: shop.timeZone });
      if (checked === null) {
        const said = say('slot.unknown', slot.slice(0, 20));
        throw badRequest(said, { slot: [said] });
      }
      if ('problem' in checked) throw badRequest(checked.problem, { slot: [checked.problem] });
      return { date, type, slot, capacity: checked.slot.capacity };
    },

    /**
     * Takes a place in the order's transaction; 409 "That slot is full — please choose another" when
     * none is left, naming `field` (the request's name for the slot).
     */
    async take(trx: Trx, place: CheckedSlot, field: string): Promise<void> {
      if (await createSlotsRepository(trx).take(place, place.capacity)) return;
      const said = say('slot.full');
      throw conflict(said, { [field]: [said] });
    },

    /** Gives a place back in the transaction that cancels or moves its order. */
    giveBack(trx: Trx, place: SlotPlace): Promise<void> {
      return createSlotsRepository(trx).giveBack(place);
    },
  };
}
export type SlotsService = ReturnType<typeof createSlotsService>;
