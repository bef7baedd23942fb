import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createGstReturnsRepository(db: Kysely<Database>) {
  return {
    /** The orders with an invoice placed in [start, end) (ISO UTC), cancelled ones included, oldest first. */
    invoicedOrders(span: { start: string; end: string }) {
      return db
        .selectFrom('orders')
        .select(['id', 'status', 'created_at', 'buyer_name'])
        .where('invoice_number', 'is not', null)
        .where('created_at', '>=', span.start)
        .where('created_at', '<', span.end)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
