import {
  checkSlotChoice,
  dateInZone,
  FULFILMENT_TYPES,
  isClosedDay,
  isSlotPast,
  MAIN_OUTLET_ID,
  OUTLET_MESSAGES,
  say,
  slotPlaces,
  slotsOn,
  type ShopHours,
  type SlotPlaces,
  type SlotsQuery,
  type SlotType,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { badRequest, conflict, fieldError } from '../../lib/problems.js';
import type { OutletsService, OutletTerms } from '../outlets/outlets.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createSlotsRepository, type SlotKey } from './slots.repository.js';

/** A place in a slot an order holds or wants: its outlet, the day, the type, the slot's name. */
export type SlotPlace = SlotKey;

/** A slot of a day chosen and checked, with the orders it takes as the settings say now. */
export interface DaySlot extends Omit<SlotPlace, 'outletId'> {
  capacity: number;
}

/** A slot chosen and checked at an outlet. */
export type CheckedSlot = DaySlot & Pick<SlotPlace, 'outletId'>;

/** Today's slots of an outlet for the dashboard: pickup then delivery, each in time order. */
export type SlotToday = SlotPlaces & { type: SlotType; outletId: number };

/** An outlet's days: its own hours and holidays, else the shop's. */
const hoursAt = (outlet: Pick<OutletTerms, 'hours' | 'holidays'>): ShopHours => ({
  hours: outlet.hours,
  holidays: outlet.holidays,
});

/**
 * Pickup and delivery slots that fill up, each outlet's apart. The slots are the owner's settings,
 * the same at every outlet; each outlet's days are its own hours and holidays, and the places taken
 * are counted per outlet in `slot_places`, raised and lowered only inside the transaction of the
 * order that takes or gives back a place (placing, cancelling, moving it), so a count never drifts
 * from the orders.
 */
export function createSlotsService({
  db,
  settings,
  outlets,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  settings: SettingsService;
  outlets: Pick<OutletsService, 'orderTerms' | 'terms' | 'list'>;
  clock?: Clock;
}) {
  const repo = createSlotsRepository(db);

  return {
    /**
     * The slots of a day a customer can still choose at an outlet (absent: the first), in time order
     * with the places left there: none on a day the outlet is closed, none past (a slot is past once
     * its end has come in the shop's time zone). An unknown or closed outlet is refused at `outlet`.
     */
    async open({ date, type, outlet: outletId = MAIN_OUTLET_ID }: SlotsQuery): Promise<SlotPlaces[]> {
      const shop = await settings.orderSettings();
      const outlet = await outlets.orderTerms(outletId, shop);
      if (!outlet) throw fieldError('outlet', OUTLET_MESSAGES.unknown);
      if (isClosedDay(date, hoursAt(outlet))) return [];
      const now = clock();
      const day = slotsOn(date, type, shop.slots).filter((s) => !isSlotPast(date, s, now, shop.timeZone));
      if (day.length === 0) return [];
      return slotPlaces(day, (await repo.takenOn(date, outlet.id)).get(type) ?? new Map());
    },

    /**
     * Every slot of today at each open outlet, past ones too, with the places left there: outlet by
     * outlet, none for an outlet closed today.
     */
    async today(): Promise<SlotToday[]> {
      const [shop, all] = await Promise.all([settings.orderSettings(), outlets.list()]);
      const date = dateInZone(clock(), shop.timeZone);
      const days = await Promise.all(
        all
          .filter((o) => o.active)
          .map(async ({ id }) => {
            const outlet = await outlets.orderTerms(id, shop);
            if (!outlet || isClosedDay(date, hoursAt(outlet))) return [];
            const taken = await repo.takenOn(date, id);
            return FULFILMENT_TYPES.flatMap((type) =>
              slotPlaces(slotsOn(date, type, shop.slots), taken.get(type) ?? new Map()).map((s) => ({
                type,
                outletId: id,
                ...s,
              })),
            );
          }),
      );
      return days.flat();
    },

    /**
     * The slot staff move an order at `outletId` to, checked as an order's is: one of that day's, not
     * past, on a day the outlet is open (400 naming `slot` or `preferredDate`).
     */
    async checkMove(outletId: number, date: string, type: SlotType, slot: string): Promise<CheckedSlot> {
      const [shop, outlet] = await Promise.all([settings.orderSettings(), outlets.terms(outletId)]);
      if (isClosedDay(date, hoursAt(outlet))) {
        const said = say('hours.closedDay', date);
        throw badRequest(said, { preferredDate: [said] });
      }
      const checked = checkSlotChoice(slot, { date, type, settings: shop.slots, now: clock(), timeZone: shop.timeZone });
      if (checked === null) {
        const said = say('slot.unknown', slot.slice(0, 20));
        throw badRequest(said, { slot: [said] });
      }
      if ('problem' in checked) throw badRequest(checked.problem, { slot: [checked.problem] });
      return { outletId, date, type, slot, capacity: checked.slot.capacity };
    },

    /**
     * Takes a place at the slot's outlet in the order's transaction; 409 "That slot is full — please
     * choose another" when none is left, naming `field` (the request's name for the slot).
     */
    async take(trx: Trx, place: CheckedSlot, field: string): Promise<void> {
      if (await createSlotsRepository(trx).take(place, place.capacity)) return;
      const said = say('slot.full');
      throw conflict(said, { [field]: [said] });
    },

    /** Gives a place back at its outlet, in the transaction that cancels or moves its order. */
    giveBack(trx: Trx, place: SlotPlace): Promise<void> {
      return createSlotsRepository(trx).giveBack(place);
    },
  };
}
export type SlotsService = ReturnType<typeof createSlotsService>;
