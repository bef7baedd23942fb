import { ORDER_STATUS } from '@halwai/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutletScope } from '../../lib/outlet-scope.js';

/**
 * The open orders due on a shop day: asked for that day, or placed that day without a preferred
 * date. `span` is the day's UTC span `[start, end)`; `scope`, the outlets the staff asking see.
 */
const dueOn = (date: string, span: { start: string; end: string }, scope: OutletScope) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.and([
    eb('orders.status', '=', ORDER_STATUS.Pending),
    ...(scope ? [eb('orders.outlet_id', 'in', scope)] : []),
    eb.or([
      eb('orders.preferred_date', '=', date),
      eb.and([
        eb('orders.preferred_date', 'is', null),
        eb('orders.created_at', '>=', span.start),
        eb('orders.created_at', '<', span.end),
      ]),
    ]),
  ]);

/**
 * Orders of a UTC span `[start, end)`, read for reports. Times are ISO text, so text comparison
 * orders them. `scope` keeps to the orders of those outlets (staff limited to them; an outlet's own
 * end-of-day summary); null: every outlet.
 */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    listOrdersPlacedBetween(start: string, end: string, scope: OutletScope = null) {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'customer_name',
          'customer_mobile',
          'status',
          'step',
          'paid',
          'paid',
          'payment_method',
          'payment_reference',
          'refund_status',
          'total_paise',
          'created_at',
          'fulfilment',
          'delivery_pincode',
          'delivery_address',
          'delivery_charge_paise',
          'invoice_number',
          'offer_code',
          'discount_paise',
          'channel',
          'outlet_id',
        ])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .$if(scope !== null, (qb) => qb.where('outlet_id', 'in', [...scope!]))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    listLinesOfOrdersPlacedBetween(start: string, end: string, scope: OutletScope = null) {
      return db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select([
          'order_lines.order_id as orderId',
          'order_lines.product_id as productId',
          'order_lines.name as name',
          'order_lines.name_hi as nameHi',
          'order_lines.variant as variant',
          'order_lines.quantity as quantity',
          'order_lines.price_paise as pricePaise',
          'order_lines.gst_rate as gstRate',
          'order_lines.discount_paise as discountPaise',
        ])
        .where('orders.created_at', '>=', start)
        .where('orders.created_at', '<', end)
        .$if(scope !== null, (qb) => qb.where('orders.outlet_id', 'in', [...scope!]))
        .orderBy('order_lines.order_id')
        .orderBy('order_lines.position')
        .execute();
    },

    /** The open delivery orders due on a day, by pincode then oldest first. */
    listOpenDeliveriesDueOn(date: string, span: { start: string; end: string }, scope: OutletScope = null) {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'customer_name',
          'customer_mobile',
          'delivery_address',
          'delivery_pincode',
          'preferred_date',
          'slot',
          'total_paise',
          'paid',
        ])
        .where(dueOn(date, span, scope))
        .where('fulfilment', '=', 'delivery')
        .orderBy('delivery_pincode')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Packs per slot (null: none), item and variant over the open orders due on a day, summed by the database. */
    async sumOpenLinesDueOn(date: string, span: { start: string; end: string }, scope: OutletScope = null) {
      const rows = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select((eb) => [
          'orders.slot as slot',
          'order_lines.product_id as productId',
          'order_lines.name as name',
          'order_lines.variant as variant',
          // Lines of one product sold under one English name: any of them that has a Hindi name gives it.
          eb.fn.max('order_lines.name_hi').as('nameHi'),
          eb.fn.sum<number | string>('order_lines.quantity').as('quantity'),
          eb.fn.count<number | string>('order_lines.order_id').distinct().as('orders'),
        ])
        .where(dueOn(date, span, scope))
        .groupBy(['orders.slot', 'order_lines.product_id', 'order_lines.name', 'order_lines.variant'])
        .execute();
      // PostgreSQL answers sums and counts as text (bigint).
      return rows.map(({ nameHi, ...r }) => ({
        ...r,
        // Absent, not null, without one: the shape stays as it was for a shop with no Hindi.
        ...(nameHi !== null && { nameHi }),
        quantity: Number(r.quantity),
        orders: Number(r.orders),
      }));
    },

    /** The gift box lines of the open orders due on a day, with their contents (JSON), to sum what goes in them. */
    openBoxLinesDueOn(date: string, span: { start: string; end: string }, scope: OutletScope = null) {
      return db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['order_lines.product_id as productId', 'order_lines.name as name', 'order_lines.variant as variant', 'order_lines.quantity as quantity', 'order_lines.choices as choices', 'orders.slot as slot'])
        .where(dueOn(date, span, scope))
        .where('order_lines.choices', 'is not', null)
        .execute();
    },

    /** How many open orders are due on a day, by slot (null: none). */
    async countOpenDueOn(date: string, span: { start: string; end: string }, scope: OutletScope = null): Promise<Map<string | null, number>> {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => ['slot', eb.fn.countAll<number | string>().as('n')])
        .where(dueOn(date, span, scope))
        .groupBy('slot')
        .execute();
      return new Map(rows.map((r) => [r.slot, Number(r.n)]));
    },

    /** When each order of `[start, end)` was placed, not counting cancelled ones. */
    async placedTimesBetween(start: string, end: string, scope: OutletScope = null): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .select('created_at')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .where('status', '<>', ORDER_STATUS.Cancelled)
        .$if(scope !== null, (qb) => qb.where('outlet_id', 'in', [...scope!]))
        .execute();
      return rows.map((r) => r.created_at);
    },

    /** Ratings given or last changed within `[start, end)` (of the scope's orders): their count and the sum of their stars. */
    async ratingsBetween(start: string, end: string, scope: OutletScope = null): Promise<{ count: number; stars: number }> {
      const row = await db
        .selectFrom('order_ratings')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('order_ratings.stars').as('stars')])
        .where('order_ratings.updated_at', '>=', start)
        .where('order_ratings.updated_at', '<', end)
        .$if(scope !== null, (qb) =>
          qb.where('order_ratings.order_id', 'in', (sub) => sub.selectFrom('orders').select('orders.id').where('orders.outlet_id', 'in', [...scope!])),
        )
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), stars: Number(row.stars ?? 0) };
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

    /** `claimDay` for an outlet past the first: true for the one caller that claims the day. */
    async claimOutletDay(shopDate: string, outletId: number, createdAt: string): Promise<boolean> {
      const result = await db
        .insertInto('outlet_daily_reports')
        .values({ shop_date: shopDate, outlet_id: outletId, created_at: createdAt })
        .onConflict((oc) => oc.columns(['shop_date', 'outlet_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
