import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';

/** One slot of one day at one outlet, as its places are counted. */
export interface SlotKey {
  outletId: number;
  date: string;
  type: string;
  slot: string;
}

// Run for every order with a slot, so compiled once.
const ensureRow = compiledOnce(
  (db, outletId: number, date: string, type: string, slot: string) =>
    db
      .insertInto('slot_places')
      .values({ outlet_id: outletId, slot_date: date, type, slot, taken: 0 })
      .onConflict((oc) => oc.columns(['outlet_id', 'slot_date', 'type', 'slot']).doNothing()),
  4,
);
// Raised only below the capacity: on PostgreSQL a second order waits for the first's row lock and
// then sees its count; on SQLite writers take turns. Either way a slot is never oversold.
const takeOne = compiledOnce(
  (db, outletId: number, date: string, type: string, slot: string, capacity: number) =>
    db
      .updateTable('slot_places')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('outlet_id', '=', outletId)
      .where('slot_date', '=', date)
      .where('type', '=', type)
      .where('slot', '=', slot)
      .where('taken', '<', capacity)
      .returning('taken'),
  5,
);

export function createSlotsRepository(db: Kysely<Database>) {
  return {
    /** Takes one place of the slot if fewer than `capacity` are taken; false when it is full. */
    async take({ outletId, date, type, slot }: SlotKey, capacity: number): Promise<boolean> {
      await ensureRow(db, outletId, date, type, slot);
      return (await takeOne(db, outletId, date, type, slot, capacity)).length === 1;
    },

    /** Gives one place of the slot back (never below none). */
    async giveBack({ outletId, date, type, slot }: SlotKey): Promise<void> {
      await db
        .updateTable('slot_places')
        .set((eb) => ({ taken: eb('taken', '-', 1) }))
        .where('outlet_id', '=', outletId)
        .where('slot_date', '=', date)
        .where('type', '=', type)
        .where('slot', '=', slot)
        .where('taken', '>', 0)
        .execute();
    },

    /** The places taken on a day at an outlet, by type and then slot name. */
    async takenOn(date: string, outletId: number): Promise<Map<string, Map<string, number>>> {
      const rows = await db
        .selectFrom('slot_places')
        .select(['type', 'slot', 'taken'])
        .where('outlet_id', '=', outletId)
        .where('slot_date', '=', date)
        .execute();
      const byType = new Map<string, Map<string, number>>();
      for (const r of rows) {
        const slots = byType.get(r.type) ?? new Map<string, number>();
        slots.set(r.slot, Number(r.taken));
        byType.set(r.type, slots);
      }
      return byType;
    },
  };
}
