import { DEFAULT_GST_RATE, DEFAULT_HSN } from '@halwai/domain';
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

    /** Each product's category HSN code and GST rate now (the defaults where the owner set none). */
    async taxOfProducts(productIds: readonly number[]): Promise<Map<number, { hsn: string; gstRate: number }>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('products')
        .leftJoin('category_tax', 'category_tax.category_id', 'products.category_id')
        .select(['products.id as productId', 'category_tax.hsn as hsn', 'category_tax.gst_rate as gstRate'])
        .where('products.id', 'in', [...productIds])
        .execute();
      return new Map(rows.map((r) => [Number(r.productId), { hsn: r.hsn ?? DEFAULT_HSN, gstRate: r.gstRate === null ? DEFAULT_GST_RATE : Number(r.gstRate) }]));
    },

    async setLineTax(orderId: number, productId: number, hsn: string, gstRate: number): Promise<void> {
      await db.updateTable('order_lines').set({ hsn, gst_rate: gstRate }).where('order_id', '=', orderId).where('product_id', '=', productId).execute();
    },

    findOrder(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },
  };
}
