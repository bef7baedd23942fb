import { sql, type Kysely } from 'kysely';
import type { CreditNoteRow, Database, OrderLineRow, OrderRow } from '../../db/schema.js';
import type { OutletScope } from '../../lib/outlet-scope.js';

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

    /** Counter bills by invoice number (any case), or a shift's latest: newest first. */
    findCounterSales(by: { invoice: string } | { shiftId: number }, limit: number, scope: OutletScope = null): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('channel', '=', 'counter')
        .where('invoice_number', 'is not', null)
        .$if('invoice' in by, (q) =>
          q.where(sql<string>`upper(invoice_number)`, '=', 'invoice' in by ? by.invoice.toUpperCase() : ''),
        )
        .$if('shiftId' in by, (q) => q.where('shift_id', '=', 'shiftId' in by ? by.shiftId : 0))
        .$if(scope !== null, (q) => q.where('outlet_id', 'in', [...scope!]))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    linesOf(orderIds: readonly number[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('position')
        .execute();
    },

    creditNotesOf(orderIds: readonly number[]): Promise<CreditNoteRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('credit_notes')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('id')
        .execute();
    },

    /** A credit note with the invoice number and outlet of the bill it credits. */
    findCreditNote(id: number) {
      return db
        .selectFrom('credit_notes')
        .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
        .selectAll('credit_notes')
        .select(['orders.invoice_number', 'orders.outlet_id'])
        .where('credit_notes.id', '=', id)
        .executeTakeFirst();
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
