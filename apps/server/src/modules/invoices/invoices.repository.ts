import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database, OrderLineRow, OrderRow } from '../../db/schema.js';
import { SERIAL_DIGITS } from './financial-year.js';

// Once per order, so compiled once.
const nextSerial = compiledOnce(
  (db, series: string) =>
    db
      .insertInto('invoice_counters')
      .values({ financial_year: series, last_number: 1 })
      .onConflict((oc) =>
        oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
      )
      .returning('last_number'),
  1,
);
const setInvoiceNumber = compiledOnce(
  (db, number: string, sellerGstin: string | null, orderId: number) =>
    db.updateTable('orders').set({ invoice_number: number, seller_gstin: sellerGstin }).where('id', '=', orderId),
  3,
);
const numberOrder = compiledOnce((db, series: string, stem: string, sellerGstin: string | null, orderId: number) => {
  const digits = sql.ref('serial.digits');
  return db
    .with('serial', (db) =>
      db
        .insertInto('invoice_counters')
        .values({ financial_year: series, last_number: 1 })
        .onConflict((oc) =>
          oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
        )
        .returning(sql<string>`last_number::text`.as('digits')),
    )
    .updateTable('orders')
    .from('serial')
    .set({
      invoice_number: sql<string>`${stem} || lpad(${digits}, greatest(${SERIAL_DIGITS}, length(${digits})), '0')`,
      seller_gstin: sellerGstin,
    })
    .where('orders.id', '=', orderId)
    .returning('orders.invoice_number');
}, 4);

export function createInvoicesRepository(db: Kysely<Database>) {
  return {
    /**
     * The next serial of a series: a financial year (`2026-27`, the web's), or the counter's own
     * (`counter 2026-27`) in the same table. The counter row is locked until the transaction ends,
     * so numbers never skip or repeat.
     */
    async nextSerial(series: string): Promise<number> {
      const [row] = await nextSerial(db, series);
      return Number(row!.last_number);
    },

    /** The order's number, and the GSTIN whose own series it is in (null: the shop's). */
    async setInvoiceNumber(orderId: number, number: string, sellerGstin: string | null): Promise<void> {
      await setInvoiceNumber(db, number, sellerGstin, orderId);
    },

    /**
     * PostgreSQL only: `nextSerial` and `setInvoiceNumber` in one statement (a data-modifying CTE), so
     * the counter row, locked until the commit, waits for one round trip less. The serial is padded
     * as `invoiceNumber` pads it.
     */
    async numberOrder(orderId: number, series: string, stem: string, sellerGstin: string | null): Promise<string> {
      const [row] = await numberOrder(db, series, stem, sellerGstin, orderId);
      return row!.invoice_number!;
    },

    findOrder(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The lines of several orders in one query. */
    findLinesOf(orderIds: readonly number[]): Promise<OrderLineRow[]> {
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('position')
        .execute();
    },

    findLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },
  };
}
