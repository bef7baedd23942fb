import { DEFAULT_GST_RATE, DEFAULT_HSN } from '@halwai/domain';
import { sql, type Kysely } from 'kysely';
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

    /**
     * Records on each line of the order its product's category HSN code and GST rate now (the
     * defaults where the owner set none), in one statement whatever the number of lines.
     */
    async setLineTaxes(orderId: number): Promise<void> {
      await db
        .updateTable('order_lines')
        .from('products')
        .leftJoin('category_tax', 'category_tax.category_id', 'products.category_id')
        .set({
          hsn: sql<string>`coalesce(${sql.ref('category_tax.hsn')}, ${DEFAULT_HSN})`,
          gst_rate: sql<number>`coalesce(${sql.ref('category_tax.gst_rate')}, ${DEFAULT_GST_RATE})`,
        })
        .where('order_lines.order_id', '=', orderId)
        .whereRef('products.id', '=', 'order_lines.product_id')
        .execute();
    },

    findOrder(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },
  };
}
