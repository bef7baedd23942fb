import { sql, type Kysely } from 'kysely';
import type { CreditNoteRow, Database, OrderLineRow, OrderRow } from '../../db/schema.js';

export function createRefundsRepository(db: Kysely<Database>) {
  return {
    /** Locks the counter bill for the refund's transaction (both engines): two refunds of one bill take turns. */
    lockCounterSale(id: number, now: string): Promise<OrderRow | undefined> {
      return db.updateTable('orders').set({ updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
    },

    lines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },

    creditNotes(orderId: number): Promise<CreditNoteRow[]> {
      return db.selectFrom('credit_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async insert(values: Omit<CreditNoteRow, 'id'>): Promise<CreditNoteRow> {
      return db.insertInto('credit_notes').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** The refunds made in a shift: for its Z report and its drawer. */
    inShift(shiftId: number): Promise<CreditNoteRow[]> {
      return db.selectFrom('credit_notes').selectAll().where('shift_id', '=', shiftId).orderBy('id').execute();
    },

    /** Marks a bill refunded once nothing is left on it. */
    async markRefunded(orderId: number): Promise<void> {
      await db
        .updateTable('orders')
        .set({ refund_status: sql<string>`'refunded'` })
        .where('id', '=', orderId)
        .execute();
    },
  };
}
