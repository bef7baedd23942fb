import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Orders of a UTC span `[start, end)`, read for reports. Times are ISO text, so text comparison orders them. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    listOrdersPlacedBetween(start: string, end: string) {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'customer_name',
          'customer_mobile',
          'status',
          'paid',
          'payment_method',
          'payment_reference',
          'refund_status',
          'total_paise',
          'created_at',
          'fulfilment',
          'delivery_pincode',
        ])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    listLinesOfOrdersPlacedBetween(start: string, end: string) {
      return db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select([
          'order_lines.order_id as orderId',
          'order_lines.product_id as productId',
          'order_lines.name as name',
          'order_lines.variant as variant',
          'order_lines.quantity as quantity',
          'order_lines.price_paise as pricePaise',
        ])
        .where('orders.created_at', '>=', start)
        .where('orders.created_at', '<', end)
        .orderBy('order_lines.order_id')
        .orderBy('order_lines.position')
        .execute();
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type ReportOrderRow = Awaited<ReturnType<ReportsRepository['listOrdersPlacedBetween']>>[number];
export type ReportLineRow = Awaited<ReturnType<ReportsRepository['listLinesOfOrdersPlacedBetween']>>[number];

/** The end-of-day summaries already queued, one row per shop day. */
export function createDailyReportsRepository(db: Kysely<Database>) {
  return {
    /** Claims the shop day for its summary; false when it was claimed before (here or on another instance). */
    async claimDay(shopDate: string, createdAt: string): Promise<boolean> {
      const result = await db
        .insertInto('daily_reports')
        .values({ shop_date: shopDate, created_at: createdAt })
        .onConflict((oc) => oc.column('shop_date').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
