import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutletScope } from '../../lib/outlet-scope.js';

/** The orders of one GSTIN's series: an outlet's own (its GSTIN stored on them), or the shop's (null). */
const ofSeries = (ownGstin: string | null) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  ownGstin === null ? eb('orders.seller_gstin', 'is', null) : eb('orders.seller_gstin', '=', ownGstin);

export function createGstReturnsRepository(db: Kysely<Database>) {
  return {
    /**
     * The orders with an invoice placed in [start, end) (ISO UTC), cancelled ones included, oldest
     * first, of one GSTIN's series (`ownGstin` null: the shop's) and the scope's outlets (null: all).
     */
    invoicedOrders(span: { start: string; end: string }, ownGstin: string | null, scope: OutletScope = null) {
      return db
        .selectFrom('orders')
        .select(['id', 'status', 'created_at', 'buyer_name'])
        .where('invoice_number', 'is not', null)
        .where(ofSeries(ownGstin))
        .$if(scope !== null, (qb) => qb.where('outlet_id', 'in', [...scope!]))
        .where('created_at', '>=', span.start)
        .where('created_at', '<', span.end)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * The credit notes issued in [start, end) (ISO UTC) on bills of one GSTIN's series and the scope's
     * outlets, each with its bill's buyer and the bill's lines (their HSN and rate).
     */
    async creditNotes(span: { start: string; end: string }, ownGstin: string | null, scope: OutletScope = null) {
      const notes = await db
        .selectFrom('credit_notes')
        .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
        .select([
          'credit_notes.id',
          'credit_notes.order_id',
          'credit_notes.number',
          'credit_notes.created_at',
          'credit_notes.amount_paise',
          'credit_notes.lines',
          'orders.buyer_gstin',
          'orders.buyer_name',
          'orders.preferred_date',
          'orders.created_at as order_created_at',
          'orders.total_paise as order_total_paise',
        ])
        .where(ofSeries(ownGstin))
        .$if(scope !== null, (qb) => qb.where('orders.outlet_id', 'in', [...scope!]))
        .where('credit_notes.created_at', '>=', span.start)
        .where('credit_notes.created_at', '<', span.end)
        .orderBy('credit_notes.id')
        .execute();
      const orderIds = [...new Set(notes.map((n) => n.order_id))];
      const lines = orderIds.length
        ? await db
            .selectFrom('order_lines')
            .select(['order_id', 'product_id', 'variant', 'hsn', 'gst_rate'])
            .where('order_id', 'in', orderIds)
            .execute()
        : [];
      return { notes, lines };
    },
  };
}
