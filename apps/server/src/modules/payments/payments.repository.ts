import type { Kysely } from 'kysely';
import type { Database, OrderRow, PaymentLinkRow } from '../../db/schema.js';

/**
 * The payments module's queries: its own tables (links, gateway events) and the payment and refund
 * columns of an order, which only this module and staff's hand mark (orders.setPaid) write.
 */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    findOrder(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The newest link of the order for this amount that is still open at `validAfter`. */
    findOpenLink(orderId: number, amountPaise: number, validAfter: string): Promise<PaymentLinkRow | undefined> {
      return db
        .selectFrom('payment_links')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('amount_paise', '=', amountPaise)
        .where('expires_at', '>', validAfter)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async countLinks(orderId: number): Promise<number> {
      const row = await db
        .selectFrom('payment_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertLink(link: Omit<PaymentLinkRow, 'id'>): Promise<void> {
      await db.insertInto('payment_links').values(link).execute();
    },

    findLinkById(linkId: string): Promise<PaymentLinkRow | undefined> {
      return db.selectFrom('payment_links').selectAll().where('link_id', '=', linkId).executeTakeFirst();
    },

    /** The order's newest link: a payment naming the order only in its notes must be for one of its links. */
    findNewestLink(orderId: number): Promise<PaymentLinkRow | undefined> {
      return db
        .selectFrom('payment_links')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    findLinkByReference(referenceId: string): Promise<PaymentLinkRow | undefined> {
      return db.selectFrom('payment_links').selectAll().where('reference_id', '=', referenceId).executeTakeFirst();
    },

    /** Takes a webhook event id; false when it was taken before (a repeat). */
    async takeEvent(eventId: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('payment_gateway_events')
        .values({ event_id: eventId, received_at: now })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Marks an unpaid order paid by the gateway; undefined when it was paid already. */
    markPaidByGateway(id: number, p: { paymentId: string; method: string | null; now: string }): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({
          paid: 1,
          payment_method: p.method,
          payment_reference: p.paymentId,
          paid_at: p.now,
          paid_by: 'gateway',
          payment_flag: null,
          updated_at: p.now,
        })
        .where('id', '=', id)
        .where('paid', '=', 0)
        .returningAll()
        .executeTakeFirst();
    },

    /** Fills in the method of a gateway payment recorded without one (a return before its webhook). */
    async fillGatewayMethod(id: number, paymentId: string, method: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ payment_method: method, updated_at: now })
        .where('id', '=', id)
        .where('paid_by', '=', 'gateway')
        .where('payment_reference', '=', paymentId)
        .where('payment_method', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async flag(id: number, note: string, now: string): Promise<void> {
      await db.updateTable('orders').set({ payment_flag: note, updated_at: now }).where('id', '=', id).execute();
    },

    async setRefund(
      id: number,
      refund: { status: 'pending' | 'refunded' | 'failed'; refundId: string | null; error: string | null },
      now: string,
    ): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ refund_status: refund.status, refund_id: refund.refundId, refund_error: refund.error, updated_at: now })
        .where('id', '=', id)
        // A refund done stays done, whatever a late or repeated attempt says.
        .where((eb) => eb.or([eb('refund_status', 'is', null), eb('refund_status', '!=', 'refunded')]))
        .returningAll()
        .executeTakeFirst();
    },
  };
}
