import type { Kysely } from 'kysely';
import type { Database, OrderLineRow, OrderRow } from '../../db/schema.js';

export function createInvoicesRepository(db: Kysely<Database>) {
  return {
    /** The next serial of a financial year; the counter row is locked until the transaction ends, so numbers never skip or repeat. */
    async nextSerial(financialYear: string): Promise<number> {
      const row = await db
        .insertInto('invoice_counters')
        .values({ financial_year: financialYear, last_number: 1 })
        .onConflict((oc) => oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },

    async setInvoiceNumber(orderId: number, number: string): Promise<void> {
      await db.updateTable('orders').set({ invoice_number: number }).where('id', '=', orderId).execute();
    },

    findOrder(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },
  };
}
