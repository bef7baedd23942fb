import { sql, type Kysely } from 'kysely';
import type { CounterPaidOutRow, CounterShiftRow, CreditNoteRow, Database, OrderRow } from '../../db/schema.js';
import type { OutletScope } from '../../lib/outlet-scope.js';

export function createShiftsRepository(db: Kysely<Database>) {
  return {
    /** Opens a shift; undefined when this staff member has one open already (the unique index says so). */
    async open(openedBy: string, floatPaise: number, outletId: number, now: string): Promise<CounterShiftRow | undefined> {
      return db
        .insertInto('counter_shifts')
        .values({ opened_by: openedBy, opened_at: now, float_paise: floatPaise, outlet_id: outletId })
        .onConflict((oc) => oc.column('opened_by').where('closed_at', 'is', null).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    findOpen(openedBy: string): Promise<CounterShiftRow | undefined> {
      return db
        .selectFrom('counter_shifts')
        .selectAll()
        .where('opened_by', '=', openedBy)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The staff member's open shift, its row locked to the end of the caller's transaction (a no-op
     * update: a row lock on PostgreSQL, and SQLite runs one writing transaction at a time). A close
     * takes the same lock, so a sale or refund either joins the shift before its close reads the
     * bills, or waits for the close and finds the shift closed.
     */
    async lockOpen(openedBy: string): Promise<number | null> {
      const row = await db
        .updateTable('counter_shifts')
        .set({ opened_by: sql<string>`opened_by` })
        .where('opened_by', '=', openedBy)
        .where('closed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** `lockOpen`, answering the shift's outlet too. */
    async lockOpenAt(openedBy: string): Promise<{ id: number; outletId: number } | null> {
      const row = await db
        .updateTable('counter_shifts')
        .set({ opened_by: sql<string>`opened_by` })
        .where('opened_by', '=', openedBy)
        .where('closed_at', 'is', null)
        .returning(['id', 'outlet_id'])
        .executeTakeFirst();
      return row ? { id: row.id, outletId: Number(row.outlet_id) } : null;
    },

    /** Locks a shift's row as `lockOpen` does, by its id; undefined when it is not there or closed. */
    async lockOpenById(id: number): Promise<CounterShiftRow | undefined> {
      return db
        .updateTable('counter_shifts')
        .set({ opened_by: sql<string>`opened_by` })
        .where('id', '=', id)
        .where('closed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    addPaidOut(values: Omit<CounterPaidOutRow, 'id'>): Promise<CounterPaidOutRow> {
      return db.insertInto('counter_paid_outs').values(values).returningAll().executeTakeFirstOrThrow();
    },

    paidOuts(shiftId: number): Promise<CounterPaidOutRow[]> {
      return db.selectFrom('counter_paid_outs').selectAll().where('shift_id', '=', shiftId).orderBy('id').execute();
    },

    find(id: number): Promise<CounterShiftRow | undefined> {
      return db.selectFrom('counter_shifts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The latest shifts, newest first; `scope`: only those at these outlets. */
    list(limit: number, scope: OutletScope = null): Promise<CounterShiftRow[]> {
      return db
        .selectFrom('counter_shifts')
        .selectAll()
        .$if(scope !== null, (qb) => qb.where('outlet_id', 'in', [...scope!]))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Closes the shift if it is still open, or was closed but never counted (a close cut short):
     * the closed row, or undefined when it is closed and counted already.
     */
    close(id: number, now: string): Promise<CounterShiftRow | undefined> {
      return db
        .updateTable('counter_shifts')
        .set({ closed_at: sql<string>`coalesce(closed_at, ${now})` })
        .where('id', '=', id)
        .where('counted_paise', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    async keepCount(
      id: number,
      c: { expectedPaise: number; countedPaise: number; countedNotes: string; report: string },
    ): Promise<CounterShiftRow> {
      return db
        .updateTable('counter_shifts')
        .set({ expected_paise: c.expectedPaise, counted_paise: c.countedPaise, counted_notes: c.countedNotes, report: c.report })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The refunds made in the shift (credit notes, each with how it was paid back). */
    refunds(shiftId: number): Promise<CreditNoteRow[]> {
      return db.selectFrom('credit_notes').selectAll().where('shift_id', '=', shiftId).orderBy('id').execute();
    },

    /** The shift's bills, in the order they were sold. */
    sales(shiftId: number): Promise<OrderRow[]> {
      return db.selectFrom('orders').selectAll().where('shift_id', '=', shiftId).orderBy('id').execute();
    },
  };
}
